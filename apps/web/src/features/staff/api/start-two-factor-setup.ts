import type { TwoFactorSetup, TwoFactorSetupInput } from '@app/contract/two-factor';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

/** A new secret for the member's app; nothing changes until a code from it is confirmed. */
export function startTwoFactorSetup(input: TwoFactorSetupInput): Promise<TwoFactorSetup> {
  return requestJson<TwoFactorSetup>('/admin/v1/me/two-factor/setup', {
    method: 'POST',
    body: input,
    auth: true,
  });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup, meta: { errorReport: 'none' } });
}
