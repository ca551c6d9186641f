import type { LoginInput, LoginResponse } from '@app/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

export function postLogin(input: LoginInput): Promise<LoginResponse> {
  return requestJson<LoginResponse>('/auth', { method: 'POST', body: input });
}

/**
 * Signs in on success, unless the member signs in with a second factor: then the answer is a
 * challenge for the code step. Failures are the form's to show (no notification).
 */
export function useLoginMutation() {
  const signIn = useAuthStore((state) => state.signIn);
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: postLogin,
    meta: { errorReport: 'none' },
    onSuccess: (response) => {
      if ('token' in response) signIn(response.token, response.userInfo);
    },
  });
}
