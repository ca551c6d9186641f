import type { AdminProduct } from '@app/contract/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** `GET /admin/v1/product/{id}`: a product as the form edits it. */
export function getAdminProduct(id: number, signal?: AbortSignal): Promise<AdminProduct> {
  return requestJson<AdminProduct>(`/admin/v1/product/${String(id)}`, { auth: true, signal });
}

export const adminProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.adminDetail(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
  });

export const useAdminProduct = (id: number | null) =>
  useQuery({ ...adminProductQueryOptions(id ?? 0), enabled: id !== null });
