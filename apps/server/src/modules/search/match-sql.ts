import { type SQL, and, or, sql } from 'drizzle-orm';
import { containsPattern, escapeLike } from '../../db/like.ts';
import { compact } from './query-text.ts';
import { ROUTES, type Alternative, type Understanding } from './understanding.ts';

/**
 * How an understanding's conditions reach rows (stage 2, "read candidates"):
 * - `index`: through the search indexes. A word of three characters or more goes to a trigram
 *   index (`search_text`, or `search_key` for a compact form); a shorter one, the usual Korean
 *   case (꿀, 사과), to the gram index, whose grams are every character and character pair of the
 *   text, so containing the word's gram is exactly containing the word.
 * - `filter`: every word as `like` on rows read some other way: about 1 µs a row, where the gram
 *   expression, recomputed on a row, costs about 20 µs.
 */
export type MatchAccess = 'index' | 'filter';

const length = (word: string) => Array.from(word).length;

function wordCondition(word: string, access: MatchAccess): SQL {
  return access === 'filter' || length(word) > 2
    ? sql`p.search_text like ${containsPattern(word)}`
    : sql`search_grams(p.search_text) @> array[${word}]::text[]`;
}

export function alternativeCondition(alternative: Alternative, access: MatchAccess): SQL {
  if (alternative.compact)
    return sql`p.search_key like ${containsPattern(alternative.words[0] ?? '')}`;
  return and(...alternative.words.map((w) => wordCondition(w, access))) ?? sql`true`;
}

/**
 * The condition a product matches: every slot (any of its alternatives), or the whole keyword
 * as one compact word. One item, in a list for the callers' `and(...)`.
 */
export function matchConditions(understanding: Understanding, access: MatchAccess): SQL[] {
  const slots = understanding.slots.map(
    (slot) => or(...slot.alternatives.map((a) => alternativeCondition(a, access))) ?? sql`false`,
  );
  const { whole } = understanding;
  if (whole === undefined) return slots;
  return [or(and(...slots), alternativeCondition(whole, access)) ?? sql`false`];
}

/**
 * Where in a product an alternative is found, best first (decision 5): the code is it, the name
 * is it (Korean or English), a whole word of the name, the name starts with it, the name holds
 * it, the English name holds it, the code starts with it, a summary holds it, the specs.
 */
function fieldRung(alternative: Alternative): SQL {
  const phrase = alternative.words.join(' ');
  const all = (test: (word: string) => SQL) => and(...alternative.words.map(test)) ?? sql`true`;
  if (alternative.compact) {
    const key = escapeLike(phrase);
    const part = (n: number) => sql.raw(`split_part(p.search_key, '|', ${String(n)})`);
    return sql`case when p.search_key like ${`%|${key}`} then 0
      when ${part(1)} = ${phrase} or ${part(2)} = ${phrase} then 1
      when ${part(1)} like ${`${key}%`} then 3
      when ${part(1)} like ${`%${key}%`} then 4
      when ${part(2)} like ${`%${key}%`} then 5
      when ${part(3)} like ${`${key}%`} then 6
      else 8 end`;
  }
  return sql`case when lower(p.code) = ${phrase} then 0
    when lower(p.name) = ${phrase} or lower(p.name_en) = ${phrase} then 1
    when ${all((w) => sql`' ' || lower(p.name) || ' ' like ${`% ${escapeLike(w)} %`}`)} then 2
    when lower(p.name) like ${`${escapeLike(phrase)}%`} then 3
    when ${all((w) => sql`lower(p.name) like ${containsPattern(w)}`)} then 4
    when ${all((w) => sql`lower(p.name_en) like ${containsPattern(w)}`)} then 5
    when lower(p.code) like ${`${escapeLike(phrase)}%`} then 6
    when ${all((w) => sql`lower(coalesce(p.summary, '') || ' ' || coalesce(p.summary_en, '')) like ${containsPattern(w)}`)} then 7
    else 8 end`;
}

