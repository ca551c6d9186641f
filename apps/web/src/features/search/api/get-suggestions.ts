import type { Suggestions } from '@app/contract/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/language';
import { searchKeys } from './search-keys';

/** `GET /data/v1/search/suggest`: words, products and categories for what is typed so far. */
export function getSuggestions(
  q: string,
  language: Language,
  signal?: AbortSignal,
): Promise<Suggestions> {
  const params = new URLSearchParams({ q, lang: language });
  return requestJson<Suggestions>(`/data/v1/search/suggest?${params.toString()}`, { signal });
}

export const suggestionsQueryOptions = (q: string, language: Language) =>
  queryOptions({
    queryKey: searchKeys.suggestions(q, language),
    // The signal is aborted when the next keystroke's query replaces this one.
    queryFn: ({ signal }) => getSuggestions(q, language, signal),
    // A keystroke later there is another request: a failed one is not worth a retry or a word.
    retry: false,
    meta: { errorReport: 'none' },
  });

/**
 * Suggestions for `q` (empty: none asked for). The last answer stays while the next one
 * loads, so the list does not flicker as the visitor types.
 */
export const useSuggestions = (q: string, language: Language) =>
  useQuery({
    ...suggestionsQueryOptions(q, language),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
