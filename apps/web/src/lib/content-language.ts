import { useLocation } from 'react-router';
import type { Language } from './i18n/language';
import { languageOfSearch } from './i18n/language-url';

/*
 * Content in two languages (decision 17): the API answers a read in the language asked for,
 * text by text, and names the texts it gave in Korean for want of English (`ko`).
 */

/**
 * The language the page's content is asked for in: the URL's (`?lang=en`), as the route
 * loaders read it from the request, so the server and the browser ask for the same data.
 */
export function useContentLanguage(): Language {
  return languageOfSearch(useLocation().search);
}

/**
 * Whether the API gave any of `fields` in Korean for want of English (it names them in `ko`,
 * on English pages only): where a page's main text did, it shows `KoreanOnlyLabel`.
 */
export function fellBack<F extends string>(
  record: { ko?: readonly F[] | undefined },
  ...fields: F[]
): boolean {
  return fields.some((field) => record.ko?.includes(field) === true);
}

/**
 * `lang="ko"` for a text the API gave in Korean on an English page (it names it in `ko`), so
 * screen readers and browsers read it as Korean: spread the result on the element showing it.
 */
export function fallbackLang<F extends string>(
  record: { ko?: readonly F[] | undefined },
  field: F,
): { lang?: 'ko' } {
  return fellBack(record, field) ? { lang: 'ko' } : {};
}
