/**
 * The current page lives in the URL as `?page=`, counted from 1 because people read and share
 * it ("page=2" is the second page). Code and the API count from 0 (DESIGN §4); these convert.
 */
export const PAGE_PARAM = 'page';

export function pageFromSearchParams(params: URLSearchParams): number {
  const raw = params.get(PAGE_PARAM);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return 0;
  return Math.max(0, Number(raw) - 1);
}

/** The same query with the page set; the first page is left out so plain links stay canonical. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 0) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page + 1));
  return next;
}
