import { Agent, get } from 'node:http';
import type { VisitStats } from '@app/contract/visits';
import { beforeAll, expect, test } from 'vitest';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { useTestApp } from '../../test/app.ts';
import { standInWebBuild } from '../../test/web-build.ts';
import { deviceClass, pageLanguage, pagePath, referrerReader } from './page-view.ts';
import { BOT_PAGES_PER_MINUTE } from './visit-counter.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { keptAnswers } from '../../test/kept-answers.ts';
import { inTurns } from '../../test/in-turns.ts';
import { seededRandom } from '../../lib/seeded-random.ts';

/*
 * A replay: a generated log of visits (people on phones, tablets and desktops, some behind one
 * address, crawlers, one scraper posing as a browser) is sent over HTTP through the real server,
 * with the client's address in X-Forwarded-For as nginx sends it. The statistics screen's numbers
 * must equal those computed from the log itself.
 */

const SITE = 'https://www.example.test';
const webRoot = standInWebBuild(`export const createPageRenderer = () => async ({ url }) =>
  ({ kind: 'page', status: 200, html: 'page ' + url });`);
const ctx = useTestApp({ PUBLIC_URL: SITE, TRUST_PROXY: '1', METRICS_PORT: '0' }, { webRoot });

let origin = '';
beforeAll(async () => {
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

// The same log on every run.
const next = seededRandom(35);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

const PEOPLE = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S928N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Whale/4.29.282.14',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];
const CRAWLERS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
  'Mozilla/5.0 (compatible; Daum/4.1; +https://cs.daum.net/faq/15/4118.html?faqId=28966)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'curl/8.5.0',
];
const PAGES = [
  '/',
  '/',
  '/about',
  '/product/list',
  '/product/list?page=2',
  '/product/list?keyword=%ED%99%98%ED%92%8D%EA%B8%B0&utm_source=naver',
  ...Array.from({ length: 40 }, (_, i) => `/product/detail/${String(i + 1)}`),
  '/board/1',
  '/board/view/3',
  '/inquiries/view/12',
  '/privacy',
];
const ENTRIES = [
  '',
  '',
  'https://search.naver.com/search.naver?where=nexearch&query=%ED%99%98%ED%92%8D%EA%B8%B0',
  'https://m.search.naver.com/search.naver?query=x',
  'https://www.google.com/',
  'https://www.google.co.kr/',
  'https://search.daum.net/search?w=tot&q=x',
  'https://www.bing.com/search?q=x',
  'https://blog.naver.com/someone/223',
  'https://cafe.example.kr/board/9',
  `${SITE}/`,
];

interface Request {
  ip: string;
  agent: string;
  url: string;
  referer: string;
}

/** Each visitor's requests, in the order they make them. */
function generateLog(): Request[][] {
  const visitors: Request[][] = [];
  const address = () =>
    `10.${String(Math.floor(next() * 256))}.${String(Math.floor(next() * 256))}.${String(1 + Math.floor(next() * 254))}`;
  const addresses: string[] = [];
  for (let n = 0; n < 700; n += 1) {
    // One in five shares an address with someone before (an office, a café).
    const ip = addresses.length > 0 && next() < 0.2 ? pick(addresses) : address();
    addresses.push(ip);
    const agent = pick(PEOPLE);
    const views = 1 + Math.floor(next() * 10);
    visitors.push(
      Array.from({ length: views }, (_, i) => {
        const page = pick(PAGES);
        const url = next() < 0.2 ? `${page}${page.includes('?') ? '&' : '?'}lang=en` : page;
        return { ip, agent, url, referer: i === 0 ? pick(ENTRIES) : next() < 0.8 ? SITE : '' };
      }),
    );
  }
  for (let n = 0; n < 40; n += 1) {
    const ip = address();
    const agent = pick(CRAWLERS);
    visitors.push(
      Array.from({ length: 1 + Math.floor(next() * 8) }, () => ({
        ip,
        agent,
        url: pick(PAGES),
        referer: '',
      })),
    );
  }
  // A scraper with a browser's user agent: a bot once past the pace a person reads at.
  visitors.push(
    Array.from({ length: BOT_PAGES_PER_MINUTE + 40 }, (_, i) => ({
      ip: '10.250.0.1',
      agent: PEOPLE[4] ?? '',
      url: `/product/detail/${String((i % 40) + 1)}`,
      referer: '',
    })),
  );
  return visitors;
}

/** What the screen must show, computed from the log by the rules of decision 22. */
function expected(log: Request[][]) {
  const isCrawler = (agent: string) => CRAWLERS.includes(agent);
  const readReferrer = referrerReader(SITE);
  const people = new Set<string>();
  const bots = new Set<string>();
  let views = 0;
  let botViews = 0;
  const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const pages = new Map<string, number>();
  const referrers = new Map<string, number>();
  const devices = new Map<string, number>();
  const languages = new Map<string, number>();
  for (const requests of log) {
    const first = requests[0];
    if (first === undefined) continue;
    const visitor = `${first.ip} ${first.agent}`;
    const tooFast = requests.length > BOT_PAGES_PER_MINUTE;
    if (isCrawler(first.agent) || tooFast) bots.add(visitor);
    else people.add(visitor);
    requests.forEach((request, i) => {
      if (isCrawler(request.agent) || (tooFast && i >= BOT_PAGES_PER_MINUTE)) {
        botViews += 1;
        return;
      }
      views += 1;
      tally(pages, pagePath(request.url));
      const domain = readReferrer(request.referer);
      if (domain !== null) tally(referrers, domain);
      tally(devices, deviceClass(request.agent));
      tally(languages, pageLanguage(request.url));
    });
  }
  return { people, bots, views, botViews, pages, referrers, devices, languages };
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });
function send(request: Request): Promise<number> {
  return new Promise((resolve, reject) => {
    get(
      `${origin}${request.url}`,
      {
        agent,
        headers: {
          'user-agent': request.agent,
          'x-forwarded-for': request.ip,
          ...(request.referer === '' ? {} : { referer: request.referer }),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          resolve(res.statusCode ?? 0);
        });
      },
    ).on('error', reject);
  });
}

