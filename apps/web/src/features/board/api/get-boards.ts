import type { Board } from '@app/contract/board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { boardKeys } from './board-keys';

export function getBoards(signal?: AbortSignal): Promise<Board[]> {
  return requestJson<Board[]>('/data/v1/board', { signal });
}

export const boardsQueryOptions = () =>
  queryOptions({ queryKey: boardKeys.boards, queryFn: ({ signal }) => getBoards(signal) });

export const useBoards = () => useQuery(boardsQueryOptions());
