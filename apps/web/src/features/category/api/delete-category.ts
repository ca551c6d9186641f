import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestNoContent } from '../../../lib/api-client';
import { categoryKeys } from './category-keys';

export function deleteCategory(id: number): Promise<void> {
  return requestNoContent(`/admin/v1/category/${String(id)}`, { method: 'DELETE', auth: true });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    // The confirmation dialog shows the refusal (a category in use or with sub-categories).
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
