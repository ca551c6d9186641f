import type { ProductDetail } from '@app/contract/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** `GET /data/v1/product/{id}`: a published product with its gallery and related products. */
export function getProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return requestJson<ProductDetail>(`/data/v1/product/${String(id)}`, { signal });
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // The page shows "not found" (404) or its own error state.
    meta: { errorReport: 'none' },
    retry: false,
  });

export const useProduct = (id: number) => useQuery(productQueryOptions(id));
