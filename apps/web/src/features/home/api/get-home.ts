import type { Home } from '@app/contract/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/language';
import { withLanguage } from '../../../lib/i18n/language-url';

export function getHome(language: Language, signal?: AbortSignal): Promise<Home> {
  return requestJson<Home>(`/data/v1/home${withLanguage('', language)}`, { signal });
}

export const homeQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['home', language],
    queryFn: ({ signal }) => getHome(language, signal),
  });

/**
 * Everything the home page shows, in one request (hero, featured products, categories,
 * notices), in `language` where there is some.
 */
export const useHome = (language: Language) => useQuery(homeQueryOptions(language));
