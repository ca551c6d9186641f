import type { ProductCard, ProductListQuery, ProductPage } from '@app/contract/product';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { withLanguage } from '../../../lib/i18n/language-url';
import { productKeys, searchParamsOf } from './product-keys';

/** `GET /data/v1/product`: a page of published products, in the query's language. */
export function getProducts(
  { lang, ...query }: ProductListQuery,
  signal?: AbortSignal,
): Promise<ProductPage<ProductCard>> {
  return requestJson<ProductPage<ProductCard>>(
    `/data/v1/product${withLanguage(searchParamsOf(query), lang)}`,
    { signal },
  );
}

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    // The previous page stays on screen while the next one loads: nothing jumps.
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductListQuery) => useQuery(productsQueryOptions(query));
