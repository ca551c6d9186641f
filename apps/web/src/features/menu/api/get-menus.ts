import type { PublicMenus } from '@app/contract/menu';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/language';
import { withLanguage } from '../../../lib/i18n/language-url';

export const menusQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['menus', language],
    queryFn: ({ signal }) =>
      requestJson<PublicMenus>(`/data/v1/menus${withLanguage('', language)}`, { signal }),
  });

const NO_MENUS: PublicMenus = { header: [], footer: [] };

/**
 * The header's and footer's menus, read with every page by the layout's loader (so they are
 * server-rendered, and the browser keeps them across pages). Types only from the contract: the
 * first download of a public page carries no zod (decision 12). A failed first read leaves the
 * menus empty, never the page without its content.
 */
export function usePublicMenus(language: Language): PublicMenus {
  return useQuery(menusQueryOptions(language)).data ?? NO_MENUS;
}
