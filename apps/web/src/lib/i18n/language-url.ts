import { DEFAULT_LANGUAGE, type Language, isLanguage } from './language';

/** `?lang=en` selects English on any path; Korean, the default, has no parameter. */
export const LANGUAGE_PARAM = 'lang';

/** The language a URL's query string asks for. */
export function languageOfSearch(search: string): Language {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return value !== null && isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** `search` (with or without its `?`) set to `language`, as `?…` or '' when nothing is left. */
export function withLanguage(search: string, language: Language): string {
  const params = new URLSearchParams(search);
  if (language === DEFAULT_LANGUAGE) params.delete(LANGUAGE_PARAM);
  else params.set(LANGUAGE_PARAM, language);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** New query parameters that keep the current URL's language (a new search, say). */
export function freshParams(current: URLSearchParams, values: Record<string, string> = {}) {
  const params = new URLSearchParams(values);
  const language = current.get(LANGUAGE_PARAM);
  if (language !== null) params.set(LANGUAGE_PARAM, language);
  return params;
}
