import type { AdminInquiry } from '@app/contract/inquiry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { inquiryKeys } from './inquiry-keys';

export function getAdminInquiry(id: number, signal?: AbortSignal): Promise<AdminInquiry> {
  return requestJson<AdminInquiry>(`/admin/v1/inquiry/${String(id)}`, { auth: true, signal });
}

export const adminInquiryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: inquiryKeys.admin.detail(id),
    queryFn: ({ signal }) => getAdminInquiry(id, signal),
  });

export const useAdminInquiry = (id: number) => useQuery(adminInquiryQueryOptions(id));
