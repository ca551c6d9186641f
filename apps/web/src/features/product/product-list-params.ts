import type { ProductListQuery } from '@app/contract/product';
import { PRODUCT_RESULT_WINDOW, PRODUCT_SORTS } from '@app/contract/product-constants';
import { languageOfSearch } from '../../lib/i18n/language-url';

const id = (raw: string | null) =>
  raw !== null && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647
    ? Number(raw)
    : undefined;

/**
 * `literal=true`: the keyword exactly as typed. The API rewrites a keyword that finds nothing
 * (`ghksvndrl` → 환풍기); the notice above the results links back to the search as typed.
 */
export const LITERAL_PARAM = 'literal';

/**
 * The list query from the URL (`category`, `place`, `sort`, `literal` and the language; keyword
 * and page come from their own helpers). Anything malformed is ignored rather than sent, and the
 * page stays inside the result window the API serves.
 */
export function productListQuery(
  params: URLSearchParams,
  { keyword, page, size }: { keyword: string; page: number; size: number },
): ProductListQuery {
  const sort = PRODUCT_SORTS.find((value) => value === params.get('sort')) ?? 'newest';
  const lastPage = Math.floor(PRODUCT_RESULT_WINDOW / size) - 1;
  return {
    ...(keyword === '' ? {} : { keyword }),
    ...(keyword !== '' && params.get(LITERAL_PARAM) === 'true' ? { literal: true } : {}),
    category: id(params.get('category')),
    place: id(params.get('place')),
    sort,
    page: Math.min(page, lastPage),
    size,
    lang: languageOfSearch(params.toString()),
  };
}

/** The URL after a filter change: the first page again, defaults left out. */
export function withFilters(
  params: URLSearchParams,
  filters: { category: number | undefined; place: number | undefined; sort: string },
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || (key === 'sort' && value === 'newest')) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The list's values but its filters and page (keyword, language), which a filter form sends. */
export const withoutFilters = (params: URLSearchParams): URLSearchParams =>
  withFilters(params, { category: undefined, place: undefined, sort: 'newest' });

/** The same list with its keyword searched exactly as typed: the first page, other values kept. */
export function withLiteralKeyword(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  next.set(LITERAL_PARAM, 'true');
  return next;
}
