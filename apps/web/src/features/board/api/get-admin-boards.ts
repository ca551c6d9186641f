import type { AdminBoard } from '@app/contract/board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { boardKeys } from './board-keys';

export function getAdminBoards(signal?: AbortSignal): Promise<AdminBoard[]> {
  return requestJson<AdminBoard[]>('/admin/v1/board', { auth: true, signal });
}

export const adminBoardsQueryOptions = () =>
  queryOptions({
    queryKey: boardKeys.adminBoards,
    queryFn: ({ signal }) => getAdminBoards(signal),
  });

/** Every board with its post count (the navigation, the board screen, the delete confirmation). */
export const useAdminBoards = () => useQuery(adminBoardsQueryOptions());
