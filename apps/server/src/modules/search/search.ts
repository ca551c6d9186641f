import type { SearchUnderstood } from '@app/contract/search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { alternativeCondition } from './match-sql.ts';
import { type Audience, wordsByInitials, wordsByKeys, wordsNear } from './search-words.ts';
import type { SynonymMap } from './synonyms.ts';
import {
  type Alternative,
  type Lookups,
  type Understanding,
  understandAfterNothing,
  understandAsTyped,
} from './understanding.ts';

/** Dictionary words a rewrite looks at: the best few are kept (understanding.ts). */
const WORD_CANDIDATES = 20;
/** More for 초성, of which the fitting ones are kept (understanding.ts). */
const INITIALS_CANDIDATES = 60;

const foundSchema = z.object({ found: z.boolean() });

/** The catalogue lookups a rewrite needs, as `audience` may see it. */
export function catalogueLookups(db: Db, audience: Audience): Lookups {
  const visible = audience === 'public' ? sql.raw(`p.status = 'published'`) : sql`true`;
  return {
    // Fenced (`offset 0`): the match is read through the search indexes, never by a scan
    // stopped at its first hit, which for a word no product has would read the whole table.
    exists: async (alternative: Alternative) => {
      const [row] = await queryRows(
        db,
        sql`select exists(select 1 from (select p.id from product p
          where ${visible} and ${alternativeCondition(alternative, 'index')} offset 0) m) as found`,
        foundSchema,
      );
      return row?.found ?? false;
    },
    wordsByKeys: (keys) => wordsByKeys(db, keys, audience, WORD_CANDIDATES),
    wordsByInitials: (keys) => wordsByInitials(db, keys, audience, INITIALS_CANDIDATES),
    wordsNear: (term) => wordsNear(db, term, audience, WORD_CANDIDATES),
  };
}

/** What a page says of its search (contract `SearchUnderstood`). */
export function understoodSummary(understanding: Understanding): SearchUnderstood {
  const highlight = new Set<string>();
  for (const slot of understanding.slots) {
    for (const alternative of slot.alternatives) {
      if (!alternative.compact) for (const word of alternative.words) highlight.add(word);
    }
  }
  return {
    typed: understanding.typed,
    searched: understanding.searched,
    route: understanding.route,
    highlight: [...highlight],
  };
}

/**
 * A search, start to end (decision 5): the keyword is understood as typed and searched
 * (`find`); when that finds nothing and `literal` is not asked, each word that finds nothing is
 * rewritten (other keyboard mode, 초성, a word still being typed, a typo) and the search runs
 * once more. Answers what was found and how the keyword was understood; null for an empty one.
 */
export async function search<T extends { ids: readonly number[] }>(options: {
  keyword: string;
  synonyms: SynonymMap;
  lookups: Lookups;
  literal?: boolean | undefined;
  find: (understanding: Understanding) => Promise<T>;
}): Promise<{ understanding: Understanding; found: T } | null> {
  const typed = understandAsTyped(options.keyword, options.synonyms);
  if (typed === null) return null;
  const found = await options.find(typed);
  if (found.ids.length > 0 || options.literal) return { understanding: typed, found };
  const rewritten = await understandAfterNothing(typed, options.lookups);
  if (rewritten === null || rewritten.route === 'literal') return { understanding: typed, found };
  return { understanding: rewritten, found: await options.find(rewritten) };
}
