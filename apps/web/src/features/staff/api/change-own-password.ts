import type { PasswordChange } from '@app/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestNoContent } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function changeOwnPassword(input: PasswordChange): Promise<void> {
  return requestNoContent('/admin/v1/me/password', { method: 'PUT', body: input, auth: true });
}

export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOwnPassword,
    meta: { errorReport: 'none' },
    // The server ended the other sessions: the list must show that.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.ownSessions }),
  });
}
