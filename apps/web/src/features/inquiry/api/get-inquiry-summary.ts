import type { InquirySummary } from '@app/contract/inquiry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { inquiryKeys } from './inquiry-keys';

export function getInquirySummary(id: number, signal?: AbortSignal): Promise<InquirySummary> {
  return requestJson<InquirySummary>(`/data/v1/inquiry/${String(id)}/summary`, { signal });
}

/**
 * What anyone may see of inquiry `id` (its list row): whether it exists, before its password is
 * asked for. Its pages show a missing one as not found, and can do without it otherwise.
 */
export const inquirySummaryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: inquiryKeys.summary(id),
    queryFn: ({ signal }) => getInquirySummary(id, signal),
    meta: { errorReport: 'log' },
  });

export const useInquirySummary = (id: number) => useQuery(inquirySummaryQueryOptions(id));

/** Whether the summary's query found that the inquiry does not exist. */
export const isMissingInquiry = (error: Error | null) => isApiError(error) && error.status === 404;
