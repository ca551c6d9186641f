import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestNoContent } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

/** `DELETE /admin/v1/search/synonyms/{id}`. */
export function deleteSynonym(id: number): Promise<void> {
  return requestNoContent(`/admin/v1/search/synonyms/${String(id)}`, {
    method: 'DELETE',
    auth: true,
  });
}

export function useDeleteSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSynonym,
    // The confirmation dialog shows a refusal.
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: searchKeys.all }),
  });
}
