import { PRODUCT_LIST_PATH } from '../../lib/product-list-url';

/**
 * The product list a product page was opened from, carried in the link's history state so the
 * page's 목록으로 returns to it with its filters and page. `direct` when the list is the
 * previous history entry: going back then also restores where the visitor had scrolled to.
 */
export interface ListReturn {
  /** The list's path and query, as it was shown. */
  list: string;
  direct: boolean;
}

/**
 * The list a history entry's state names (state is anything another page left there). Plain
 * checks: the product page is public, and its code carries no zod (decision 12).
 */
export function listReturnOf(state: unknown): ListReturn | null {
  if (typeof state !== 'object' || state === null) return null;
  const { list, direct } = state as Partial<Record<keyof ListReturn, unknown>>;
  return typeof list === 'string' &&
    list.startsWith(PRODUCT_LIST_PATH) &&
    typeof direct === 'boolean'
    ? { list, direct }
    : null;
}
