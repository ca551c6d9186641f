import type { VisitStats } from '@app/contract/visits';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import {
  visitDaily,
  visitDailyCount,
  visitDayVisitor,
  visitPeriodCount,
} from '../../db/schema/index.ts';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { createMember, useTestApp } from '../../test/app.ts';
import { standInWebBuild } from '../../test/web-build.ts';
import { BOT_PAGES_PER_MINUTE, createVisitCounter } from './visit-counter.ts';
import { deleteExpiredVisitDetails, retentionStart } from './visits.plugin.ts';
import { addDays, monthOf, weekOf } from '../../lib/calendar-days.ts';
import { writeVisitBatch } from './visits.repository.ts';

// Every page renders, but /missing, which is the site's 404 page.
const webRoot = standInWebBuild(`export const createPageRenderer = () => async ({ url }) =>
  url.startsWith('/missing')
    ? { kind: 'page', status: 404, html: 'no such page' }
    : { kind: 'page', status: 200, html: 'page ' + url };`);

const ctx = useTestApp({ PUBLIC_URL: 'https://www.example.test' }, { webRoot });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GALAXY_TAB =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const YETI = 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)';

const visit = (
  url: string,
  options: { ip?: string; agent?: string; referer?: string; method?: 'GET' | 'HEAD' } = {},
) => {
  const { ip = '203.0.113.1', agent = WINDOWS, referer = '', method = 'GET' } = options;
  return ctx.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { 'user-agent': agent, ...(referer === '' ? {} : { referer }) },
  });
};

