import type { Place, PlaceInput } from '@app/contract/place';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { placesQueryOptions } from './get-places';

/** `POST /admin/v1/place` (no id) or `PUT /admin/v1/place/{id}`. */
export function savePlace({ id, input }: { id: number | null; input: PlaceInput }): Promise<Place> {
  return requestJson<Place>(id === null ? '/admin/v1/place' : `/admin/v1/place/${String(id)}`, {
    method: id === null ? 'POST' : 'PUT',
    body: input,
    auth: true,
  });
}

export function useSavePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlace,
    // The form shows what went wrong next to the field.
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placesQueryOptions().queryKey }),
  });
}
