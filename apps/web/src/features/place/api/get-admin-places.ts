import type { AdminPlace } from '@app/contract/place';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { placeKeys } from './place-keys';

export function getAdminPlaces(signal?: AbortSignal): Promise<AdminPlace[]> {
  return requestJson<AdminPlace[]>('/admin/v1/place', { auth: true, signal });
}

export const adminPlacesQueryOptions = () =>
  queryOptions({
    queryKey: placeKeys.admin,
    queryFn: ({ signal }) => getAdminPlaces(signal),
  });

const NO_PLACES: AdminPlace[] = [];

/** The places as staff edit them: both names. */
export function useAdminPlaces(): { places: AdminPlace[]; isPending: boolean } {
  const { data, isPending } = useQuery(adminPlacesQueryOptions());
  return { places: data ?? NO_PLACES, isPending };
}
