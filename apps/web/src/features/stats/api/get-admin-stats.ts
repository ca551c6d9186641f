import type { AdminStats } from '@app/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return requestJson<AdminStats>('/admin/v1/stats', { auth: true, signal });
}

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['stats', 'admin'] as const,
    queryFn: ({ signal }) => getAdminStats(signal),
    // The home is where staff land after every task: show current numbers each time.
    staleTime: 0,
  });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
