import type { Post } from '@app/contract/board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { boardKeys } from './board-keys';

export function getPost(id: number, signal?: AbortSignal): Promise<Post> {
  return requestJson<Post>(`/data/v1/post/${String(id)}`, { signal });
}

export const postQueryOptions = (id: number) =>
  queryOptions({ queryKey: boardKeys.post(id), queryFn: ({ signal }) => getPost(id, signal) });

export const usePost = (id: number) => useQuery(postQueryOptions(id));
