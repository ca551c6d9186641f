import type { AdminProductListQuery, AdminProductRow, ProductPage } from '@app/contract/product';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { productKeys, searchParamsOf } from './product-keys';

/** `GET /admin/v1/product`: the back-office table, every status. */
export function getAdminProducts(
  query: AdminProductListQuery,
  signal?: AbortSignal,
): Promise<ProductPage<AdminProductRow>> {
  return requestJson<ProductPage<AdminProductRow>>(`/admin/v1/product?${searchParamsOf(query)}`, {
    auth: true,
    signal,
  });
}

export const adminProductsQueryOptions = (query: AdminProductListQuery) =>
  queryOptions({
    queryKey: productKeys.adminList(query),
    queryFn: ({ signal }) => getAdminProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (query: AdminProductListQuery) =>
  useQuery(adminProductsQueryOptions(query));
