import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestNoContent } from '../../../lib/api-client';
import { boardKeys } from './board-keys';

export function deletePost(id: number) {
  return requestNoContent(`/admin/v1/post/${String(id)}`, { method: 'DELETE', auth: true });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
