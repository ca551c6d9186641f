import { type SQL, sql } from 'drizzle-orm';
import type { CatalogueStatistics } from './catalogue-statistics.ts';

/** A keyword is split into at most this many terms; every term must match. */
const MAX_TERMS = 5;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The keyword as search text stores it: NFC, lowercased, single spaces. */
export function normalizeKeyword(keyword: string): string {
  return keyword.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function keywordTerms(keyword: string): string[] {
  return [...new Set(normalizeKeyword(keyword).split(' '))]
    .filter((t) => t !== '')
    .slice(0, MAX_TERMS);
}

/** Code points, as PostgreSQL's substr and char_length count them for the gram index. */
const length = (term: string) => Array.from(term).length;

/**
 * How a keyword's terms are tested (DESIGN §2 "Search"), giving the same rows either way:
 * - `index`: through the search indexes. Terms of three characters or more go to the trigram
 *   index (`search_text like '%term%'`, rechecked on the row); shorter ones, the usual Korean
 *   case (꿀, 사과), to the gram index, whose grams are every character and character pair of
 *   the text, so containing the term's gram is exactly containing the term.
 * - `filter`: every term as `search_text like '%term%'` on rows read some other way: about
 *   1 µs a row, where the gram expression, recomputed on a row, costs about 20 µs.
 */
export type KeywordAccess = 'index' | 'filter';

export function keywordConditions(keyword: string, access: KeywordAccess): SQL[] {
  return keywordTerms(keyword).map((term) =>
    access === 'filter' || length(term) > 2
      ? sql`p.search_text like ${`%${escapeLike(term)}%`}`
      : sql`search_grams(p.search_text) @> array[${term}]::text[]`,
  );
}

/**
 * The most rows one read of a search takes, whatever the catalogue's size (a search makes one
 * read, or two after a short walk). At a million products most rows come from the operating
 * system's cache rather than PostgreSQL's default 128 MB of buffers, at 8–20 µs each: 2,500
 * keeps two reads under 50 ms.
 */
export const SEARCH_READ_LIMIT = 2_500;

/**
 * Where a search reads its candidates from, cheapest first:
 * - `keyword`: every match, through the search indexes;
 * - `category` or `place`: every product of the filter, through its index, the keyword tested
 *   on each;
 * - `walk`: the first SEARCH_READ_LIMIT products in the list's order, the keyword and filters
 *   tested on each. Chosen when every set above is larger than that, that is when the keyword
 *   is broad: the search then shows the matches among those products only, and says there are
 *   more (`totalCapped`).
 */
export type SearchRead = 'keyword' | 'category' | 'place' | 'walk' | FollowingRead;

/**
 * When a walk finds less than a page, the keyword's matches lie further along the order (in name
 * order the first products share their first words, so a keyword can be rare there however
 * common it is). One more bounded read follows, and its matches come after the walk's:
 * - `someMatches`: the first SEARCH_READ_LIMIT matches the search indexes give, in the table's
 *   order, for a keyword matching up to FOLLOWING_MATCHES_SHARE of the catalogue;
 * - `someProducts`: the first SEARCH_READ_LIMIT products in the table's order, tested, for a
 *   broader keyword: reading its index entries would cost more than the rows (110,000 entries of
 *   유 at a million products: 22 ms), and one product in 30 or more is a match.
 */
export type FollowingRead = 'someMatches' | 'someProducts';

/** Above this share of the catalogue, a walk's following read is `someProducts`. */
const FOLLOWING_MATCHES_SHARE = 0.03;

/**
 * How many products a keyword matches, by the gram statistics: a term of one or two characters
 * by its own gram, a longer one by its rarest character pair (an upper bound). All terms must
 * match, so the keyword matches no more than its rarest term.
 */
function estimatedMatches(keyword: string, statistics: CatalogueStatistics): number {
  const termShare = (term: string) => {
    const chars = Array.from(term);
    if (chars.length <= 2) return statistics.gramShare(term);
    const pairs = chars.slice(1).map((c, i) => `${chars[i]}${c}`);
    return Math.min(...pairs.map((pair) => statistics.gramShare(pair)));
  };
  return statistics.rows * Math.min(1, ...keywordTerms(keyword).map(termShare));
}

/** The read that follows a walk which found less than a page (`FollowingRead`). */
export function followingRead(keyword: string, statistics: CatalogueStatistics): FollowingRead {
  const share = estimatedMatches(keyword, statistics) / Math.max(1, statistics.rows);
  return share <= FOLLOWING_MATCHES_SHARE ? 'someMatches' : 'someProducts';
}

/** The cheapest read for a keyword with these filters (`SearchRead`). */
export function chooseSearchRead(
  query: { keyword: string; category?: number | undefined; place?: number | undefined },
  statistics: CatalogueStatistics,
): SearchRead {
  const sizes: [SearchRead, number][] = [['keyword', estimatedMatches(query.keyword, statistics)]];
  if (query.category !== undefined) {
    sizes.push(['category', statistics.rows * statistics.categoryShare(query.category)]);
  }
  if (query.place !== undefined) {
    sizes.push(['place', statistics.rows * statistics.placeShare(query.place)]);
  }
  const [read, size] = sizes.reduce((a, b) => (b[1] < a[1] ? b : a));
  return size <= SEARCH_READ_LIMIT ? read : 'walk';
}

/**
 * The ranking, best first: the product code is the keyword (rank 0), the name, Korean or English,
 * is (1), a name or the code starts with it (2), any other match (3); within a rank, the list's
 * order. `rank` is computed on every row read. An exact match implies every term matches (the
 * search text holds names and code, normalised as the keyword is), so when a search walks
 * (`SearchRead`) its exact matches are also found by equality through the `lower(code)`,
 * `lower(name)` and `lower(name_en)` indexes (`exact`), wherever they lie in the order.
 */
export function searchRanking(keyword: string): { rank: SQL; exact: SQL; notExact: SQL } {
  const normalized = normalizeKeyword(keyword);
  const prefix = `${escapeLike(normalized)}%`;
  const code = sql`lower(p.code) = ${normalized}`;
  const name = sql`lower(p.name) = ${normalized}`;
  const nameEn = sql`lower(p.name_en) = ${normalized}`;
  return {
    rank: sql`case when ${code} then 0 when ${name} or ${nameEn} then 1
      when lower(p.name) like ${prefix} or lower(p.name_en) like ${prefix}
        or lower(p.code) like ${prefix} then 2
      else 3 end`,
    exact: sql`(${code} or ${name} or ${nameEn})`,
    // A product without a code or an English name is no match of them (`not null` would drop it).
    notExact: sql`not (${name}) and (p.code is null or not (${code}))
      and (p.name_en is null or not (${nameEn}))`,
  };
}
