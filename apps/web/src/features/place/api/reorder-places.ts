import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestNoContent } from '../../../lib/api-client';
import { placeKeys } from './place-keys';

/** `PUT /admin/v1/place/order`: the ids in their new display order. */
export function reorderPlaces(ids: number[]): Promise<void> {
  return requestNoContent('/admin/v1/place/order', { method: 'PUT', body: { ids }, auth: true });
}

export function useReorderPlaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderPlaces,
    onSettled: () => queryClient.invalidateQueries({ queryKey: placeKeys.all }),
  });
}
