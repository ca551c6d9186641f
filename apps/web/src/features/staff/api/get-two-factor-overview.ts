import type { TwoFactorOverview } from '@app/contract/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function getTwoFactorOverview(signal?: AbortSignal): Promise<TwoFactorOverview> {
  return requestJson<TwoFactorOverview>('/admin/v1/two-factor', { auth: true, signal });
}

export const twoFactorOverviewQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.twoFactorOverview,
    queryFn: ({ signal }) => getTwoFactorOverview(signal),
  });

/** Grade 10: whether 2FA is required, and which members have it. */
export const useTwoFactorOverview = () => useQuery(twoFactorOverviewQueryOptions());
