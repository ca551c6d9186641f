import type { ContentLanguage } from '@app/contract/content-language';
import { SUGGESTIONS_MAX, type Suggestion } from '@app/contract/search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import {
  fitsInitials,
  initials,
  isInitialsQuery,
  keystrokes,
  normalizeQuery,
} from './query-text.ts';
import { type FoundWord, wordsByInitials, wordsByKeys } from './search-words.ts';
import type { SynonymMap } from './synonyms.ts';

/** Completions of the last word offered as searches, before products and categories. */
const WORDS = 4;
const PRODUCTS = 3;
const CATEGORIES = 2;

/** How the last word being typed may end: by its keys (either keyboard mode, mid-syllable) or its 초성. */
async function completions(db: Db, word: string): Promise<FoundWord[]> {
  if (isInitialsQuery(word)) {
    const found = await wordsByInitials(db, initials(word), 'public', WORDS * 4);
    return found.filter((w) => fitsInitials(word, w.word));
  }
  return wordsByKeys(db, keystrokes(word), 'public', WORDS * 4);
}

const productRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string().nullable(),
});
const categoryRowSchema = z.object({ id: z.number(), name: z.string() });

/**
 * Published products whose name (Korean, or English too on the English site) or code starts with
 * one of these. Each prefix is read in its index's order up to PRODUCTS rows, so a prefix shared
 * by a hundred thousand names costs what a rare one does.
 */
function productsStartingWith(db: Db, starts: string[], lang: ContentLanguage) {
  const name = lang === 'en' ? sql`coalesce(p.name_en, p.name)` : sql`p.name`;
  const columns = [sql`lower(p.name)`, sql`lower(p.code)`];
  if (lang === 'en') columns.push(sql`lower(p.name_en)`);
  const reads = starts.flatMap((start) => columns.map((column) => ({ start, column })));
  const statements = reads.map(
    ({ start, column }, n) => sql`(select ${n}::int as n, p.id, ${name} as name, p.code
      from product p
      where ${column} like ${`${escapeLike(start)}%`} and p.status = 'published'
      order by ${column} limit ${PRODUCTS})`,
  );
  return queryRows(
    db,
    sql`select p.id, p.name, p.code from (${sql.join(statements, sql` union all `)}) p
      order by p.n`,
    productRowSchema,
  );
}

function categoriesStartingWith(db: Db, starts: string[], lang: ContentLanguage) {
  const name = lang === 'en' ? sql`coalesce(c.name_en, c.name)` : sql`c.name`;
  const conditions = starts.map((s) => sql`lower(${name}) like ${`${escapeLike(s)}%`}`);
  return queryRows(
    db,
    sql`select c.id, ${name} as name from category c where ${sql.join(conditions, sql` or `)}
      order by c.sort_order, c.id limit ${CATEGORIES}`,
    categoryRowSchema,
  );
}

/**
 * Suggestions for what a visitor has typed so far, best first (up to SUGGESTIONS_MAX): the
 * query with its last word completed (from the first keystroke, mid-syllable, in either
 * keyboard mode or as 초성), synonyms starting with it, then products whose name or code starts
 * with it or its best completion, then categories.
 */
export async function suggest(
  db: Db,
  q: string,
  lang: ContentLanguage,
  synonyms: SynonymMap,
): Promise<Suggestion[]> {
  const typed = normalizeQuery(q);
  if (typed === '') return [];
  const words = typed.split(' ');
  const last = words.at(-1) ?? '';
  const head = words.slice(0, -1).join(' ');
  const completed = (await completions(db, last)).map((w) =>
    head === '' ? w.word : `${head} ${w.word}`,
  );
  const fromSynonyms = [...synonyms.keys()].filter((term) => term.startsWith(typed)).slice(0, 2);
  const starts = [...new Set([typed, ...completed.slice(0, 2)])];
  const [products, categories] = await Promise.all([
    productsStartingWith(db, starts, lang),
    categoriesStartingWith(db, starts, lang),
  ]);
  const uniqueProducts = [...new Map(products.map((p) => [p.id, p])).values()];
  const all: Suggestion[] = [
    ...[...new Set([...completed.slice(0, WORDS), ...fromSynonyms])].map((text): Suggestion => ({
      kind: 'word',
      text,
      code: null,
      id: null,
    })),
    ...uniqueProducts
      .slice(0, PRODUCTS)
      .map((p): Suggestion => ({ kind: 'product', text: p.name, code: p.code, id: p.id })),
    ...categories.map((c): Suggestion => ({
      kind: 'category',
      text: c.name,
      code: null,
      id: c.id,
    })),
  ];
  return all.slice(0, SUGGESTIONS_MAX);
}
