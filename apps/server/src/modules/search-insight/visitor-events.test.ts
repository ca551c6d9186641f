import { expect, test } from 'vitest';
import type { EarlierSearch, SearchAsked, VisitorEvent } from './search-log-types.ts';
import { settleEvents } from './visitor-events.ts';

const RULES = { windowMs: 5_000, followUpMs: 60_000, searchesPerMinute: 20 };
const base = (at: number, visitor: string | null = 'v1') => ({ at, day: '2026-12-01', visitor });
const search = (keyword: string, at: number, visitor?: string | null): VisitorEvent => ({
  ...base(at, visitor),
  kind: 'search',
  keyword,
  lang: 'ko',
  category: null,
  place: null,
  sort: 'newest',
});
const open = (product: number, at: number, visitor?: string): VisitorEvent => ({
  ...base(at, visitor),
  kind: 'open',
  product,
});
const inquiry = (id: number, at: number, visitor?: string): VisitorEvent => ({
  ...base(at, visitor),
  kind: 'inquiry',
  inquiry: id,
});

/** Every keyword finds products 1, 2, 3 in that order; no earlier search unless given. */
const sources = (earlier: EarlierSearch | null = null) => ({
  answer: (s: SearchAsked) =>
    Promise.resolve({ searched: s.keyword, route: 'literal', results: 3, ids: [1, 2, 3] }),
  earlier: () => Promise.resolve(earlier),
});

test('a keyword typed on within seconds is one search, and the last form stands', async () => {
  const { searches } = await settleEvents(
    [search('환', 0), search('환풍', 1_000), search('환풍기', 2_000), search('환풍기', 3_000)],
    RULES,
    sources(),
  );
  expect(searches.map((s) => s.typed)).toEqual(['환풍기']);
});

test('another keyword, a long pause, or another visitor starts another search', async () => {
  const { searches } = await settleEvents(
    [
      search('환풍기', 0),
      search('송풍기', 1_000),
      search('송풍기 대형', 20_000),
      search('송풍기', 20_500, 'v2'),
      search('밸브', 21_000, null),
      search('밸브', 21_100, null),
    ],
    RULES,
    sources(),
  );
  expect(searches.map((s) => s.typed).sort()).toEqual(
    ['환풍기', '송풍기', '송풍기 대형', '송풍기', '밸브', '밸브'].sort(),
  );
});

test('the product opened is the click at its position, and an inquiry within the window counts', async () => {
  const { searches } = await settleEvents(
    [search('환풍기', 0), open(2, 3_000), open(3, 9_000), inquiry(7, 30_000), inquiry(8, 40_000)],
    RULES,
    sources(),
  );
  expect(searches).toMatchObject([
    { typed: '환풍기', clicked: { product: 2, position: 2 }, inquiry: 7 },
  ]);
  // Too late, or not among the results: nothing.
  const late = await settleEvents(
    [search('환풍기', 0), open(9, 1_000), inquiry(7, 120_000)],
    RULES,
    sources(),
  );
  expect(late.searches).toMatchObject([{ clicked: null, inquiry: null }]);
});

test('a click or inquiry after a search logged earlier follows it up, once', async () => {
  const key = { id: 41, day: '2026-12-01', searched: '환풍기', lang: 'ko' };
  const earlier: EarlierSearch = {
    key,
    at: 0,
    search: { keyword: '환풍기', lang: 'ko', category: null, place: null, sort: 'newest' },
    clicked: false,
    inquired: false,
  };
  const { searches, followUps } = await settleEvents(
    [open(3, 10_000), open(1, 11_000), inquiry(5, 20_000), inquiry(6, 21_000)],
    RULES,
    sources(earlier),
  );
  expect(searches).toEqual([]);
  expect(followUps).toEqual([
    { kind: 'click', search: key, product: 3, position: 3 },
    { kind: 'inquiry', search: key, inquiry: 5 },
  ]);
});

test('a visitor searching faster than a person does is a bot: none of theirs is logged', async () => {
  // Twenty-one different words within a minute, and twenty (as many as a person might).
  const words = (n: number, visitor: string, step: number) =>
    Array.from({ length: n }, (_, i) =>
      search(`품목${String.fromCharCode(0xac00 + i)}`, i * step, visitor),
    );
  const { searches, followUps } = await settleEvents(
    [...words(21, 'scraper', 2_900), open(1, 60_000, 'scraper'), ...words(20, 'person', 2_900)],
    RULES,
    sources(),
  );
  expect(searches.filter((s) => s.visitor === 'scraper')).toEqual([]);
  expect(followUps).toEqual([]);
  expect(searches.filter((s) => s.visitor === 'person')).toHaveLength(20);
  // Spread over more than a minute, the same twenty-one are a person's.
  const slow = await settleEvents(words(21, 'reader', 3_100), RULES, sources());
  expect(slow.searches).toHaveLength(21);
});
