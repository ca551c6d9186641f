import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import {
  hasHangul,
  initials,
  keystrokeDistance,
  keystrokes,
  normalizeQuery,
  typoAllowance,
} from './query-text.ts';

/** Who is searching: visitors see words of published products only. */
export type Audience = 'public' | 'staff';

const wordRowSchema = z.object({ word: z.string(), published: z.number(), products: z.number() });
const foundSchema = z.object({ word: z.string(), keys: z.string(), count: z.number() });
export type FoundWord = z.infer<typeof foundSchema>;

/** The words of a name as the dictionary keeps them: no digits, two characters or more. */
const WORD_SPLIT = sql.raw(`'[[:space:][:punct:]·]+'`);

/**
 * Rebuilds the word dictionary (`search_word`) from every product name and the synonyms: one
 * statement counts the words, the keys are made here (es-hangul), one statement replaces the
 * table. At a million products it takes seconds; it runs in the background after writes.
 */
export async function rebuildSearchWords(db: Db): Promise<number> {
  const counted = await queryRows(
    db,
    sql`select w as word, count(*) filter (where p.status = 'published')::int as published,
        count(*)::int as products
      from product p
      cross join lateral (
        select distinct w
        from regexp_split_to_table(lower(p.name || ' ' || coalesce(p.name_en, '')), ${WORD_SPLIT}) w
      ) words
      where char_length(w) >= 2 and w !~ '[0-9]'
      group by w`,
    wordRowSchema,
  );
  const synonymWords = await queryRows(
    db,
    sql`select distinct w as word, 0 as published, 0 as products
      from search_synonym s
      cross join lateral unnest(array_append(s.alternatives, s.term)) phrase
      cross join lateral regexp_split_to_table(phrase, ${WORD_SPLIT}) w
      where char_length(w) >= 2 and w !~ '[0-9]'`,
    wordRowSchema,
  );
  const words = new Map(counted.map((row) => [row.word, row]));
  // Synonym words are suggested and corrected to like product words: staff chose them.
  for (const row of synonymWords) {
    if (!words.has(row.word)) words.set(row.word, { ...row, published: 1, products: 1 });
  }
  const rows = [...words.values()].map((row) => ({
    ...row,
    word: normalizeQuery(row.word),
    keys: keystrokes(normalizeQuery(row.word)),
    initials: initials(row.word),
  }));
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_word`);
    for (let start = 0; start < rows.length; start += 5_000) {
      const chunk = rows.slice(start, start + 5_000);
      // One JSON parameter per chunk: a parameter per value would pass the protocol's limit.
      await tx.execute(sql`insert into search_word (word, keys, initials, published, products)
        select * from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
          as w(word text, keys text, initials text, published int, products int)
        on conflict (word) do nothing`);
    }
  });
  return rows.length;
}

const emptySchema = z.object({ empty: z.boolean() });

/** Products exist but the dictionary holds no word: it was never built for this database. */
export async function hasNoWords(db: Db): Promise<boolean> {
  const [row] = await queryRows(
    db,
    sql`select not exists(select 1 from search_word) and exists(select 1 from product) as empty`,
    emptySchema,
  );
  return row?.empty ?? false;
}

const countColumn = (audience: Audience) =>
  audience === 'public' ? sql.raw('w.published') : sql.raw('w.products');

/** Words whose keys start with `keys` (a word typed halfway, in either keyboard mode), commonest first. */
export function wordsByKeys(db: Db, keys: string, audience: Audience, limit: number) {
  const count = countColumn(audience);
  return queryRows(
    db,
    sql`select w.word, w.keys, ${count} as count from search_word w
      where w.keys like ${`${escapeLike(keys)}%`} and ${count} > 0
      order by ${count} desc, char_length(w.keys), w.keys limit ${limit}`,
    foundSchema,
  );
}

/** Words whose initial consonants start with these (`gvr` for ㅎㅍㄱ), commonest first. */
export function wordsByInitials(db: Db, keys: string, audience: Audience, limit: number) {
  const count = countColumn(audience);
  return queryRows(
    db,
    sql`select w.word, w.keys, ${count} as count from search_word w
      where w.initials like ${`${escapeLike(keys)}%`} and ${count} > 0
      order by char_length(w.initials) = ${keys.length} desc, ${count} desc, w.keys
      limit ${limit}`,
    foundSchema,
  );
}

/**
 * The words one or two keystrokes from `term` (typoAllowance), nearest then commonest first:
 * candidates share trigrams of keys with it (the trigram index), the distance is measured here.
 */
export async function wordsNear(db: Db, term: string, audience: Audience, limit: number) {
  const allowance = typoAllowance(term);
  if (allowance === 0) return [];
  const keys = keystrokes(term);
  const count = countColumn(audience);
  const candidates = await queryRows(
    db,
    sql`select w.word, w.keys, ${count} as count from search_word w
      where w.keys % ${keys} and ${count} > 0
        and char_length(w.keys) between ${keys.length - allowance} and ${keys.length + allowance}
      order by similarity(w.keys, ${keys}) desc limit 200`,
    foundSchema,
  );
  return (
    candidates
      .map((row) => ({ ...row, distance: keystrokeDistance(keys, row.keys, allowance) }))
      .filter((row) => row.distance <= allowance && row.word !== term)
      // A Korean word is corrected to a Korean word: keys alone would also offer Latin words.
      .filter((row) => hasHangul(row.word) === hasHangul(term))
      .sort((a, b) => a.distance - b.distance || b.count - a.count)
      .slice(0, limit)
  );
}
