import type { AdminProductListQuery, ProductListQuery } from '@app/contract/product';
import type { Language } from '../../../lib/i18n/language';

/** Query keys of the product feature; every write invalidates `all`. */
export const productKeys = {
  all: ['products'] as const,
  list: (query: ProductListQuery) => ['products', 'list', query] as const,
  detail: (id: number, language: Language) => ['products', 'detail', id, language] as const,
  adminList: (query: AdminProductListQuery) => ['products', 'admin', 'list', query] as const,
  adminDetail: (id: number) => ['products', 'admin', 'detail', id] as const,
};

/** A query string from defined values only. */
export function searchParamsOf(values: Record<string, string | number | boolean | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