test('a replayed log of visits gives the numbers computed from the log', async () => {
  const log = generateLog();
  const want = expected(log);
  const total = log.reduce((n, requests) => n + requests.length, 0);
  expect(total).toBeGreaterThan(4_000);

  // Eight visitors at a time, each visitor's pages in order.
  const statuses = new Map<number, number>();
  await inTurns(log, 8, async (requests) => {
    for (const request of requests) {
      const status = await send(request);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  agent.destroy();
  expect(statuses).toEqual(new Map([[200, total]]));
  // Most pages were answered from memory before Fastify: those are counted too.
  expect(await keptAnswers(ctx.app)).toBeGreaterThan(total / 2);

  await ctx.app.visits.flush();
  // Across midnight in Korea, the log falls on two days.
  const today = dayInKorea(new Date());
  const res = await ctx.admin('GET', `/stats/visits?from=${addDays(today, -1)}&to=${today}`);
  expect(res.statusCode).toBe(200);
  const stats = res.json<VisitStats>();

  expect(Math.abs(stats.range.visitors - want.people.size)).toBeLessThanOrEqual(
    want.people.size * 0.01,
  );
  expect(stats.range.views).toBe(want.views);
  expect(stats.range.botVisitors).toBe(want.bots.size);
  expect(stats.range.botViews).toBe(want.botViews);

  const top = (map: Map<string, number>) => [...map.values()].sort((a, b) => b - a).slice(0, 20);
  expect(stats.pages.map((p) => p.views)).toEqual(top(want.pages));
  for (const page of stats.pages) expect(page.views, page.path).toBe(want.pages.get(page.path));
  expect(stats.referrers.map((r) => r.views)).toEqual(top(want.referrers));
  for (const referrer of stats.referrers) {
    expect(referrer.views, referrer.domain).toBe(want.referrers.get(referrer.domain));
  }
  expect(stats.referrers.find((r) => r.domain === 'naver.com')?.name).toBe('Naver');
  expect(Object.fromEntries(stats.devices.map((d) => [d.device, d.views]))).toEqual(
    Object.fromEntries(want.devices),
  );
  expect(Object.fromEntries(stats.languages.map((l) => [l.language, l.views]))).toEqual(
    Object.fromEntries(want.languages),
  );
});
