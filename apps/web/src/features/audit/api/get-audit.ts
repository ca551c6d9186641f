import type { AuditEntry, AuditListQuery } from '@app/contract/audit';
import type { Paged } from '@app/contract/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';

export function getAudit(query: AuditListQuery, signal?: AbortSignal): Promise<Paged<AuditEntry>> {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  for (const key of ['memberId', 'entity', 'from', 'to'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return requestJson<Paged<AuditEntry>>(`/admin/v1/audit?${params.toString()}`, {
    auth: true,
    signal,
  });
}

export const auditQueryOptions = (query: AuditListQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
    // The trail grows with every write anywhere; show what is there now.
    staleTime: 0,
  });

export const useAudit = (query: AuditListQuery) => useQuery(auditQueryOptions(query));
