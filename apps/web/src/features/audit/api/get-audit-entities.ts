import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';

export function getAuditEntities(signal?: AbortSignal): Promise<string[]> {
  return requestJson<string[]>('/admin/v1/audit/entities', { auth: true, signal });
}

export const auditEntitiesQueryOptions = () =>
  queryOptions({
    queryKey: auditKeys.entities,
    queryFn: ({ signal }) => getAuditEntities(signal),
    // Fixed by the server's routes: one load per visit is enough.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorReport: 'log' },
  });

export const useAuditEntities = () => useQuery(auditEntitiesQueryOptions());
