import { PRODUCT_LIST_PATH } from '@app/contract/page-render';

/**
 * Links into the product list. Its query uses the product API's names (DESIGN §4: `keyword`,
 * `category`, `place`), so a list URL maps one to one onto its request; `page` is separate
 * (components/ui/page-param.ts). A new search starts on the first page, so no page is set here.
 */
export { PRODUCT_LIST_PATH };

export type ProductListFilters = { keyword?: string; category?: number; place?: number };

export function productListHref({ keyword, category, place }: ProductListFilters): string {
  const params = new URLSearchParams();
  if (keyword !== undefined && keyword !== '') params.set('keyword', keyword);
  if (category !== undefined) params.set('category', String(category));
  if (place !== undefined) params.set('place', String(place));
  const query = params.toString();
  return query === '' ? PRODUCT_LIST_PATH : `${PRODUCT_LIST_PATH}?${query}`;
}
