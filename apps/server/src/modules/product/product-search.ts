import type { Understanding } from '../search/understanding.ts';
import type { CatalogueStatistics } from './catalogue-statistics.ts';

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
 * - `someProducts`: the first SEARCH_READ_LIMIT products by id, tested, for a
 *   broader keyword: reading its index entries would cost more than the rows (110,000 entries of
 *   유 at a million products: 22 ms), and one product in 30 or more is a match.
 */
export type FollowingRead = 'someMatches' | 'someProducts';

/** Above this share of the catalogue, a walk's following read is `someProducts`. */
const FOLLOWING_MATCHES_SHARE = 0.03;

/**
 * How many products an understanding matches, by the gram statistics: a word of one or two
 * characters by its own gram, a longer one by its rarest character pair (an upper bound); a slot
 * by the sum of its alternatives. All slots must match, so the keyword matches no more than its
 * rarest slot.
 */
function estimatedMatches(understanding: Understanding, statistics: CatalogueStatistics): number {
  const wordShare = (word: string) => {
    const chars = Array.from(word);
    if (chars.length <= 2) return statistics.gramShare(word);
    const pairs = chars.slice(1).map((c, i) => `${chars[i] ?? ''}${c}`);
    return Math.min(...pairs.map((pair) => statistics.gramShare(pair)));
  };
  const slotShare = (slot: Understanding['slots'][number]) =>
    slot.alternatives.reduce((sum, a) => sum + Math.min(1, ...a.words.map(wordShare)), 0);
  const whole = understanding.whole ? Math.min(1, ...understanding.whole.words.map(wordShare)) : 0;
  return statistics.rows * Math.min(1, Math.min(...understanding.slots.map(slotShare)) + whole);
}

/** The read that follows a walk which found less than a page (`FollowingRead`). */
export function followingRead(
  understanding: Understanding,
  statistics: CatalogueStatistics,
): FollowingRead {
  const share = estimatedMatches(understanding, statistics) / Math.max(1, statistics.rows);
  return share <= FOLLOWING_MATCHES_SHARE ? 'someMatches' : 'someProducts';
}

/** The cheapest read for a keyword with these filters (`SearchRead`). */
export function chooseSearchRead(
  query: {
    understanding: Understanding;
    category?: number | undefined;
    place?: number | undefined;
  },
  statistics: CatalogueStatistics,
): SearchRead {
  const sizes: [SearchRead, number][] = [
    ['keyword', estimatedMatches(query.understanding, statistics)],
  ];
  if (query.category !== undefined) {
    sizes.push(['category', statistics.rows * statistics.categoryShare(query.category)]);
  }
  if (query.place !== undefined) {
    sizes.push(['place', statistics.rows * statistics.placeShare(query.place)]);
  }
  const [read, size] = sizes.reduce((a, b) => (b[1] < a[1] ? b : a));
  return size <= SEARCH_READ_LIMIT ? read : 'walk';
}
