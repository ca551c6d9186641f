import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestNoContent } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function resetMemberTwoFactor(id: number): Promise<void> {
  return requestNoContent(`/admin/v1/member/${String(id)}/two-factor`, {
    method: 'DELETE',
    auth: true,
  });
}

/** Grade 10 turns off a member's 2FA (a lost phone); the dialog that asked shows any error. */
export function useResetMemberTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMemberTwoFactor,
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.twoFactorOverview }),
  });
}
