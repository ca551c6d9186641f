import type { Paged } from '@app/contract/common';
import type { AdminInquiryListItem, AdminInquiryListQuery } from '@app/contract/inquiry';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { inquiryKeys } from './inquiry-keys';

export function getAdminInquiries(
  query: AdminInquiryListQuery,
  signal?: AbortSignal,
): Promise<Paged<AdminInquiryListItem>> {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  for (const key of ['status', 'keyword', 'from', 'to'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  return requestJson<Paged<AdminInquiryListItem>>(`/admin/v1/inquiry?${params.toString()}`, {
    auth: true,
    signal,
  });
}

export const adminInquiriesQueryOptions = (query: AdminInquiryListQuery) =>
  queryOptions({
    queryKey: inquiryKeys.admin.list(query),
    queryFn: ({ signal }) => getAdminInquiries(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminInquiries = (query: AdminInquiryListQuery) =>
  useQuery(adminInquiriesQueryOptions(query));
