import type { AdminPostListQuery, PostSummary } from '@app/contract/board';
import type { Paged } from '@app/contract/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { boardKeys } from './board-keys';

export function getAdminPosts(
  query: AdminPostListQuery,
  signal?: AbortSignal,
): Promise<Paged<PostSummary>> {
  const params = new URLSearchParams({
    boardId: String(query.boardId),
    page: String(query.page),
  });
  if (query.size !== undefined) params.set('size', String(query.size));
  if (query.keyword !== undefined && query.keyword !== '') params.set('keyword', query.keyword);
  return requestJson<Paged<PostSummary>>(`/admin/v1/post?${params.toString()}`, {
    auth: true,
    signal,
  });
}

export const adminPostsQueryOptions = (query: AdminPostListQuery) =>
  queryOptions({
    queryKey: boardKeys.adminPosts(query),
    queryFn: ({ signal }) => getAdminPosts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminPosts = (query: AdminPostListQuery) => useQuery(adminPostsQueryOptions(query));
