import {
  type AdminProductListQuery,
  type AdminProductRow,
  type ProductPage,
  adminProductRowSchema,
  productPageSchema,
} from '@app/contract/product';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { productKeys, searchParamsOf } from './product-keys';

const pageSchema = productPageSchema(adminProductRowSchema);

/** `GET /admin/v1/product`: the back-office table, every status. */
export function getAdminProducts(
  query: AdminProductListQuery,
  signal?: AbortSignal,
): Promise<ProductPage<AdminProductRow>> {
  return requestJson(`/admin/v1/product?${searchParamsOf(query)}`, pageSchema, {
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
