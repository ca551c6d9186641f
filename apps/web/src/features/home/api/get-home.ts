import type { Home } from '@app/contract/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

export function getHome(signal?: AbortSignal): Promise<Home> {
  return requestJson<Home>('/data/v1/home', { signal });
}

export const homeQueryOptions = () =>
  queryOptions({ queryKey: ['home'], queryFn: ({ signal }) => getHome(signal) });

/** Everything the home page shows, in one request (hero, featured products, categories, notices). */
export const useHome = () => useQuery(homeQueryOptions());
