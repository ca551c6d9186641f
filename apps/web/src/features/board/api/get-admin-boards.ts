import { type AdminBoard, adminBoardSchema } from '@app/contract/board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestJson } from '../../../lib/api-client';
import { boardKeys } from './board-keys';

const adminBoardListSchema = z.array(adminBoardSchema);

export function getAdminBoards(signal?: AbortSignal): Promise<AdminBoard[]> {
  return requestJson('/admin/v1/board', adminBoardListSchema, { auth: true, signal });
}

export const adminBoardsQueryOptions = () =>
  queryOptions({
    queryKey: boardKeys.adminBoards,
    queryFn: ({ signal }) => getAdminBoards(signal),
  });

/** Every board with its post count (the navigation, the board screen, the delete confirmation). */
export const useAdminBoards = () => useQuery(adminBoardsQueryOptions());
