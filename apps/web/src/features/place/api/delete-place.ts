import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestNoContent } from '../../../lib/api-client';
import { placeKeys } from './place-keys';

export function deletePlace(id: number): Promise<void> {
  return requestNoContent(`/admin/v1/place/${String(id)}`, { method: 'DELETE', auth: true });
}

export function useDeletePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlace,
    // The confirmation dialog shows the refusal (a place products still use).
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placeKeys.all }),
  });
}
