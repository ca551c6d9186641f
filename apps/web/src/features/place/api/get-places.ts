import type { Place } from '@app/contract/place';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/language';
import { withLanguage } from '../../../lib/i18n/language-url';
import { placeKeys } from './place-keys';

export function getPlaces(language: Language, signal?: AbortSignal): Promise<Place[]> {
  return requestJson<Place[]>(`/data/v1/place${withLanguage('', language)}`, { signal });
}

/**
 * Loaded once and kept for the visit (original §7), named in the page's language. A failure is
 * only logged and the list stays empty (original §8): pages that show places work without them.
 */
export const placesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: placeKeys.list(language),
    queryFn: ({ signal }) => getPlaces(language, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { errorReport: 'log' },
  });

const NO_PLACES: Place[] = [];

export function usePlaces(language: Language): { places: Place[]; isPending: boolean } {
  const { data, isPending } = useQuery(placesQueryOptions(language));
  return { places: data ?? NO_PLACES, isPending };
}
