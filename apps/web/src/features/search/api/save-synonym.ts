import type { Synonym, SynonymInput } from '@app/contract/search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

/** `POST /admin/v1/search/synonyms` (no id) or `PUT /admin/v1/search/synonyms/{id}`. */
export function saveSynonym({
  id,
  input,
}: {
  id: number | null;
  input: SynonymInput;
}): Promise<Synonym> {
  return requestJson<Synonym>(
    id === null ? '/admin/v1/search/synonyms' : `/admin/v1/search/synonyms/${String(id)}`,
    { method: id === null ? 'POST' : 'PUT', body: input, auth: true },
  );
}

export function useSaveSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSynonym,
    // The form shows what went wrong next to the field (a term another synonym has).
    meta: { errorReport: 'none' },
    // The suggestions offer synonyms too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: searchKeys.all }),
  });
}
