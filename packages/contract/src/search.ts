import { z } from 'zod';
import { text } from './common.ts';
import { contentLanguageSchema } from './content-language.ts';
import { PRODUCT_KEYWORD_MAX } from './product-constants.ts';

/**
 * How a part of a search was found, best first: as typed; through a synonym staff entered;
 * without its spaces or code separators; typed in the other keyboard mode (한/영); as initial
 * consonants (초성); as the start of a word still being typed; one or two keystrokes off.
 */
export const SEARCH_ROUTES = [
  'literal',
  'synonym',
  'spacing',
  'keyboard',
  'initials',
  'prefix',
  'typo',
] as const;
export const searchRouteSchema = z.enum(SEARCH_ROUTES);
export type SearchRoute = z.infer<typeof searchRouteSchema>;

/** How the search understood a keyword, so the page can say it ("‘환풍기’ 검색 결과입니다"). */
export const searchUnderstoodSchema = z.object({
  /** The keyword as typed, normalised. */
  typed: z.string(),
  /** What was searched: the keyword, or the words it was rewritten to. */
  searched: z.string(),
  /** The weakest route a part of the keyword needed; `literal` when searched as typed. */
  route: searchRouteSchema,
  /** Words to mark in the cards' names and codes. */
  highlight: z.array(z.string()),
});
export type SearchUnderstood = z.infer<typeof searchUnderstoodSchema>;

export const SYNONYM_TEXT_MAX = 100;
export const SYNONYM_ALTERNATIVES_MAX = 20;

/** Compared as the search compares text: case and runs of spaces do not count. */
const sameText = (a: string, b: string) =>
  a.toLowerCase().replace(/\s+/g, ' ') === b.toLowerCase().replace(/\s+/g, ' ');

/**
 * A synonym as staff enter it: a search for `term` also finds each alternative (스뎅 →
 * 스테인리스); with `bothWays`, each alternative finds the term and the others too (에어 컴프레서 ↔
 * air compressor). Words and phrases, Korean or English.
 */
export const synonymInputSchema = z
  .strictObject({
    term: text(SYNONYM_TEXT_MAX),
    alternatives: z.array(text(SYNONYM_TEXT_MAX)).min(1).max(SYNONYM_ALTERNATIVES_MAX),
    bothWays: z.boolean(),
  })
  .refine((s) => s.alternatives.every((a) => !sameText(a, s.term)), {
    error: 'An alternative must differ from the term.',
    path: ['alternatives'],
  })
  .refine(
    (s) => s.alternatives.every((a, i) => s.alternatives.findIndex((b) => sameText(a, b)) === i),
    { error: 'Each alternative is given once.', path: ['alternatives'] },
  );
export type SynonymInput = z.input<typeof synonymInputSchema>;

export const synonymSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  alternatives: z.array(z.string()),
  bothWays: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Synonym = z.infer<typeof synonymSchema>;

/** The most suggestions a keystroke gets. */
export const SUGGESTIONS_MAX = 8;

export const suggestQuerySchema = z.object({
  q: z.string().trim().max(PRODUCT_KEYWORD_MAX),
  lang: contentLanguageSchema,
});

/**
 * One suggestion: a word to search for (completed from what was typed, or a synonym), a
 * product (by its name or code: its page), or a category (its list).
 */
export const suggestionSchema = z.object({
  kind: z.enum(['word', 'product', 'category']),
  text: z.string(),
  /** The product's code, shown beside its name. */
  code: z.string().nullable(),
  /** The product or category it opens; null for a word. */
  id: z.number().int().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsSchema = z.object({
  q: z.string(),
  items: z.array(suggestionSchema).max(SUGGESTIONS_MAX),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
