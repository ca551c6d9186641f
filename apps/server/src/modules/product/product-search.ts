import { type SQL, sql } from 'drizzle-orm';

/** A keyword is split into at most this many terms; every term must match. */
const MAX_TERMS = 5;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The keyword as search text stores it: NFC, lowercased, single spaces. */
export function normalizeKeyword(keyword: string): string {
  return keyword.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * How a keyword's terms are tested (DESIGN §2 "Search"):
 * - `index`: each term through a search index. Terms of three characters or more go to the
 *   trigram index (`search_text like '%term%'`, rechecked on the row). Shorter ones, the usual
 *   Korean case (꿀, 사과), go to the gram index alone: the grams are every character and
 *   character pair of the text, so containing the term's gram is exactly containing the term.
 *   The planner knows from the gram statistics how many rows match, so it reads just those.
 * - `filter`: every term as `search_text like '%term%'`, which the same rows satisfy. It is
 *   cheap on a row (the gram expression costs about 20 µs a row, recomputed when used as a
 *   filter), so a broad keyword is answered by walking a sort index and filtering until the
 *   page is full instead of reading and sorting every match.
 */
export type KeywordAccess = 'index' | 'filter';

/**
 * With `index` access, a short term that `share` puts in at least this share of products is
 * still tested with LIKE. Past about a quarter of the catalogue the planner reads the table
 * computing every row's grams rather than read the index (24,816 matches of 100,000 did;
 * 17 µs a row), where LIKE costs about 1 µs a row: counting 2,001 matches of 산 (95%) took
 * 33 ms and takes 2 ms.
 */
export const DENSE_SHARE = 0.2;

export function keywordConditions(
  keyword: string,
  access: KeywordAccess,
  share: (gram: string) => number = () => 0,
): SQL[] {
  const terms = [...new Set(normalizeKeyword(keyword).split(' '))]
    .filter((t) => t !== '')
    .slice(0, MAX_TERMS);
  return terms.map((term) =>
    // Code points, as PostgreSQL's substr and char_length count them for the gram index.
    access === 'filter' || Array.from(term).length > 2 || share(term) >= DENSE_SHARE
      ? sql`p.search_text like ${`%${escapeLike(term)}%`}`
      : sql`search_grams(p.search_text) @> array[${term}]::text[]`,
  );
}

/** The rank of matches that are neither a code nor a name match: after all of those. */
export const OTHER_MATCH_RANK = 3;

/**
 * The ranking, best first: the product code is the keyword (rank 0), the name is (1), the name
 * or code starts with it (2), any other match (`OTHER_MATCH_RANK`). A name or code match implies
 * every term matches (each term is part of the normalised keyword, and the search text holds
 * name and code), so these need no search condition: they are read through the `lower(name)` and
 * `lower(code)` indexes (`product_name_lower_idx`, `product_code_lower_idx`), and only the other
 * matches search.
 */
export function nameTiers(keyword: string): { named: SQL; namedRank: SQL; other: SQL } {
  const normalized = normalizeKeyword(keyword);
  const prefix = `${escapeLike(normalized)}%`;
  const nameStarts = sql`lower(p.name) like ${prefix}`;
  const codeStarts = sql`lower(p.code) like ${prefix}`;
  return {
    named: sql`(${nameStarts} or ${codeStarts})`,
    namedRank: sql`case when lower(p.code) = ${normalized} then 0
      when lower(p.name) = ${normalized} then 1 else 2 end`,
    // A product without a code is not a code match (`not null` would drop it).
    other: sql`not (${nameStarts}) and (p.code is null or not (${codeStarts}))`,
  };
}
