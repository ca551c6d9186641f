import type { AdminBoardDetail, BoardInput } from '@app/contract/board';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { boardKeys } from './board-keys';

export type SaveBoardVariables = { id: number | null; input: BoardInput };

/** Creates a board (`id` null) or replaces one's settings. */
export function saveBoard({ id, input }: SaveBoardVariables): Promise<AdminBoardDetail> {
  return requestJson<AdminBoardDetail>(
    id === null ? '/admin/v1/board' : `/admin/v1/board/${String(id)}`,
    {
      method: id === null ? 'POST' : 'PUT',
      body: input,
      auth: true,
    },
  );
}

export function useSaveBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBoard,
    // The form shows what went wrong next to the field.
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
