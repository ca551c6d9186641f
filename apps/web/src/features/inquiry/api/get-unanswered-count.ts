import type { UnansweredCount } from '@app/contract/inquiry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { inquiryKeys } from './inquiry-keys';

export async function getUnansweredCount(signal?: AbortSignal): Promise<number> {
  const { count } = await requestJson<UnansweredCount>('/admin/v1/inquiry/unanswered-count', {
    auth: true,
    signal,
  });
  return count;
}

/** For the navigation badge: refreshed every minute so new inquiries show up while staff work. */
export const unansweredCountQueryOptions = () =>
  queryOptions({
    queryKey: inquiryKeys.admin.unansweredCount,
    queryFn: ({ signal }) => getUnansweredCount(signal),
    refetchInterval: 60_000,
    // A badge the page can live without: a failure is only logged.
    meta: { errorReport: 'log' },
  });

export const useUnansweredCount = () => useQuery(unansweredCountQueryOptions());
