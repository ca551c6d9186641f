import type { AdminPost } from '@app/contract/board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { boardKeys } from './board-keys';

export function getAdminPost(id: number, signal?: AbortSignal): Promise<AdminPost> {
  return requestJson<AdminPost>(`/admin/v1/post/${String(id)}`, { auth: true, signal });
}

export const adminPostQueryOptions = (id: number) =>
  queryOptions({
    queryKey: boardKeys.adminPost(id),
    queryFn: ({ signal }) => getAdminPost(id, signal),
  });

/** A post as staff edit it (drafts included); `null` id means a new post and fetches nothing. */
export const useAdminPost = (id: number | null) =>
  useQuery({ ...adminPostQueryOptions(id ?? 0), enabled: id !== null });
