import { z } from 'zod';
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

const listReturnSchema = z.object({
  list: z.string().startsWith(PRODUCT_LIST_PATH),
  direct: z.boolean(),
});

/** The list a history entry's state names (state is anything another page left there). */
export function listReturnOf(state: unknown): ListReturn | null {
  const parsed = listReturnSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
