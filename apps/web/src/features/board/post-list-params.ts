import type { PostListQuery } from '@app/contract/board';
import { pageFromSearchParams } from '../../components/ui/page-param';
import { languageOfSearch } from '../../lib/i18n/language-url';

export const POST_KEYWORD_PARAM = 'keyword';

/**
 * A board list's query from its URL: `?page=`, `?keyword=` (trimmed, at most 100 characters)
 * and the language the posts are read in.
 */
export function postListQuery(params: URLSearchParams): PostListQuery {
  const keyword = params.get(POST_KEYWORD_PARAM)?.trim().slice(0, 100) ?? '';
  return {
    page: pageFromSearchParams(params),
    ...(keyword === '' ? {} : { keyword }),
    lang: languageOfSearch(params.toString()),
  };
}
