import type { OwnSession } from '@app/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function getOwnSessions(signal?: AbortSignal): Promise<OwnSession[]> {
  return requestJson<OwnSession[]>('/admin/v1/me/sessions', { auth: true, signal });
}

export const ownSessionsQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.ownSessions,
    queryFn: ({ signal }) => getOwnSessions(signal),
  });

export const useOwnSessions = () => useQuery(ownSessionsQueryOptions());
