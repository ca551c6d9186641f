import type { TwoFactorDisable } from '@app/contract/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestNoContent } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function disableTwoFactor(input: TwoFactorDisable): Promise<void> {
  return requestNoContent('/admin/v1/me/two-factor/disable', {
    method: 'POST',
    body: input,
    auth: true,
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.ownTwoFactor }),
  });
}
