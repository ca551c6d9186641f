import { ownSessionSchema, type OwnSession } from '@app/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestJson } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

const ownSessionsSchema = z.array(ownSessionSchema);

export function getOwnSessions(signal?: AbortSignal): Promise<OwnSession[]> {
  return requestJson('/admin/v1/me/sessions', ownSessionsSchema, { auth: true, signal });
}

export const ownSessionsQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.ownSessions,
    queryFn: ({ signal }) => getOwnSessions(signal),
  });

export const useOwnSessions = () => useQuery(ownSessionsQueryOptions());
