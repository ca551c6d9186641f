import type { AdminInquiryListQuery, InquiryListQuery } from '@app/contract/inquiry';
import type { InvalidateQueryFilters } from '@tanstack/react-query';

/** Query keys of the inquiry feature; writes invalidate `all` (public and admin views alike). */
export const inquiryKeys = {
  all: ['inquiry'] as const,
  list: (query: InquiryListQuery) => ['inquiry', 'list', query] as const,
  detail: (id: number, token: string) => ['inquiry', 'detail', id, token] as const,
  summary: (id: number) => ['inquiry', 'summary', id] as const,
  admin: {
    list: (query: AdminInquiryListQuery) => ['inquiry', 'admin', 'list', query] as const,
    detail: (id: number) => ['inquiry', 'admin', 'detail', id] as const,
    unansweredCount: ['inquiry', 'admin', 'unanswered-count'] as const,
  },
};

/** Every inquiry query but the details of `id`, just deleted: refetching those would only 404. */
export const allButDetailsOf = (id: number): InvalidateQueryFilters => ({
  queryKey: inquiryKeys.all,
  predicate: (query) => !(query.queryKey.includes('detail') && query.queryKey.includes(id)),
});
