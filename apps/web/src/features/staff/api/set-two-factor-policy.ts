import type { TwoFactorOverview, TwoFactorPolicy } from '@app/contract/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function setTwoFactorPolicy(input: TwoFactorPolicy): Promise<TwoFactorOverview> {
  return requestJson<TwoFactorOverview>('/admin/v1/two-factor', {
    method: 'PUT',
    body: input,
    auth: true,
  });
}

export function useSetTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTwoFactorPolicy,
    meta: { errorReport: 'none' },
    onSuccess: (overview) => {
      queryClient.setQueryData(staffKeys.twoFactorOverview, overview);
    },
  });
}
