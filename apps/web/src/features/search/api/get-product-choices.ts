import type { AdminProductRow, ProductPage } from '@app/contract/product';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

/** Products a query can be linked to: the first matches of the staff table's own search. */
const CHOICES = 10;

export function getProductChoices(keyword: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ keyword, size: String(CHOICES) });
  return requestJson<ProductPage<AdminProductRow>>(`/admin/v1/product?${params.toString()}`, {
    auth: true,
    signal,
  });
}

export const useProductChoices = (keyword: string) =>
  useQuery({
    queryKey: searchKeys.productChoices(keyword),
    queryFn: ({ signal }) => getProductChoices(keyword, signal),
    enabled: keyword !== '',
  });