/**
 * A rank is `(rung * ROUTE_COUNT + route) * CHOICES + choice`: the field, then the route, then
 * which of a rewrite's words (the first is the likeliest: 환풍기 before 환풍기용 for 환푸).
 */
const ROUTE_COUNT = ROUTES.length;
const CHOICES = 8;
const rankOf = (rung: number, alternative: Alternative, choice: number) =>
  (rung * ROUTE_COUNT + ROUTES.indexOf(alternative.route)) * CHOICES +
  Math.min(choice, CHOICES - 1);

/** The rank of a product where no slot is found (never, on a row that matches). */
const UNRANKED = 1000;

/**
 * A product's rank for this understanding (stage 3, "rank"), lower first: each slot's best
 * alternative found on it, field first, then route (a literal match above a rewritten one in
 * the same field); the product ranks as its weakest slot. Evaluated on rows already known to
 * match.
 */
export function rankSql(understanding: Understanding): SQL {
  const slotRanks = understanding.slots.map((slot) => {
    const options = slot.alternatives.map((a, i) => {
      const after = rankOf(0, a, i);
      return sql`case when ${alternativeCondition(a, 'filter')}
        then ${fieldRung(a)} * ${sql.raw(String(ROUTE_COUNT * CHOICES))} + ${sql.raw(String(after))} end`;
    });
    return options.length === 1 ? options[0] : sql`least(${sql.join(options, sql`, `)})`;
  });
  const slotsRank =
    slotRanks.length === 1 ? slotRanks[0] : sql`greatest(${sql.join(slotRanks, sql`, `)})`;
  const { whole } = understanding;
  if (whole === undefined) return sql`coalesce(${slotsRank}, ${sql.raw(String(UNRANKED))})`;
  const wholeRank = sql`case when ${alternativeCondition(whole, 'filter')}
    then ${fieldRung(whole)} * ${sql.raw(String(ROUTE_COUNT * CHOICES))} + ${sql.raw(String(rankOf(0, whole, 0)))} end`;
  return sql`coalesce(least(${slotsRank}, ${wholeRank}), ${sql.raw(String(UNRANKED))})`;
}

/** Every alternative of the understanding, the whole keyword's last. */
export const everyAlternative = (understanding: Understanding): Alternative[] => [
  ...understanding.slots.flatMap((slot) => slot.alternatives),
  ...(understanding.whole ? [understanding.whole] : []),
];

/**
 * The rungs a product can be read at through an index of their own, beside the search indexes:
 * its code or a name is an alternative (`lower(…)` equality; a compact form through the
 * `search_key` trigram index, whose parts are the name, the English name and the code between
 * `|`), the alternative's words are whole words of the name (the name-words index), the name
 * starts with it (`lower(name)` prefix), the name holds it (the name's grams, `nameGramsSql`).
 */
export type IndexedRung = 1 | 2 | 3 | 4;

/**
 * The grams a text holding `key` must hold: the key itself when of one or two characters, else
 * each of its character pairs.
 */
export function gramsOf(key: string): string[] {
  const chars = Array.from(key);
  return chars.length <= 2 ? [key] : chars.slice(1).map((c, i) => `${chars[i] ?? ''}${c}`);
}

/**
 * The products whose name may hold an alternative (rung 4), through the name's grams
 * (`product_name_key_grams_idx`, over the name as `search_key` keeps it: a name holding a word
 * holds it without spaces and separators too): a superset, which ranking sorts out. Each
 * alternative is one containment, exactly what the index answers, so no row recomputes the
 * gram expression.
 */
export function nameGramsSql(understanding: Understanding): SQL {
  const conditions = everyAlternative(understanding).map((a) => {
    const grams = [...new Set(a.words.flatMap((w) => gramsOf(compact(w))))];
    return sql`search_grams(split_part(p.search_key, '|', 1)) @> array[${sql.join(
      grams.map((g) => sql`${g}`),
      sql`, `,
    )}]::text[]`;
  });
  return sql`(${or(...conditions) ?? sql`false`})`;
}

/**
 * Whether the name's grams can read rung 4 for this understanding: every alternative's words
 * keep a character without spaces and separators.
 */
