import type { AdminPage, PageSlug } from '@app/contract/page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { pageKeys } from './page-keys';

export function getAdminPage(slug: PageSlug, signal?: AbortSignal): Promise<AdminPage> {
  return requestJson<AdminPage>(`/admin/v1/page/${slug}`, { auth: true, signal });
}

export const adminPageQueryOptions = (slug: PageSlug) =>
  queryOptions({
    queryKey: pageKeys.adminPage(slug),
    queryFn: ({ signal }) => getAdminPage(slug, signal),
  });

/** A page as staff edit it; `null` (not an editable page) fetches nothing. */
export const useAdminPage = (slug: PageSlug | null) =>
  useQuery({ ...adminPageQueryOptions(slug ?? 'home'), enabled: slug !== null });
