import type { AdminPostListQuery, PostListQuery } from '@app/contract/board';
import type { Language } from '../../../lib/i18n/language';

/** Query keys of the board feature; `all` prefixes every one, so a staff write can refresh them all. */
export const boardKeys = {
  all: ['board'] as const,
  boards: (language: Language) => ['board', 'boards', language] as const,
  adminBoards: ['board', 'admin-boards'] as const,
  posts: (boardId: number, query: PostListQuery) => ['board', 'posts', boardId, query] as const,
  post: (id: number, language: Language) => ['board', 'post', id, language] as const,
  adminPosts: (query: AdminPostListQuery) => ['board', 'admin-posts', query] as const,
  adminPost: (id: number) => ['board', 'admin-post', id] as const,
};
