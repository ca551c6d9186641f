import type { ProductDetail } from '@app/contract/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/language';
import { withLanguage } from '../../../lib/i18n/language-url';
import { productKeys } from './product-keys';

/** `GET /data/v1/product/{id}`: a published product with its gallery and related products. */
export function getProduct(
  id: number,
  language: Language,
  signal?: AbortSignal,
): Promise<ProductDetail> {
  return requestJson<ProductDetail>(`/data/v1/product/${String(id)}${withLanguage('', language)}`, {
    signal,
  });
}

export const productQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: productKeys.detail(id, language),
    queryFn: ({ signal }) => getProduct(id, language, signal),
    // The page shows "not found" (404) or its own error state.
    meta: { errorReport: 'none' },
    retry: false,
  });

export const useProduct = (id: number, language: Language) =>
  useQuery(productQueryOptions(id, language));
