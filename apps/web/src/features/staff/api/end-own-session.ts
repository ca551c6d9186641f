import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestNoContent } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function endOwnSession(id: number): Promise<void> {
  return requestNoContent(`/admin/v1/me/sessions/${String(id)}`, { method: 'DELETE', auth: true });
}

export function useEndOwnSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOwnSession,
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.ownSessions }),
  });
}
