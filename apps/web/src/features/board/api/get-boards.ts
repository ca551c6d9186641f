import { type Board, boardSchema } from '@app/contract/board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestJson } from '../../../lib/api-client';
import { boardKeys } from './board-keys';

const boardListSchema = z.array(boardSchema);

export function getBoards(signal?: AbortSignal): Promise<Board[]> {
  return requestJson('/data/v1/board', boardListSchema, { signal });
}

export const boardsQueryOptions = () =>
  queryOptions({ queryKey: boardKeys.boards, queryFn: ({ signal }) => getBoards(signal) });

export const useBoards = () => useQuery(boardsQueryOptions());
