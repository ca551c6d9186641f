import type { VisitRangeQuery, VisitStats } from '@app/contract/visits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

export function getVisitStats(query: VisitRangeQuery, signal?: AbortSignal): Promise<VisitStats> {
  const params = new URLSearchParams();
  if (query.from !== undefined) params.set('from', query.from);
  if (query.to !== undefined) params.set('to', query.to);
  const search = params.size === 0 ? '' : `?${params.toString()}`;
  return requestJson<VisitStats>(`/admin/v1/stats/visits${search}`, { auth: true, signal });
}

export const visitStatsQueryOptions = (query: VisitRangeQuery) =>
  queryOptions({
    queryKey: ['visits', 'stats', query] as const,
    queryFn: ({ signal }) => getVisitStats(query, signal),
    // Counts are written every 10 seconds: a minute-old screen is as good as a new one.
    staleTime: 60_000,
    // A new range keeps the old numbers on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

export const useVisitStats = (query: VisitRangeQuery) => useQuery(visitStatsQueryOptions(query));
