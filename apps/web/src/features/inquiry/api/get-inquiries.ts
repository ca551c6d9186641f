import { pagedSchema, type Paged } from '@app/contract/common';
import {
  inquirySummarySchema,
  type InquiryListQuery,
  type InquirySummary,
} from '@app/contract/inquiry';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { inquiryKeys } from './inquiry-keys';

const inquiryPageSchema = pagedSchema(inquirySummarySchema);

export function getInquiries(
  query: InquiryListQuery,
  signal?: AbortSignal,
): Promise<Paged<InquirySummary>> {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  if (query.productId !== undefined) params.set('productId', String(query.productId));
  return requestJson(`/data/v1/inquiry?${params.toString()}`, inquiryPageSchema, { signal });
}

export const inquiriesQueryOptions = (query: InquiryListQuery) =>
  queryOptions({
    queryKey: inquiryKeys.list(query),
    queryFn: ({ signal }) => getInquiries(query, signal),
    // The next page replaces the current one without flashing an empty table.
    placeholderData: keepPreviousData,
  });

export const useInquiries = (query: InquiryListQuery) => useQuery(inquiriesQueryOptions(query));
