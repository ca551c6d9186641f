import type { Paged } from '@app/contract/common';
import type { PageRevision, PageSlug } from '@app/contract/page';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { pageKeys } from './page-keys';

export const REVISIONS_PER_PAGE = 10;

export function getPageRevisions(
  slug: PageSlug,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<PageRevision>> {
  return requestJson<Paged<PageRevision>>(
    `/admin/v1/page/${slug}/revisions?page=${String(page)}&size=${String(REVISIONS_PER_PAGE)}`,
    { auth: true, signal },
  );
}

export const pageRevisionsQueryOptions = (slug: PageSlug, page: number) =>
  queryOptions({
    queryKey: pageKeys.revisions(slug, page),
    queryFn: ({ signal }) => getPageRevisions(slug, page, signal),
    placeholderData: keepPreviousData,
  });

/** Earlier versions of a page, newest first. */
export const usePageRevisions = (slug: PageSlug, page: number) =>
  useQuery(pageRevisionsQueryOptions(slug, page));
