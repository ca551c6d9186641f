import type { RecoveryCodes, RecoveryCodesRegenerate } from '@app/contract/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function regenerateRecoveryCodes(input: RecoveryCodesRegenerate): Promise<RecoveryCodes> {
  return requestJson<RecoveryCodes>('/admin/v1/me/two-factor/recovery-codes', {
    method: 'POST',
    body: input,
    auth: true,
  });
}

/** New recovery codes (shown once); the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.ownTwoFactor }),
  });
}