export const nameGramsServe = (understanding: Understanding): boolean =>
  everyAlternative(understanding).every((a) => a.words.every((w) => compact(w) !== ''));

/**
 * The products where some alternative is found at `rung` or better: every product ranked above
 * `rankBelow(understanding, rung + 1)` is one of them.
 */
export function rungsSql(understanding: Understanding, rung: Exclude<IndexedRung, 4>): SQL {
  const conditions = everyAlternative(understanding).map((a) => {
    if (a.compact) {
      const key = escapeLike(a.words[0] ?? '');
      const start = rung >= 3 ? [sql`p.search_key like ${`${key}%`}`] : [];
      return or(
        sql`p.search_key like ${`${key}|%`}`,
        sql`p.search_key like ${`%|${key}|%`}`,
        sql`p.search_key like ${`%|${key}`}`,
        ...start,
      );
    }
    const phrase = a.words.join(' ');
    const words =
      rung >= 2
        ? [
            sql`string_to_array(lower(p.name), ' ') @> ${sql`array[${sql.join(
              a.words.map((w) => sql`${w}`),
              sql`, `,
            )}]::text[]`}`,
          ]
        : [];
    const start = rung >= 3 ? [sql`lower(p.name) like ${`${escapeLike(phrase)}%`}`] : [];
    return or(
      sql`lower(p.code) = ${phrase}`,
      sql`lower(p.name) = ${phrase}`,
      sql`lower(p.name_en) = ${phrase}`,
      ...words,
      ...start,
    );
  });
  return sql`(${or(...conditions) ?? sql`false`})`;
}

/**
 * The word a search in name order can walk from (`walkSql`'s `seek`): the one slot's best
 * alternative, when it is a single word of two characters or more without cased letters
 * (Korean, digits). Every name whose first word is it, or which starts with it, sorts at or
 * after it under any collation, and the names holding it as a later word are read through their
 * own index (`laterWordSql`), so a walk from it meets every product ranked at
 * `rankBelow(understanding, 2)` in name order: 청송 사과 lies far from the first names (`Eco …`)
 * of the catalogue, and walking there found none.
 */
export function seekWord(understanding: Understanding): string | null {
  const [slot] = understanding.slots;
  if (slot === undefined || understanding.slots.length > 1 || understanding.whole) return null;
  const ranked = slot.alternatives.map((a, i) => ({ a, rank: rankOf(2, a, i) }));
  const [first] = ranked;
  if (first === undefined) return null;
  const best = ranked.reduce((x, y) => (y.rank < x.rank ? y : x), first);
  const word = best.a.words[0];
  if (best.a.compact || best.a.words.length !== 1 || word === undefined) return null;
  // Alone at its rank: the rest of that rank is what the walk meets in name order.
  if (ranked.some((r) => r !== best && r.rank === best.rank)) return null;
  // One syllable is seldom a word of a name: from 가, the walk meets 가방 …, ranked lower.
  if (Array.from(word).length < 2) return null;
  return word.toUpperCase() === word.toLowerCase() ? word : null;
}

/** The products whose name holds `word` as a word other than its first (`product_name_later_words_idx`). */
export const laterWordSql = (word: string): SQL =>
  sql`(string_to_array(lower(p.name), ' '))[2:] @> array[${word}]::text[]`;

/** The rung of a rank (`rankOf`). */
export const rungOf = (rank: number) => Math.floor(rank / (ROUTE_COUNT * CHOICES));

/**
 * The best rank a product can have when none of its alternatives is found above `rung`: each
 * slot ranks at best at its best alternative's `rung`, the product at best as its weakest slot
 * (or as the whole keyword).
 */
export function rankBelow(understanding: Understanding, rung: number): number {
  const slots = understanding.slots.map((slot) =>
    Math.min(...slot.alternatives.map((a, i) => rankOf(rung, a, i))),
  );
  const best = Math.max(...slots);
  return understanding.whole ? Math.min(best, rankOf(rung, understanding.whole, 0)) : best;
}
