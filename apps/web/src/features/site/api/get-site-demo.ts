import type { SiteDemo } from '@app/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

const siteDemoQueryOptions = queryOptions({
  // Under the site's key: saving the settings refetches it (admin-site.ts).
  queryKey: ['site', 'admin', 'demo'],
  queryFn: ({ signal }) => requestJson<SiteDemo>('/admin/v1/site/demo', { auth: true, signal }),
  // Any staff write elsewhere (a page, a product) may end an area's demo: asked on each visit.
  staleTime: 0,
});

/** The areas that still show the demo seed's invented content (any staff member). */
export const useSiteDemo = () => useQuery(siteDemoQueryOptions);
