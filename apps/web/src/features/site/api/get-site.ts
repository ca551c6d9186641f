import type { Site } from '@app/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/language';
import { withLanguage } from '../../../lib/i18n/language-url';

export const siteQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['site', language],
    queryFn: ({ signal }) =>
      requestJson<Site>(`/data/v1/site${withLanguage('', language)}`, { signal }),
  });

/** The company's facts as staff entered them (footer, structured data, verification tags). */
export const useSite = (language: Language) => useQuery(siteQueryOptions(language));
