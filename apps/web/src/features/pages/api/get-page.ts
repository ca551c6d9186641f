import type { Page, PageSlug } from '@app/contract/page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { pageKeys } from './page-keys';

export function getPage(slug: PageSlug, signal?: AbortSignal): Promise<Page> {
  return requestJson<Page>(`/data/v1/page/${slug}`, { signal });
}

export const pageQueryOptions = (slug: PageSlug) =>
  queryOptions({ queryKey: pageKeys.page(slug), queryFn: ({ signal }) => getPage(slug, signal) });

/** The current version of an editable page. */
export const usePage = (slug: PageSlug) => useQuery(pageQueryOptions(slug));
