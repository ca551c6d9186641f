import type { SiteSetup } from '@app/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

const siteSetupQueryOptions = queryOptions({
  // Under the site's key: saving the settings refetches it (admin-site.ts).
  queryKey: ['site', 'admin', 'setup'],
  queryFn: ({ signal }) => requestJson<SiteSetup>('/admin/v1/site/setup', { auth: true, signal }),
});

/** What the site still needs before it is the company's own (top grade only). */
export const useSiteSetup = (enabled: boolean) => useQuery({ ...siteSetupQueryOptions, enabled });
