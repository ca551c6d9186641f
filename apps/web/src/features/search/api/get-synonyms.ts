import type { Synonym } from '@app/contract/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

/** `GET /admin/v1/search/synonyms`: every synonym, by term. */
export function getSynonyms(signal?: AbortSignal): Promise<Synonym[]> {
  return requestJson<Synonym[]>('/admin/v1/search/synonyms', { auth: true, signal });
}

export const synonymsQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.synonyms,
    queryFn: ({ signal }) => getSynonyms(signal),
  });

export const useSynonyms = () => useQuery(synonymsQueryOptions());
