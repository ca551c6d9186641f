import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestNoContent } from '../../../lib/api-client';
import { boardKeys } from './board-keys';

/** `confirmPosts` is the post count the person agreed to delete; the server refuses a stale one. */
export function deleteBoard({ id, confirmPosts }: { id: number; confirmPosts: number }) {
  return requestNoContent(`/admin/v1/board/${String(id)}?confirmPosts=${String(confirmPosts)}`, {
    method: 'DELETE',
    auth: true,
  });
}

export function useDeleteBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBoard,
    meta: { errorReport: 'none' },
    // Also after a refusal: a stale post count must show its new value.
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
