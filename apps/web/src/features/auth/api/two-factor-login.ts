import type { LoginSession } from '@app/contract/auth';
import type { TwoFactorLogin } from '@app/contract/two-factor';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

export function postTwoFactorLogin(input: TwoFactorLogin): Promise<LoginSession> {
  return requestJson<LoginSession>('/auth/two-factor', { method: 'POST', body: input });
}

/** The second sign-in step; signs in on success. Failures are the form's to show. */
export function useTwoFactorLoginMutation() {
  const signIn = useAuthStore((state) => state.signIn);
  return useMutation({
    mutationKey: ['auth', 'two-factor'],
    mutationFn: postTwoFactorLogin,
    meta: { errorReport: 'none' },
    onSuccess: ({ token, userInfo }) => {
      signIn(token, userInfo);
    },
  });
}
