import { type ProductBulkInput, productBulkResultSchema } from '@app/contract/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** `POST /admin/v1/product/bulk`: publish, unpublish or delete the selected products. */
export function bulkProducts(input: ProductBulkInput): Promise<{ affected: number }> {
  return requestJson('/admin/v1/product/bulk', productBulkResultSchema, {
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
