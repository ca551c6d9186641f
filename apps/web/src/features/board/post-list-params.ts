import type { PostListQuery } from '@app/contract/board';
import { pageFromSearchParams } from '../../components/ui/page-param';

export const POST_KEYWORD_PARAM = 'keyword';

/** A board list's query from its URL: `?page=` and `?keyword=` (trimmed, at most 100 characters). */
export function postListQuery(params: URLSearchParams): PostListQuery {
  const keyword = params.get(POST_KEYWORD_PARAM)?.trim().slice(0, 100) ?? '';
  return { page: pageFromSearchParams(params), ...(keyword === '' ? {} : { keyword }) };
}
