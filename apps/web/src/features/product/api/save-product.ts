import type { AdminProduct, ProductInput } from '@app/contract/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** `POST /admin/v1/product` (no id) or `PUT /admin/v1/product/{id}`. */
export function saveProduct({
  id,
  input,
}: {
  id: number | null;
  input: ProductInput;
}): Promise<AdminProduct> {
  return requestJson<AdminProduct>(
    id === null ? '/admin/v1/product' : `/admin/v1/product/${String(id)}`,
    { method: id === null ? 'POST' : 'PUT', body: input, auth: true },
  );
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    // The form shows what went wrong next to the field.
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
