import type { Paged } from '@app/contract/common';
import type { InquiryListQuery, InquirySummary } from '@app/contract/inquiry';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { inquiryKeys } from './inquiry-keys';

export function getInquiries(
  query: InquiryListQuery,
  signal?: AbortSignal,
): Promise<Paged<InquirySummary>> {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  if (query.productId !== undefined) params.set('productId', String(query.productId));
  return requestJson<Paged<InquirySummary>>(`/data/v1/inquiry?${params.toString()}`, { signal });
}

export const inquiriesQueryOptions = (query: InquiryListQuery) =>
  queryOptions({
    queryKey: inquiryKeys.list(query),
    queryFn: ({ signal }) => getInquiries(query, signal),
    // The next page replaces the current one without flashing an empty table.
    placeholderData: keepPreviousData,
  });

export const useInquiries = (query: InquiryListQuery) => useQuery(inquiriesQueryOptions(query));
