import type { SearchInsight } from '@app/contract/search-insight';
import { convertHangulToQwerty } from 'es-hangul';
import { expect, test } from 'vitest';
import { addDays } from '../../lib/calendar-days.ts';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { bearer, useTestApp } from '../../test/app.ts';
import { browserUserAgent } from '../../test/browser.ts';
import { createCategory, createProduct } from '../../test/catalogue.ts';
import { inTurns } from '../../test/in-turns.ts';
import { seededRandom } from '../../lib/seeded-random.ts';

/*
 * A replay: a generated log of visitors searching (typing a word out, the keyboard left in
 * English mode, 초성 only; words the catalogue lacks), opening a result, crawlers and a scraper
 * with a browser's user agent, is sent through the real server. The report must give exactly the
 * numbers computed from the log by the rules of decision 21.
 */

const ctx = useTestApp();

// The same log on every run.
const next = seededRandom(3_500);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

/**
 * What visitors mean, each a word the catalogue names (three products each) or lacks; none is
 * the start of another, so two in a row are two searches.
 */
const MEANT = [
  { word: '환풍기', initials: 'ㅎㅍㄱ', found: true },
  { word: '펌프', initials: null, found: true },
  { word: '밸브', initials: null, found: true },
  { word: '플랜지', initials: null, found: true },
  { word: '냉장고', initials: null, found: false },
  { word: '굴착기', initials: null, found: false },
] as const;
type Meant = (typeof MEANT)[number];

type Step =
  | { kind: 'search'; keyword: string }
  /** Opens the result at this position (1 = first) of the search before. */
  | { kind: 'open'; position: number };

interface Visitor {
  address: string;
  agent: string;
  steps: Step[];
}

interface Want {
  searches: number;
  empty: number;
  clicks: number;
  positionSum: number;
}

const CRAWLERS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
];

/** How a visitor types what they mean: out, letter by letter; in English mode; 초성 only. */
function typed(meant: Meant): { keywords: string[]; route: 'literal' | 'keyboard' | 'initials' } {
  const way = next();
  // A word the catalogue lacks, typed in English mode, stays what was typed: typed out here.
  if (way < 0.2 && meant.found)
    return { keywords: [convertHangulToQwerty(meant.word)], route: 'keyboard' };
  if (way < 0.3 && meant.initials !== null)
    return { keywords: [meant.initials], route: 'initials' };
  // Syllable by syllable (each one UTF-16 unit).
  const { word } = meant;
  const keywords = Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1));
  return { keywords, route: 'literal' };
}

function generateLog() {
  const visitors: Visitor[] = [];
  const want = new Map<string, Want>();
  const routes = { keyboard: 0, initials: 0 };
  for (let n = 0; n < 2_000; n += 1) {
    const steps: Step[] = [];
    let last: Meant | null = null;
    for (let intents = 1 + Math.floor(next() * 4); intents > 0; intents -= 1) {
      const choices = MEANT.filter((m) => m !== last);
      const meant = pick(choices);
      last = meant;
      const { keywords, route } = typed(meant);
      for (const keyword of keywords) steps.push({ kind: 'search', keyword });
      const counts = want.get(meant.word) ?? { searches: 0, empty: 0, clicks: 0, positionSum: 0 };
      counts.searches += 1;
      if (!meant.found) counts.empty += 1;
      if (route !== 'literal') routes[route] += 1;
      if (meant.found && next() < 0.4) {
        const position = 1 + Math.floor(next() * 3);
        steps.push({ kind: 'open', position });
        counts.clicks += 1;
        counts.positionSum += position;
      }
      want.set(meant.word, counts);
    }
    visitors.push({
      address: `10.${String(n >> 8)}.${String(n & 255)}.9`,
      agent: browserUserAgent(n),
      steps,
    });
  }
  // Crawlers follow search links; a scraper with a browser's user agent tries every word fast.
  for (const [n, agent] of CRAWLERS.entries()) {
    visitors.push({
      address: `10.200.0.${String(n)}`,
      agent,
      steps: MEANT.flatMap((m): Step[] => [
        { kind: 'search', keyword: m.word },
        ...(m.found ? [{ kind: 'open' as const, position: 1 }] : []),
      ]),
    });
  }
  visitors.push({
    address: '10.250.0.1',
    agent: browserUserAgent(9_999),
    steps: Array.from({ length: 40 }, (_, i) => ({
      kind: 'search',
      keyword: `${pick(MEANT).word} ${String.fromCharCode(0xac00 + i)}`,
    })),
  });
  return { visitors, want, routes };
}

test('a replayed log of searches gives the report the numbers computed from the log', async () => {
  const category = await createCategory(ctx, { name: '설비' });
  for (const meant of MEANT.filter((m) => m.found)) {
    for (const model of ['A', 'B', 'C']) {
      await createProduct(ctx, { categoryId: category.id, name: `${meant.word} ${model}-100` });
    }
  }
  await ctx.app.productSearch.rebuildWords();

  const { visitors, want, routes } = generateLog();
  const requests = visitors.reduce((n, v) => n + v.steps.length, 0);
  expect(requests).toBeGreaterThan(10_000);

  // Eight visitors at a time, each visitor's steps in order.
  const statuses = new Map<number, number>();
  await inTurns(visitors, 8, async (visitor) => {
    let results: { id: number }[] = [];
    for (const step of visitor.steps) {
      const res = await ctx.app.inject({
        url:
          step.kind === 'search'
            ? `/api/data/v1/product?keyword=${encodeURIComponent(step.keyword)}`
            : `/api/data/v1/product/${String(results[step.position - 1]?.id ?? 0)}`,
        remoteAddress: visitor.address,
        headers: { 'user-agent': visitor.agent },
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (step.kind === 'search') results = res.json<{ items: { id: number }[] }>().items;
    }
  });
  expect(statuses).toEqual(new Map([[200, requests]]));

  // Recording hashes the visitor asynchronously: let it land, then settle every search.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await ctx.app.searchInsight.flush(true);
  // Across midnight in Korea the log falls on two days; the last 90 days read their window.
  const today = dayInKorea(new Date());
  for (const from of [addDays(today, -1), addDays(today, -89)]) {
    const res = await ctx.app.inject({
      url: `/api/admin/v1/search/insight?from=${from}&to=${today}`,
      headers: bearer(ctx.adminToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<SearchInsight>();
    const got = new Map(report.top.map((row) => [row.searched, row]));
    expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
    for (const [word, counts] of want) {
      expect(got.get(word), word).toEqual({
        searched: word,
        searches: counts.searches,
        empty: counts.empty,
        clicks: counts.clicks,
        averagePosition:
          counts.clicks === 0 ? null : Math.round((counts.positionSum / counts.clicks) * 10) / 10,
        inquiries: 0,
      });
    }
    const sum = (key: keyof Want) => [...want.values()].reduce((n, c) => n + c[key], 0);
    expect(report.totals).toMatchObject({
      searches: sum('searches'),
      empty: sum('empty'),
      clicks: sum('clicks'),
    });
    const routed = new Map(report.routes.map((r) => [r.route, r.searches]));
    expect(routed.get('keyboard')).toBe(routes.keyboard);
    expect(routed.get('initials')).toBe(routes.initials);
  }
});
