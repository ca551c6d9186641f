import type { Page, PageSlug } from '@app/contract/page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/language';
import { withLanguage } from '../../../lib/i18n/language-url';
import { pageKeys } from './page-keys';

export function getPage(slug: PageSlug, language: Language, signal?: AbortSignal): Promise<Page> {
  return requestJson<Page>(`/data/v1/page/${slug}${withLanguage('', language)}`, { signal });
}

export const pageQueryOptions = (slug: PageSlug, language: Language) =>
  queryOptions({
    queryKey: pageKeys.page(slug, language),
    queryFn: ({ signal }) => getPage(slug, language, signal),
  });

/** The current version of an editable page, in `language` where it has one. */
export const usePage = (slug: PageSlug, language: Language) =>
  useQuery(pageQueryOptions(slug, language));
