import { type SQL, sql } from 'drizzle-orm';

/** A keyword is split into at most this many terms; every term must match. */
const MAX_TERMS = 5;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The keyword as search text stores it: NFC, lowercased, single spaces. */
export function normalizeKeyword(keyword: string): string {
  return keyword.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * One condition per term (DESIGN §2 "Search"). Terms of three characters or more go to the
 * trigram index (`search_text like '%term%'`, rechecked on the row). Shorter ones, the usual
 * Korean case (꿀, 사과), go to the gram index alone: the grams are every character and
 * character pair of the text, so containing the term's gram is exactly containing the term,
 * no row recheck is needed.
 */
export function keywordConditions(keyword: string): SQL[] {
  const terms = [...new Set(normalizeKeyword(keyword).split(' '))]
    .filter((t) => t !== '')
    .slice(0, MAX_TERMS);
  return terms.map((term) =>
    // Code points, as PostgreSQL's substr and char_length count them for the gram column.
    Array.from(term).length > 2
      ? sql`p.search_text like ${`%${escapeLike(term)}%`}`
      : sql`search_grams(p.search_text) @> array[${term}]::text[]`,
  );
}

/** 0 for an exact name match, 1 for a prefix match, 2 for the rest: exact and prefix rank first. */
export function keywordRank(keyword: string): SQL {
  const normalized = normalizeKeyword(keyword);
  return sql`case when lower(p.name) = ${normalized} then 0 when p.search_text like ${`${escapeLike(normalized)}%`} then 1 else 2 end`;
}