async function stats(query = '') {
  await ctx.app.visits.flush();
  const res = await ctx.admin('GET', `/stats/visits${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<VisitStats>();
}

const today = () => dayInKorea(new Date());

beforeEach(async () => {
  await ctx.app.visits.flush();
  await ctx.app.db.execute(
    sql`truncate visit_daily, visit_daily_count, visit_period_count, visit_day_visitor`,
  );
});

test('pages served count as page views, and distinct visitors as visits, today', async () => {
  const before = await stats();
  expect(before.today).toEqual({ visitors: 0, views: 0 });
  expect(before.days).toHaveLength(30);
  expect(before.days.at(-1)?.day).toBe(today());

  for (const [url, ip, agent] of [
    ['/', '203.0.113.1', WINDOWS],
    ['/product/list?page=2&utm_source=x', '203.0.113.1', WINDOWS],
    ['/product/detail/7', '203.0.113.1', WINDOWS],
    ['/product/detail/7?lang=en', '203.0.113.2', IPHONE],
    // Same address, other browser: another person behind one office's address.
    ['/about', '203.0.113.2', GALAXY_TAB],
  ] as const) {
    expect((await visit(url, { ip, agent })).statusCode).toBe(200);
  }
  const body = await stats();
  expect(body.today).toEqual({ visitors: 3, views: 5 });
  expect(body.thisMonth).toEqual(body.today);
  expect(body.total).toEqual(body.today);
  expect(body.record).toEqual({ day: today(), visitors: 3, views: 5 });
  expect(body.days.at(-1)).toEqual({
    day: today(),
    visitors: 3,
    views: 5,
    botVisitors: 0,
    botViews: 0,
  });
  expect(body.pages).toEqual([
    { path: '/product/detail/7', views: 2 },
    { path: '/', views: 1 },
    { path: '/about', views: 1 },
    { path: '/product/list', views: 1 },
  ]);
  expect(body.devices).toEqual([
    { device: 'desktop', views: 3 },
    { device: 'mobile', views: 1 },
    { device: 'tablet', views: 1 },
  ]);
  expect(body.languages).toEqual([
    { language: 'ko', views: 4 },
    { language: 'en', views: 1 },
  ]);
});

test('what is no page view: staff pages, the API, assets, missing pages, HEAD', async () => {
  await visit('/admin');
  await visit('/admin/visits');
  await visit('/api/data/v1/place');
  await visit('/assets/app.js');
  await visit('/missing');
  await visit('/', { method: 'HEAD' });
  const body = await stats();
  expect(body.today).toEqual({ visitors: 0, views: 0 });
  expect(body.range.botViews).toBe(0);
});

test('referrers: the domain only, search engines named, the site itself not a referrer', async () => {
  const from = (referer: string, ip: string) => visit('/', { referer, ip });
  await from('https://search.naver.com/search.naver?query=%ED%99%98%ED%92%8D%EA%B8%B0', '1.1.1.1');
  await from('https://m.search.naver.com/search.naver?query=x', '1.1.1.2');
  await from('android-app://com.nhn.android.search/', '1.1.1.3');
  await from('https://www.google.co.kr/', '1.1.1.4');
  await from('https://search.daum.net/search?q=x', '1.1.1.5');
  await from('https://www.bing.com/search?q=x', '1.1.1.6');
  await from('https://blog.example.org/2026/11/our-visit?id=secret', '1.1.1.7');
  await from('https://www.example.test/product/list', '1.1.1.8');
  await from('https://example.test/', '1.1.1.9');
  await from('not a url', '1.1.1.10');
  const body = await stats();
  expect(body.today.views).toBe(10);
  expect(body.referrers).toEqual([
    { domain: 'naver.com', name: 'Naver', views: 3 },
    { domain: 'bing.com', name: 'Bing', views: 1 },
    { domain: 'blog.example.org', name: null, views: 1 },
    { domain: 'daum.net', name: 'Daum', views: 1 },
    { domain: 'google.com', name: 'Google', views: 1 },
  ]);
  const keys = await ctx.app.db.select({ key: visitDailyCount.key }).from(visitDailyCount);
  expect(JSON.stringify(keys)).not.toMatch(/query|secret|search\?/);
});

test('bots are counted apart: crawlers by user agent, and a visitor reading too fast', async () => {
  await visit('/', { agent: GOOGLEBOT, ip: '66.249.66.1' });
  await visit('/about', { agent: GOOGLEBOT, ip: '66.249.66.1' });
  await visit('/', { agent: YETI, ip: '211.249.40.1' });
  await visit('/', { agent: '', ip: '198.51.100.9' });
  await visit('/', { ip: '203.0.113.50' });
  let body = await stats();
  expect(body.today).toEqual({ visitors: 1, views: 1 });
  expect(body.range).toMatchObject({ botVisitors: 3, botViews: 4 });
  // A bot's pages are not among the people's.
  expect(body.pages).toEqual([{ path: '/', views: 1 }]);

  // A browser's user agent, more pages within a minute than a person reads: a bot from then on.
  const scraper = { ip: '192.0.2.77', agent: IPHONE };
  for (let n = 1; n <= BOT_PAGES_PER_MINUTE + 5; n += 1) {
    await visit(`/product/detail/${String(n)}`, scraper);
  }
  body = await stats();
  expect(body.today).toEqual({ visitors: 1, views: 1 + BOT_PAGES_PER_MINUTE });
  expect(body.range).toMatchObject({ botVisitors: 4, botViews: 4 + 5 });
  // Still a bot later that day, even when it slows down.
  await visit('/', scraper);
  body = await stats();
  expect(body.range).toMatchObject({ botVisitors: 4, botViews: 10 });
});

test('a person who turns bot in a later batch moves from the visitors to the bots', async () => {
  const scraper = { ip: '192.0.2.78', agent: WINDOWS };
  await visit('/', scraper);
  expect((await stats()).today).toEqual({ visitors: 1, views: 1 });
  for (let n = 0; n < BOT_PAGES_PER_MINUTE; n += 1) await visit('/', scraper);
  const body = await stats();
  expect(body.today).toEqual({ visitors: 0, views: BOT_PAGES_PER_MINUTE });
  expect(body.range).toMatchObject({ botVisitors: 1, botViews: 1 });
});

test('nothing stored names an address or a browser; past days keep no visitor hashes', async () => {
  // A counter starting (an instance) forgets the hashes of days before today at its first flush.
  await ctx.app.db
    .insert(visitDayVisitor)
    .values({ day: addDays(today(), -2), hash: 'x'.repeat(22) });
  const starting = createVisitCounter({
    db: ctx.app.db,
    visitorOf: (request, now) => ctx.app.visitorOf(request, now),
    log: ctx.app.log,
    siteOrigin: 'https://www.example.test',
    onError: (error) => {
      throw error;
    },
  });
  await starting.stop();
  const ips = ['203.0.113.91', '203.0.113.92'];
  for (const ip of ips) await visit('/', { ip, agent: IPHONE, referer: 'https://www.google.com/' });
  await ctx.app.visits.flush();
  const stored = JSON.stringify([
    await ctx.app.db.select().from(visitDayVisitor),
    await ctx.app.db.select().from(visitDaily),
    await ctx.app.db.select().from(visitDailyCount),
  ]);
  for (const ip of ips) expect(stored).not.toContain(ip);
  expect(stored).not.toMatch(/203\.0\.113|Mozilla|iPhone|Safari/);
  const hashes = await ctx.app.db.select().from(visitDayVisitor);
  expect(hashes.map((row) => row.day)).toEqual([today(), today()]);
  for (const row of hashes) expect(row.hash).toMatch(/^[\w-]{22}$/);
});

test('a log that cannot be written never fails a page, and its counts wait for the next flush', async () => {
  await ctx.app.db.execute(sql`alter table visit_daily rename to visit_daily_away`);
  try {
    expect((await visit('/', { ip: '203.0.113.60' })).statusCode).toBe(200);
    expect((await visit('/about', { ip: '203.0.113.61' })).statusCode).toBe(200);
    await expect(ctx.app.visits.flush()).rejects.toThrow();
    expect((await visit('/', { ip: '203.0.113.60' })).statusCode).toBe(200);
  } finally {
    await ctx.app.db.execute(sql`alter table visit_daily_away rename to visit_daily`);
  }
  const body = await stats();
  expect(body.today).toEqual({ visitors: 2, views: 3 });
  expect(body.pages).toEqual([
    { path: '/', views: 2 },
    { path: '/about', views: 1 },
  ]);
});

test('yesterday, this month and the record come from the days counted', async () => {
  const day = today();
  const yesterday = addDays(day, -1);
  const recordDay = addDays(day, -40);
  await ctx.app.db.insert(visitDaily).values([
    { day: yesterday, visitors: 12, views: 40, botViews: 7, botVisitors: 2 },
    { day: recordDay, visitors: 90, views: 300 },
    { day: addDays(day, -400), visitors: 90, views: 100 },
  ]);
  await visit('/', { ip: '203.0.113.70' });
  const body = await stats();
  expect(body.today).toEqual({ visitors: 1, views: 1 });
  expect(body.yesterday).toEqual({ visitors: 12, views: 40 });
  // The latest of equal days is the record.
  expect(body.record).toEqual({ day: recordDay, visitors: 90, views: 300 });
  expect(body.total).toEqual({ visitors: 193, views: 441 });
  const monthStart = `${day.slice(0, 8)}01`;
  expect(body.thisMonth.visitors).toBe(1 + (yesterday >= monthStart ? 12 : 0));
  expect(body.range).toEqual({ visitors: 13, views: 41, botVisitors: 2, botViews: 7 });

  const range = await stats(`?from=${recordDay}&to=${recordDay}`);
  expect(range.days).toEqual([
    { day: recordDay, visitors: 90, views: 300, botVisitors: 0, botViews: 0 },
  ]);
  expect(range.pages).toEqual([]);
});

test('a range counts exactly the pages viewed in it, whichever weeks and months it spans', async () => {
  // 120 days of views, each day's pages counted by the counter's own write.
  const day = today();
  const views = (ago: number) => (ago % 5) + 1;
  for (let ago = 0; ago < 120; ago++) {
    await writeVisitBatch(ctx.app.db, addDays(day, -ago), {
      views: views(ago),
      botViews: 0,
      visitors: new Map(),
      counts: new Map([
        ['page', new Map([[`/page/${String(ago % 3)}`, views(ago)]])],
        ['device', new Map([['desktop', views(ago)]])],
      ]),
    });
  }
  for (const [from, to] of [
    [119, 0],
    [89, 0],
    [29, 0],
    [0, 0],
    [64, 12],
    [40, 35],
    [119, 60],
  ] as const) {
    const range = await stats(`?from=${addDays(day, -from)}&to=${addDays(day, -to)}`);
    const pages = new Map<string, number>();
    let total = 0;
    for (let ago = to; ago <= from; ago++) {
      const path = `/page/${String(ago % 3)}`;
      pages.set(path, (pages.get(path) ?? 0) + views(ago));
      total += views(ago);
    }
    const label = `${String(from)}..${String(to)} days ago`;
    expect(new Map(range.pages.map((p) => [p.path, p.views])), label).toEqual(pages);
    expect(range.devices, label).toEqual([{ device: 'desktop', views: total }]);
  }
});

test('a range is checked: in order, a year at most, real dates', async () => {
  for (const query of [
    '?from=2026-03-02&to=2026-03-01',
    '?from=2025-01-01&to=2026-01-02',
    '?from=2026-02-30',
    '?from=yesterday',
  ]) {
    const res = await ctx.admin('GET', `/stats/visits${query}`);
    expect(res.statusCode, query).toBe(400);
  }
  const year = await stats('?from=2025-01-02&to=2026-01-02');
  expect(year.days).toHaveLength(366);
  const from = await stats('?from=2026-03-01');
  expect([from.from, from.to]).toEqual(['2026-03-01', '2026-03-30']);
});

test('every staff member sees the statistics; a visitor does not', async () => {
  expect((await ctx.call('GET', '/api/admin/v1/stats/visits', null)).statusCode).toBe(401);
  const staff = await createMember(ctx, { grade: 1 });
  const res = await ctx.call('GET', '/api/admin/v1/stats/visits', staff.token);
  expect(res.statusCode).toBe(200);
});

test('after the retention period only the days’ totals remain', async () => {
  expect(retentionStart('2026-11-27', 13)).toBe('2025-10-27');
  expect(retentionStart('2026-03-31', 1)).toBe('2026-03-03');
  const now = new Date();
  const cutoff = retentionStart(dayInKorea(now), 13);
  const expired = addDays(cutoff, -1);
  await ctx.app.db.insert(visitDaily).values([
    { day: expired, visitors: 5, views: 9 },
    { day: cutoff, visitors: 6, views: 8 },
  ]);
  await ctx.app.db.insert(visitDailyCount).values([
    { kind: 'page', day: expired, key: '/', views: 9 },
    { kind: 'device', day: expired, key: 'mobile', views: 9 },
    { kind: 'page', day: cutoff, key: '/', views: 8 },
  ]);
  // Weeks and months that ended before the cutoff go; those it falls in stay.
  const periods = [
    { period: 'month', start: monthOf(addDays(monthOf(cutoff), -1)) },
    { period: 'month', start: monthOf(cutoff) },
    { period: 'week', start: addDays(weekOf(cutoff), -7) },
    { period: 'week', start: weekOf(cutoff) },
  ] as const;
  await ctx.app.db
    .insert(visitPeriodCount)
    .values(periods.map((p) => ({ ...p, kind: 'page' as const, key: '/', views: 1 })));
  expect(await deleteExpiredVisitDetails(ctx.app.db, 13, now)).toBe(2);
  const details = await ctx.app.db.select().from(visitDailyCount);
  expect(details).toEqual([{ kind: 'page', day: cutoff, key: '/', views: 8 }]);
  const kept = await ctx.app.db.select().from(visitPeriodCount);
  expect(kept.map((row) => [row.period, row.start]).sort()).toEqual([
    ['month', monthOf(cutoff)],
    ['week', weekOf(cutoff)],
  ]);
  const days = await ctx.app.db.select().from(visitDaily).orderBy(visitDaily.day);
  expect(days.map((row) => [row.day, row.visitors])).toEqual([
    [expired, 5],
    [cutoff, 6],
  ]);
});

test('pages the web app shows without loading them count as page views when it tells the server', async () => {
  const view = (payload: unknown, agent = IPHONE) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/data/v1/visits/view',
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': agent, referer: 'https://www.example.test/' },
      payload: payload as object,
    });
  // The document the visitor landed on, from a search engine…
  expect(
    (await visit('/', { ip: '203.0.113.9', agent: IPHONE, referer: 'https://search.naver.com/x' }))
      .statusCode,
  ).toBe(200);
  // …then two pages shown by the web app, and staff pages and the API, which are not pages.
  for (const path of [
    '/product/list?page=2',
    '/product/detail/7?lang=en',
    '/admin/product',
    '/api/data/v1/place',
  ]) {
    expect((await view({ path })).statusCode).toBe(204);
  }
  // Not a path of this site, or not a page view at all: refused, nothing counted.
  for (const bad of [
    {},
    { path: '' },
    { path: 'https://elsewhere.example/' },
    { path: '//elsewhere.example/' },
    { path: `/${'a'.repeat(2_000)}` },
    { path: '/about', referrer: 'https://evil.example/' },
    [],
  ]) {
    const res = await view(bad);
    expect(res.statusCode).toBe(400);
  }
  const body = await stats();
  expect(body.today).toEqual({ visitors: 1, views: 3 });
  expect(body.pages).toEqual([
    { path: '/', views: 1 },
    { path: '/product/detail/7', views: 1 },
    { path: '/product/list', views: 1 },
  ]);
  // The site itself referred the pages it showed: the search engine counts once.
  expect(body.referrers).toEqual([{ domain: 'naver.com', name: 'Naver', views: 1 }]);
  expect(body.languages).toEqual([
    { language: 'ko', views: 2 },
    { language: 'en', views: 1 },
  ]);
  // A crawler that runs scripts is a bot here as on served pages.
  expect((await view({ path: '/about' }, GOOGLEBOT)).statusCode).toBe(204);
  const after = await stats();
  expect(after.today).toEqual({ visitors: 1, views: 3 });
  expect(after.days.at(-1)?.botViews).toBe(1);
});
