import { z } from 'zod';

/*
 * Content in two languages (decision 17): every text staff write in Korean may have an English
 * version. Public reads answer in the language asked for, text by text, falling back to Korean.
 */

export const CONTENT_LANGUAGES = ['ko', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** `?lang=en` asks for English where there is some; Korean, the default, has no parameter. */
export const contentLanguageSchema = z
  .enum(CONTENT_LANGUAGES)
  .default('ko')
  .meta({ description: 'The language of the texts: English where there is some, else Korean' });

/** The query of a public read that takes nothing but the language. */
export const contentLanguageQuerySchema = z.strictObject({ lang: contentLanguageSchema });
export type ContentLanguageQuery = z.input<typeof contentLanguageQuerySchema>;

/**
 * Which of a record's texts are in Korean for want of an English version: present only in
 * answers to `lang=en`, and only when some text fell back (the web marks those `lang="ko"`).
 */
export const koreanTextsSchema = <const F extends string>(fields: readonly [F, ...F[]]) =>
  z
    .array(z.enum(fields))
    .optional()
    .meta({ description: 'Texts given in Korean because they have no English version' });
