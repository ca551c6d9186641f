import type { AdminSiteSettings, SiteSettingsInput } from '@app/contract/site';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

const adminSiteQueryOptions = queryOptions({
  queryKey: ['site', 'admin'],
  queryFn: ({ signal }) => requestJson<AdminSiteSettings>('/admin/v1/site', { auth: true, signal }),
});

/** The company's facts as staff edit them (top grade only). */
export const useAdminSite = () => useQuery(adminSiteQueryOptions);

/** Replaces the company's facts; the public footer's copy and the setup checklist are refetched too. */
export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteSettingsInput) =>
      requestJson<AdminSiteSettings>('/admin/v1/site', { method: 'PUT', body: input, auth: true }),
    meta: { errorReport: 'none' },
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSiteQueryOptions.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['site'] });
    },
  });
}
