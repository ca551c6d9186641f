import type { AdminPlace, PlaceInput } from '@app/contract/place';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { placeKeys } from './place-keys';

/** `POST /admin/v1/place` (no id) or `PUT /admin/v1/place/{id}`. */
export function savePlace({
  id,
  input,
}: {
  id: number | null;
  input: PlaceInput;
}): Promise<AdminPlace> {
  return requestJson<AdminPlace>(
    id === null ? '/admin/v1/place' : `/admin/v1/place/${String(id)}`,
    {
      method: id === null ? 'POST' : 'PUT',
      body: input,
      auth: true,
    },
  );
}

export function useSavePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlace,
    // The form shows what went wrong next to the field.
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placeKeys.all }),
  });
}
