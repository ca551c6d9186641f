import type { AdminCategory, CategoryInput } from '@app/contract/category';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { categoryKeys } from './category-keys';

/** `POST /admin/v1/category` (no id) or `PUT /admin/v1/category/{id}`. */
export function saveCategory({
  id,
  input,
}: {
  id: number | null;
  input: CategoryInput;
}): Promise<AdminCategory> {
  return requestJson<AdminCategory>(
    id === null ? '/admin/v1/category' : `/admin/v1/category/${String(id)}`,
    {
      method: id === null ? 'POST' : 'PUT',
      body: input,
      auth: true,
    },
  );
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    // The form shows what went wrong next to the field.
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
