import type { ProductBulkInput, ProductBulkResult } from '@app/contract/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** `POST /admin/v1/product/bulk`: publish, unpublish or delete the selected products. */
export function bulkProducts(input: ProductBulkInput): Promise<ProductBulkResult> {
  return requestJson<ProductBulkResult>('/admin/v1/product/bulk', {
    method: 'POST',
    body: input,
    auth: true,
  });
}

export function useBulkProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkProducts,
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
