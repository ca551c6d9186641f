import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestNoContent } from '../../../lib/api-client';
import { categoryKeys } from './category-keys';

/** `PUT /admin/v1/category/order`: the ids in their new display order. */
export function reorderCategories(ids: number[]): Promise<void> {
  return requestNoContent('/admin/v1/category/order', { method: 'PUT', body: { ids }, auth: true });
}

export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCategories,
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
