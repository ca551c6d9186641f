import type { PostListQuery, PostPage } from '@app/contract/board';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { withLanguage } from '../../../lib/i18n/language-url';
import { boardKeys } from './board-keys';

export function getBoardPosts(
  boardId: number,
  query: PostListQuery,
  signal?: AbortSignal,
): Promise<PostPage> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.size !== undefined) params.set('size', String(query.size));
  if (query.keyword !== undefined && query.keyword !== '') params.set('keyword', query.keyword);
  return requestJson<PostPage>(
    `/data/v1/board/${String(boardId)}/post${withLanguage(params.toString(), query.lang)}`,
    { signal },
  );
}

export const boardPostsQueryOptions = (boardId: number, query: PostListQuery) =>
  queryOptions({
    queryKey: boardKeys.posts(boardId, query),
    queryFn: ({ signal }) => getBoardPosts(boardId, query, signal),
    // The next page replaces the current one without flashing an empty list.
    placeholderData: keepPreviousData,
  });

export const useBoardPosts = (boardId: number, query: PostListQuery) =>
  useQuery(boardPostsQueryOptions(boardId, query));
