import { PRODUCT_EXACT_TOTAL } from '@app/contract/product-constants';
import { type SQL, and, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { integerLiteral } from '../../db/prepared.ts';
import { compact } from '../search/query-text.ts';
import {
  type IndexedRung,
  everyAlternative,
  gramsOf,
  laterWordSql,
  matchConditions,
  nameGramsServe,
  nameGramsSql,
  rankBelow,
  rankSql,
  rungOf,
  rungsSql,
  seekWord,
} from '../search/match-sql.ts';
import type { Understanding } from '../search/understanding.ts';
import { type CatalogueStatistics, catalogueStatistics } from './catalogue-statistics.ts';
import {
  type CardQuery,
  SEARCH_COLUMNS,
  SORT_COLUMNS,
  allConditions,
  categoryCondition,
  categoryTree,
  placeCondition,
} from './product-query.ts';

/** A card query with its keyword as understood. */
export type Searched = CardQuery & { understanding: Understanding };

/**
 * A search's first `upTo` matches in order (rank, then the list's order), exactly as a full
 * scan would give them, and how many there are: exact up to PRODUCT_EXACT_TOTAL, an estimate
 * (`estimated`) above.
 */
export interface FoundIds {
  ids: number[];
  total: number;
  estimated: boolean;
}

/**
 * The most rows a search reads whole, to rank and sort them itself. At a million products most
 * rows come from the operating system's cache rather than PostgreSQL's buffers, at 4–10 µs each.
 */
export const SEARCH_READ_LIMIT = 2_500;

/**
 * The most products a walk reads beside it through the rung indexes (`walkSql`): the names that
 * start with a syllable can be thousands (용인… for 용), and read through a btree they cost
 * less than walking to where they lie in name order.
 */
const RUNG_READ_LIMIT = 10_000;

/**
 * The most names holding a keyword (rung 4) a search reads through their index: about 0.15 s at
 * a million products, still far less than every match of so broad a keyword.
 */
const NAME_READ_MAX = 60_000;

/**
 * What a row a walk from the keyword reads (`walkSql` with `seek`: walked from the word, or a
 * name holding it later) costs beside a match read whole and ranked (measured at a million
 * products): a deep page of 감자 (9,400 matches) reads them all rather than walk 3,000 rows.
 */
const SEEK_ROW_COST = 4;

/** What a name read whole through the rung indexes and ranked costs beside a walked row. */
const NAME_ROW_COST = 3;
/** A walk meant to meet the names holding a keyword reads this many times their share. */
const NAME_WALK_SLACK = 1.5;

/** A walk reads at least this many rows of the list's order, and at most WALK_MAX. */
const WALK_MIN = 500;
const WALK_MAX = 100_000;
/**
 * A first walk reads this many times the rows that hold the page's matches at the density the
 * total gives: matches found only in a summary or the specs rank below those in a name, and the
 * page needs the latter.
 */
const WALK_SLACK = 6;
/**
 * What a walked row costs beside a match read whole and ranked (measured at 100,000 products:
 * about 2.7 µs and 3.3 µs), doubled since a walk that falls short is paid for and then every
 * match read too: a page that needs a walk costlier than that reads the matches instead.
 */
const WALK_ROW_COST = 1.6;
/** A walk goes on rather than read more rungs whole when it needs at most this many times its rows. */
const WALK_ON = 4;
/** Walks a search makes at most before it reads every match instead. */
const WALK_STEPS = 6;

/**
 * The sets a search can read whole and test each row of (`completeSql`):
 * - `keyword`: every match, through the search indexes;
 * - `category` or `place`: every product of the filter, through its index.
 */
export type Source = 'keyword' | 'category' | 'place';

/** The share of a word's rarest gram: an upper bound on the share of texts holding it. */
const rarestGram = (word: string, share: (gram: string) => number) =>
  Math.min(...gramsOf(word).map(share));

/**
 * How many products an understanding matches, by the gram statistics: a word of one or two
 * characters by its own gram, a longer one by its rarest character pair (an upper bound); a slot
 * by the sum of its alternatives. All slots must match, so the keyword matches no more than its
 * rarest slot.
 */
function estimatedMatches(understanding: Understanding, statistics: CatalogueStatistics): number {
  const wordShare = (word: string) => rarestGram(word, (gram) => statistics.gramShare(gram));
  const slotShare = (slot: Understanding['slots'][number]) =>
    slot.alternatives.reduce((sum, a) => sum + Math.min(1, ...a.words.map(wordShare)), 0);
  const whole = understanding.whole ? Math.min(1, ...understanding.whole.words.map(wordShare)) : 0;
  return statistics.rows * Math.min(1, Math.min(...understanding.slots.map(slotShare)) + whole);
}

/**
 * How many products' names hold some alternative, by the name grams' statistics (an upper
 * bound, as `estimatedMatches`): what reading rung 4 whole costs.
 */
function estimatedNameHolders(understanding: Understanding, statistics: CatalogueStatistics) {
  const wordShare = (word: string) =>
    rarestGram(compact(word), (gram) => statistics.nameGramShare(gram));
  const share = everyAlternative(understanding).reduce(
    (sum, a) => sum + Math.min(1, ...a.words.map(wordShare)),
    0,
  );
  return statistics.rows * Math.min(1, share);
}

/** The smallest set holding every match, by the statistics, and its estimated size. */
export function smallestSource(
  q: Searched,
  statistics: CatalogueStatistics,
): { source: Source; size: number } {
  const sizes: { source: Source; size: number }[] = [
    { source: 'keyword', size: estimatedMatches(q.understanding, statistics) },
  ];
  if (q.category !== undefined) {
    sizes.push({
      source: 'category',
      size: statistics.rows * statistics.categoryShare(q.category),
    });
  }
  if (q.place !== undefined) {
    sizes.push({ source: 'place', size: statistics.rows * statistics.placeShare(q.place) });
  }
  return sizes.reduce((a, b) => (b.size < a.size ? b : a));
}

/**
 * A source's rows, up to `upTo` of them (none when null), with the filters that are not the
 * source's own: fenced (`offset 0`, or numbered so the bitmap scan stops, a run condition of
 * PostgreSQL 15), so the planner keeps the index chosen. Its rows carry SEARCH_COLUMNS.
 */
function sourceRows(q: Searched, source: Source, upTo: number | null): { rows: SQL; rest: SQL } {
  const like = matchConditions(q.understanding, 'filter');
  const where = and(...q.where) ?? sql`true`;
  const cap = upTo === null ? sql`` : sql`limit ${integerLiteral(upTo)}`;
  if (source === 'keyword') {
    const found = sql`select ${SEARCH_COLUMNS} from product p
      where ${allConditions(q, matchConditions(q.understanding, 'index'))}`;
    return {
      rows:
        upTo === null
          ? sql`${found} offset 0`
          : sql`select ${SEARCH_COLUMNS} from (
              select p.*, row_number() over () as n from (${found}) p
            ) p where p.n <= ${integerLiteral(upTo)}`,
      rest: sql`true`,
    };
  }
  if (source === 'place') {
    return {
      rows: sql`select ${SEARCH_COLUMNS} from product p
        where p.place_id = ${q.place ?? null} and ${where} offset 0 ${cap}`,
      rest: and(...categoryCondition(q), ...like) ?? sql`true`,
    };
  }
  // Each category of the tree through its index in turn (as `in (select …)`, the planner would
  // rather scan the table and hash).
  return {
    rows: sql`select ${SEARCH_COLUMNS} from (${categoryTree(q.category ?? 0)}) c
      cross join lateral (select * from product p where p.category_id = c.id and ${where} offset 0) p
      ${cap}`,
    rest: and(...placeCondition(q), ...like) ?? sql`true`,
  };
}

const ordered = (q: Searched, found: SQL, upTo: number) =>
  sql`array(select p.id from (${found}) p order by p.rank, ${q.order} limit ${integerLiteral(upTo)})`;

const ranked = (q: Searched, rows: SQL, where: SQL) =>
  sql`select ${SORT_COLUMNS}, ${rankSql(q.understanding)} as rank from (${rows}) p where ${where}`;

/**
 * A source read whole when it holds at most SEARCH_READ_LIMIT rows: `read` says how many it
 * holds (one more when there are more, and then the answer is of no use). Exported, as are the
 * other statements, so the EXPLAIN tests check what the API runs.
 */
export function completeSql(q: Searched, source: Source, upTo: number): SQL {
  const { rows, rest } = sourceRows(q, source, SEARCH_READ_LIMIT + 1);
  return sql`with source as materialized (${rows}),
    found as (${ranked(q, sql`select * from source`, rest)})
    select (select count(*)::int from source) as read, ${ordered(q, sql`select * from found`, upTo)} as ids,
      (select count(*)::int from found) as total`;
}

/** Every match through the search indexes, ranked and sorted: exact whatever the keyword. */
export function allMatchesSql(q: Searched, upTo: number): SQL {
  const { rows } = sourceRows(q, 'keyword', null);
  return sql`select ${ordered(q, ranked(q, rows, sql`true`), upTo)} as ids`;
}

/**
 * The first `walk` rows of the list's order, through its index, from the name `from` on when
 * given (name order). In a category, each category of the tree through its own
 * `(category_id, …)` index up to `walk` rows, merged: walking the whole catalogue's order for a
 * category's rows would read all the others too.
 */
function walkedRows(q: Searched, walk: number, from: string | null): SQL {
  const limit = integerLiteral(walk);
  const after = from === null ? [] : [sql`p.name >= ${from}`];
  if (q.category === undefined) {
    return sql`select ${SEARCH_COLUMNS} from product p where ${allConditions(q, after)}
      order by ${q.order} limit ${limit}`;
  }
  const where = and(...q.where, ...placeCondition(q), ...after) ?? sql`true`;
  return sql`select p.* from (${categoryTree(q.category)}) c
    cross join lateral (
      select ${SEARCH_COLUMNS} from product p where p.category_id = c.id and ${where}
      order by ${q.order} limit ${limit}
    ) p
    order by ${q.order} limit ${limit}`;
}

/**
 * The first `walk` rows of the list's order (`walkedRows`), with the matches among them;
 * and, wherever they lie, the products found at `rung` or better (`rungsSql`), through their
 * own indexes, up to `limit` (`overflow` when there are more). Answers how many rows
 * were walked, the first `upTo` of all these in order, for the last of them its rank, whether
 * it was walked and whether its name sorts before `seek`, and how many walked matches have the
 * best rank a product not read through those indexes can have (`walkIsExact`).
 *
 * With `seek` (`seekWord`: name order, rung 1) the walk starts at that word, where the names
 * whose first word it is lie, and the first `upTo` names holding it as a later word are read
 * beside it in name order (the planner walks the name index or reads the word index).
 */
export function walkSql(
  q: Searched,
  walk: number,
  upTo: number,
  rung: IndexedRung,
  limit = RUNG_READ_LIMIT,
  seek: string | null = null,
): SQL {
  const like = and(...matchConditions(q.understanding, 'filter')) ?? sql`true`;
  const order = sql`p.rank, ${q.order}`;
  const read = (where: SQL[]) =>
    sql`select ${SEARCH_COLUMNS} from product p where ${allConditions(q, where)} offset 0`;
  const top = rungsSql(q.understanding, rung === 4 ? 3 : rung);
  // Rung 4 apart, so its rows are tested by its containment alone, not the rungs' `or`.
  const indexed =
    rung === 4
      ? sql`select * from (${read([top])}) a union all
          select * from (${read([nameGramsSql(q.understanding), sql`not coalesce(${top}, false)`])}) b`
      : read([top]);
  const later =
    seek === null
      ? sql``
      : // Their ids first, so that the name index can answer alone while the planner walks it.
        sql`select p.*, false from (${ranked(
          q,
          sql`select p.* from (
              select p.id from product p where ${allConditions(q, [laterWordSql(seek)])}
              order by ${q.order} limit ${integerLiteral(upTo)}
            ) l
            cross join lateral (select ${SEARCH_COLUMNS} from product p where p.id = l.id offset 0) p`,
          like,
        )}) p
        where p.id not in (select id from walked) and p.id not in (select id from indexed)
        union all`;
  const beforeSeek = seek === null ? sql`0` : sql`(p.name < ${seek})::int`;
  return sql`with walked as materialized (${walkedRows(q, walk, seek)}),
    indexed as materialized (
      select * from (${indexed}) p limit ${integerLiteral(limit + 1)}
    ),
    found as (
      select p.*, true as walked from (${ranked(q, sql`select * from walked`, like)}) p
      union all ${later}
      select p.*, false from (${ranked(q, sql`select * from indexed`, like)}) p
      where p.id not in (select id from walked)
    )
    select (select count(*)::int from walked) as read,
      (select count(*)::int from indexed) > ${integerLiteral(limit)} as overflow,
      array(select p.id from found p order by ${order} limit ${integerLiteral(upTo)}) as ids,
      (select array[p.rank, p.walked::int, ${beforeSeek}] from found p order by ${order}
        offset ${integerLiteral(upTo - 1)} limit 1) as last,
      (select count(*)::int from found p
        where p.walked and p.rank = ${rankBelow(q.understanding, rung + 1)}) as dense`;
}

/**
 * The matches counted through the smallest source, up to one past PRODUCT_EXACT_TOTAL.
 */
export function countSql(q: Searched, source: Source): SQL {
  const { rows, rest } = sourceRows(q, source, null);
  return sql`select count(*)::int as count from (
      select 1 from (${rows}) p where ${rest} limit ${integerLiteral(PRODUCT_EXACT_TOTAL + 1)}
    ) m`;
}

/**
 * The matches among a sample of the table's pages (the same pages every time, for the same
 * table): a broad keyword's total is `hits / sampled` of the products.
 */
export function sampleSql(q: Searched, percent: number): SQL {
  const like = matchConditions(q.understanding, 'filter');
  return sql`select count(*)::int as sampled,
      (count(*) filter (where ${allConditions(q, like)}))::int as hits
    from product p tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (31)`;
}

const completeSchema = z.object({ read: z.number(), ids: z.array(z.number()), total: z.number() });
const idsSchema = z.object({ ids: z.array(z.number()) });
const walkSchema = z.object({
  read: z.number(),
  overflow: z.boolean(),
  ids: z.array(z.number()),
  last: z.array(z.number()).nullable(),
  dense: z.number(),
});
const countSchema = z.object({ count: z.number() });
const sampleSchema = z.object({ sampled: z.number(), hits: z.number() });

/**
 * Whether a walk's first `upTo` are the search's. A product neither walked nor read through the
 * rung indexes ranks at `rankBelow(rung + 1)` or lower and comes after every walked one in the
 * list's order, so none can come before the last one taken if that one ranks higher, or was
 * walked at that rank. A walk that read less than it asked for read everything, unless it
 * started at a word (`seek`). From a word, the rows before it at that rank hold it as a later
 * word, whose first `upTo` were read: a last one taken among them, before the word, has none of
 * that rank left before it either.
 */
function walkIsExact(
  row: WalkRow,
  q: Searched,
  walk: number,
  rung: IndexedRung,
  seek: boolean,
): boolean {
  if (row.overflow) return false;
  if (row.read < walk && !seek) return true;
  if (row.last === null) return false;
  const [rank = Number.POSITIVE_INFINITY, walked = 0, beforeSeek = 0] = row.last;
  const bound = rankBelow(q.understanding, rung + 1);
  return rank < bound || (rank === bound && (walked === 1 || beforeSeek === 1));
}
type WalkRow = z.infer<typeof walkSchema>;

/** The share of the catalogue a search matches, by the statistics, its filters taken as independent. */
function estimatedShare(q: Searched, statistics: CatalogueStatistics): number {
  const rows = Math.max(1, statistics.rows);
  let share = estimatedMatches(q.understanding, statistics) / rows;
  if (q.category !== undefined) share *= statistics.categoryShare(q.category);
  if (q.place !== undefined) share *= statistics.placeShare(q.place);
  return share;
}

/** Matches a sample should hold for its estimate to be within 10% (a standard error of 3%). */
const SAMPLE_HITS = 1_000;
const SAMPLE_MIN_ROWS = 5_000;
const SAMPLE_MAX_ROWS = 60_000;

/** The total from a sample of the table sized for `share` (`sampleSql`). */
async function sampledTotal(
  db: Db,
  q: Searched,
  share: number,
  statistics: CatalogueStatistics,
): Promise<number> {
  const wanted = Math.min(SAMPLE_MAX_ROWS, Math.max(SAMPLE_MIN_ROWS, SAMPLE_HITS / share));
  const percent = Math.min(100, (100 * wanted) / Math.max(1, statistics.rows));
  const [sample] = await queryRows(db, sampleSql(q, percent), sampleSchema);
  return sample && sample.sampled > 0 ? (sample.hits / sample.sampled) * statistics.rows : 0;
}

/**
 * The total of a search with more matches than a source read whole: counted up to one past
 * PRODUCT_EXACT_TOTAL, and above that estimated from a sample. A keyword the statistics call
 * far broader is sampled first, and counted only if the sample says it may not be.
 */
async function countMatches(
  db: Db,
  q: Searched,
  source: Source,
  statistics: CatalogueStatistics,
): Promise<{ total: number; estimated: boolean }> {
  const estimated = (total: number) => ({
    total: Math.max(PRODUCT_EXACT_TOTAL + 1, Math.round(total)),
    estimated: true,
  });
  const share = estimatedShare(q, statistics);
  // A code's character pairs (00, -1) are on most products: its bound says nothing.
  const coded = q.understanding.slots.some((slot) => /\d/.test(slot.typed));
  if (!coded && share * statistics.rows > 1.5 * PRODUCT_EXACT_TOTAL) {
    // A sample of about SAMPLE_HITS matches is within 4% at one standard error, so 1.3 times
    // the bound is far enough above it not to be a count of 10,000 or fewer.
    const sampled = await sampledTotal(db, q, share, statistics);
    if (sampled > 1.3 * PRODUCT_EXACT_TOTAL) return estimated(sampled);
  }
  const [counted] = await queryRows(db, countSql(q, source), countSchema);
  const count = counted?.count ?? 0;
  if (count <= PRODUCT_EXACT_TOTAL) return { total: count, estimated: false };
  return estimated(await sampledTotal(db, q, count / Math.max(1, statistics.rows), statistics));
}

/**
 * A search's first `upTo` matches and total (`FoundIds`), chosen per query as a planner would
 * (decision 5):
 * 1. the smallest set holding every match (the keyword's, a category's, a place's), read whole
 *    when it holds at most SEARCH_READ_LIMIT rows, then ranked and sorted;
 * 2. otherwise the total is counted (exact up to PRODUCT_EXACT_TOTAL, then estimated from a
 *    sample), and the list's order is walked with the match as a filter, the top rungs read
 *    beside it (`walkSql`): in name order first from the keyword (`seekWord`), then from the
 *    start as far as the total's density says the page needs, then as far as the matches the
 *    walk found at the best rank left say;
 * 3. when no walk is known to be exact, or the walk needed would cost more than reading every
 *    match (or the order is a group's name), every match is read through the search indexes
 *    and sorted.
 */
export async function findMatchIds(db: Db, q: Searched, upTo: number): Promise<FoundIds> {
  const statistics = await catalogueStatistics(db);
  const { source, size } = smallestSource(q, statistics);
  if (size <= SEARCH_READ_LIMIT) {
    const [whole] = await queryRows(db, completeSql(q, source, upTo), completeSchema);
    if (whole && whole.read <= SEARCH_READ_LIMIT) {
      return { ids: whole.ids, total: whole.total, estimated: false };
    }
  }
  const counted = await countMatches(db, q, source, statistics);
  const all = async () => (await queryRows(db, allMatchesSql(q, upTo), idsSchema))[0]?.ids ?? [];
  // A walk is worth it while it reads fewer rows than the matches, by their costs.
  const cheaper = (walk: number) => walk <= WALK_MAX && walk * WALK_ROW_COST < counted.total;
  // As long as the matches' density over the rows walked says the page needs, several times.
  const passed =
    statistics.rows * (q.category === undefined ? 1 : statistics.categoryShare(q.category));
  const density = Math.min(1, counted.total / Math.max(1, passed));
  let walk = Math.max(WALK_MIN, Math.ceil((upTo * WALK_SLACK) / density));
  // In name order, first from the keyword's place in it, where the names starting with it lie;
  // not in a category or a place, whose rows the name index cannot tell without the table (at
  // a million products such a walk cost more than it saved).
  const unfiltered = q.category === undefined && q.place === undefined;
  const seek = q.nameOrder && unfiltered ? seekWord(q.understanding) : null;
  const seekWalk = Math.max(WALK_MIN, 2 * upTo);
  if (seek !== null && (seekWalk + upTo) * SEEK_ROW_COST < counted.total) {
    const [walked] = await queryRows(
      db,
      walkSql(q, seekWalk, upTo, 1, RUNG_READ_LIMIT, seek),
      walkSchema,
    );
    if (walked && walkIsExact(walked, q, seekWalk, 1, true)) {
      return { ...counted, ids: walked.ids };
    }
  }
  if (q.byGroup || !cheaper(walk)) return { ...counted, ids: await all() };
  // The names that hold the keyword (rung 4) are read whole, up to twice as many as the
  // statistics estimate, when that costs less than walking far enough to meet as many of them
  // as the page needs (a deep page of a broad keyword); otherwise the walk meets them.
  const holders = estimatedNameHolders(q.understanding, statistics);
  const limit = Math.max(RUNG_READ_LIMIT, Math.ceil(2 * holders));
  const nameWalk = (upTo * NAME_WALK_SLACK * passed) / Math.max(1, holders);
  const namesRead =
    nameGramsServe(q.understanding) && limit <= NAME_READ_MAX && holders * NAME_ROW_COST < nameWalk;
  let rung: IndexedRung = namesRead ? 4 : 1;
  // The lowest rung whose products are few enough to read whole, as far as is known.
  let fewUpTo: IndexedRung = namesRead ? 4 : 3;
  for (let step = 0; step < WALK_STEPS; step += 1) {
    const [walked] = await queryRows(
      db,
      walkSql(q, walk, upTo, rung, rung === 4 ? limit : RUNG_READ_LIMIT),
      walkSchema,
    );
    if (walked === undefined) break;
    if (walkIsExact(walked, q, walk, rung, false)) return { ...counted, ids: walked.ids };
    if (walked.overflow) {
      // Too many at this rung to read whole (names starting with 용인 for 용): the walk must
      // find them instead.
      if (rung === 1) break;
      fewUpTo = (rung - 1) as IndexedRung;
      rung = fewUpTo;
      continue;
    }
    // Where the walk found most of what the page needs at the best rank left, walking on is
    // cheaper than reading the rungs above that rank whole; otherwise read down to just above
    // where the page ends.
    const needed = walked.dense > 0 ? Math.ceil((walk * upTo * 1.25) / walked.dense) : 0;
    const ends = walked.last ? rungOf(walked.last[0] ?? 0) : 5;
    const deeper = Math.min(fewUpTo, ends - 1);
    if (deeper > rung && !(needed > walk && needed <= WALK_ON * walk)) {
      rung = deeper as IndexedRung;
      continue;
    }
    // A walk that met none of them is no measure: four times as far (name order clusters the
    // names that hold a word, or start with letters, away from its first rows).
    const next = walked.dense > 0 ? needed : walk * WALK_ON;
    if (next <= walk || !cheaper(next)) break;
    walk = next;
  }
  return { ...counted, ids: await all() };
}
