import type { RecoveryCodes, TwoFactorEnable } from '@app/contract/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { staffKeys } from './staff-keys';

export function enableTwoFactor(input: TwoFactorEnable): Promise<RecoveryCodes> {
  return requestJson<RecoveryCodes>('/admin/v1/me/two-factor/enable', {
    method: 'POST',
    body: input,
    auth: true,
  });
}

/** Confirms the first code: 2FA is on, and the recovery codes come back (once). */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    meta: { errorReport: 'none' },
    onSuccess: async () => {
      // The rest of the admin opens again if the site required this.
      useAuthStore.getState().setTwoFactorSetupRequired(false);
      await queryClient.invalidateQueries({ queryKey: staffKeys.ownTwoFactor });
    },
  });
}
