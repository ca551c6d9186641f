import type { OwnTwoFactor } from '@app/contract/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function getOwnTwoFactor(signal?: AbortSignal): Promise<OwnTwoFactor> {
  return requestJson<OwnTwoFactor>('/admin/v1/me/two-factor', { auth: true, signal });
}

export const ownTwoFactorQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.ownTwoFactor,
    queryFn: ({ signal }) => getOwnTwoFactor(signal),
  });

export const useOwnTwoFactor = () => useQuery(ownTwoFactorQueryOptions());
