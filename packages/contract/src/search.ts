import { z } from 'zod';

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
