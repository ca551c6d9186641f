import type { Place } from '@app/contract/place';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

export function getPlaces(signal?: AbortSignal): Promise<Place[]> {
  return requestJson<Place[]>('/data/v1/place', { signal });
}

/**
 * Loaded once and kept for the visit (original §7). A failure is only logged and the list stays
 * empty (original §8): pages that show places work without them.
 */
export const placesQueryOptions = () =>
  queryOptions({
    queryKey: ['places'],
    queryFn: ({ signal }) => getPlaces(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { errorReport: 'log' },
  });

const NO_PLACES: Place[] = [];

export function usePlaces(): { places: Place[]; isPending: boolean } {
  const { data, isPending } = useQuery(placesQueryOptions());
  return { places: data ?? NO_PLACES, isPending };
}
