import type { ContentLanguage } from '@app/contract/content-language';
import { sanitizeRichText } from './rich-text/sanitize.ts';

/*
 * Content in two languages (decision 17): English versions are stored beside the Korean, null
 * where there is none. Public reads take a language and fall back to Korean text by text.
 */

/** Whether a stored version counts as one: null, empty text and an empty list are none. */
const present = <V>(value: V): value is NonNullable<V> =>
  value !== null &&
  value !== undefined &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/**
 * The record in `lang`, the one place the fallback is decided: in English, each text its
 * English version where there is one, else the Korean, with `ko` naming the Korean texts shown
 * for want of English (left out when there are none); in Korean, the record as it is.
 */
export function inLanguage<T extends object, F extends keyof T & string>(
  lang: ContentLanguage,
  record: T,
  english: { [K in F]: T[K] | null },
): T & { ko?: F[] } {
  if (lang === 'ko') return record;
  const texts: Partial<T> = {};
  const ko: F[] = [];
  for (const field in english) {
    const version = english[field];
    if (present(version)) texts[field] = version;
    // A Korean text that is empty too is no text at all: nothing to mark.
    else if (present(record[field])) ko.push(field);
  }
  return { ...record, ...texts, ...(ko.length > 0 ? { ko } : {}) };
}

/**
 * An English text as stored: none (null) when empty; undefined, a body that did not send it,
 * stays undefined so the stored version is left as it is.
 */
export function storedEnglish<V>(value: V | null | undefined): V | null | undefined {
  if (value === undefined) return undefined;
  return present(value) ? value : null;
}

/** English rich text as stored: sanitised like the Korean, none (null) when nothing is left. */
export function storedEnglishRichText(html: string | undefined): string | null | undefined {
  return html === undefined ? undefined : storedEnglish(sanitizeRichText(html));
}
