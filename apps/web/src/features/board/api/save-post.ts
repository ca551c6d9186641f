import type { AdminPost, PostInput } from '@app/contract/board';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { boardKeys } from './board-keys';

export type SavePostVariables = { id: number | null; input: PostInput };

/** Creates a post (`id` null) or replaces one; attachments left out of `attachmentIds` are deleted. */
export function savePost({ id, input }: SavePostVariables): Promise<AdminPost> {
  return requestJson<AdminPost>(id === null ? '/admin/v1/post' : `/admin/v1/post/${String(id)}`, {
    method: id === null ? 'POST' : 'PUT',
    body: input,
    auth: true,
  });
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
