import { PRIVACY_NOTICE_VERSION } from '../../test/inquiries.ts';
import type { SearchInsight } from '@app/contract/search-insight';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { type App, buildApp } from '../../app.ts';
import { DatabaseBusyError } from '../../db/admission.ts';
import { openDatabase, queryRows } from '../../db/client.ts';
import { parseEnv } from '../../env.ts';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { bearer, createTestApp, useTestApp } from '../../test/app.ts';
import { browserUserAgent } from '../../test/browser.ts';
import { createCategory, createProduct } from '../../test/catalogue.ts';
import { openTestPostgres, testDbKind } from '../../test/database.ts';
import { proofOfWork } from '../../test/proof-of-work.ts';
import { insertEvents } from './search-insight.repository.ts';

// The search log and its report (issue 35), through the public API as visitors use it.

const ctx = useTestApp();
const today = () => dayInKorea(new Date());

/** A visitor: an address and a browser, as the day's hash tells people apart. */
const visitor = (n: number) => ({
  remoteAddress: `203.0.113.${String(n)}`,
  headers: { 'user-agent': browserUserAgent(n) },
});
type Visitor = ReturnType<typeof visitor>;

const search = async (who: Visitor, keyword: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/data/v1/product?keyword=${encodeURIComponent(keyword)}`,
    ...who,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: number }[] }>();
};
const open = async (who: Visitor, id: number) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/data/v1/product/${String(id)}`,
    ...who,
  });
  expect(res.statusCode).toBe(200);
};

/** The report for today, after everything pending is written. */
async function report(query = '') {
  // Recording hashes the visitor asynchronously: let it land, then settle every search.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await ctx.app.searchInsight.flush(true);
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/v1/search/insight?from=${today()}&to=${today()}${query}`,
    headers: bearer(ctx.adminToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchInsight>();
}
const row = (list: SearchInsight['top'], searched: string) =>
  list.find((r) => r.searched === searched);

test('what visitors meant is counted once, its forms together, with the result they opened and the inquiry that followed', async () => {
  const category = await createCategory(ctx, { name: '설비' });
  const fan = await createProduct(ctx, {
    categoryId: category.id,
    name: '환풍기 HF-200',
    code: 'HF-200',
  });
  await createProduct(ctx, { categoryId: category.id, name: '환풍기용 제어반' });
  await ctx.app.productSearch.rebuildWords();

  // One visitor typing on: one search. Two others reach the same word in other forms.
  for (const keyword of ['환', '환풍', '환풍기']) await search(visitor(1), keyword);
  await open(visitor(1), fan.id);
  await search(visitor(2), 'ghksvndrl');
  await search(visitor(3), 'ㅎㅍㄱ');

  const first = await report();
  expect(row(first.top, '환풍기')).toEqual({
    searched: '환풍기',
    searches: 3,
    empty: 0,
    clicks: 1,
    averagePosition: 1,
    inquiries: 0,
  });
  expect(first.routes).toEqual(
    expect.arrayContaining([
      { route: 'literal', searches: 1 },
      { route: 'keyboard', searches: 1 },
      { route: 'initials', searches: 1 },
    ]),
  );
  // The two that opened nothing found something: not yet clicked.
  expect(first.unclicked).toEqual([]);

  // A later click and an inquiry within the window count for the visitor's last search.
  await open(visitor(2), fan.id);
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/data/v1/inquiry',
    ...visitor(2),
    payload: {
      altcha: await proofOfWork(ctx.app, 'inquiry-create', visitor(2).remoteAddress),
      title: '환풍기 견적 문의',
      content: '수량 10대',
      authorName: '홍길동',
      email: 'hong@example.com',
      password: 'pass1234',
      privacyConsent: true,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const second = await report();
  expect(row(second.top, '환풍기')).toMatchObject({ searches: 3, clicks: 2, inquiries: 1 });
  expect(second.inquiryQueries.map((r) => r.searched)).toEqual(['환풍기']);
  expect(second.inquiryProducts).toEqual([{ id: fan.id, name: '환풍기 HF-200', inquiries: 1 }]);
  expect(second.totals).toMatchObject({ searches: 3, empty: 0, clicks: 2, inquiries: 1 });

  // English-site searches are reported apart when asked.
  expect((await report('&lang=en')).totals.searches).toBe(0);
});

test('a query that finds nothing stays on the to-do list until a synonym fixes it or staff dismiss it', async () => {
  await search(visitor(10), '환기팬');
  await search(visitor(11), 'galaxy s25');
  const before = await report();
  expect(before.empty.map((r) => r.searched).sort()).toEqual(['galaxy s25', '환기팬']);

  const synonym = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/search/synonyms',
    headers: bearer(ctx.adminToken),
    payload: { term: '환기팬', alternatives: ['환풍기'], bothWays: false },
  });
  expect(synonym.statusCode, synonym.body).toBe(201);
  const dismissed = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/search/insight/dismissed',
    headers: bearer(ctx.adminToken),
    payload: { searched: 'galaxy s25' },
  });
  expect(dismissed.statusCode).toBe(204);
  const after = await report();
  expect(after.empty).toEqual([]);
  // The history stays: the searches still count as they were.
  expect(row(after.top, '환기팬')).toMatchObject({ searches: 1, empty: 1 });
  expect((await search(visitor(12), '환기팬')).items.length).toBeGreaterThan(0);
});

test('phone numbers and e-mail addresses typed into the box are never stored, nor is any address', async () => {
  await search(visitor(20), '010-9876-5432');
  await search(visitor(21), 'kim@example.com 견적');
  await report();
  const rows = await queryRows(
    ctx.app.db,
    sql`select typed, searched, visitor from search_log where typed like '[%'`,
    z.object({ typed: z.string(), searched: z.string(), visitor: z.string().nullable() }),
  );
  const stored = JSON.stringify(rows);
  expect(stored).toContain('[phone]');
  expect(stored).toContain('[email]');
  expect(stored).not.toMatch(/9876|kim@|203\.0\.113/);
});

test("crawlers' searches are not logged, nor are their clicks", async () => {
  const category = await createCategory(ctx, { name: '크롤링' });
  const tank = await createProduct(ctx, { categoryId: category.id, name: '저장 탱크 ST-1' });
  await ctx.app.productSearch.rebuildWords();
  for (const agent of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
    '',
  ]) {
    const crawler = { remoteAddress: '198.51.100.7', headers: { 'user-agent': agent } };
    await search(crawler, '저장 탱크');
    await open(crawler, tank.id);
  }
  await search(visitor(40), '저장 탱크');
  expect(row((await report()).top, '저장 탱크')).toMatchObject({ searches: 1, clicks: 0 });
});

test('after the retention period only the daily counts remain, and hashes go with their day', async () => {
  await search(visitor(30), '펌프');
  await report();
  const count = async (table: string) => {
    const [result] = await queryRows(
      ctx.app.db,
      sql.raw(`select count(*)::int as n from ${table}`),
      z.object({ n: z.number() }),
    );
    return result?.n;
  };
  const daily = await count('search_daily');
  expect(await count('search_log')).toBeGreaterThan(0);
  // A day later the hashes are gone; fourteen months later the rows.
  await ctx.app.searchInsight.forget(new Date(Date.now() + 86_400_000));
  expect(await count('search_log where visitor is not null')).toBe(0);
  expect(await count('search_log')).toBeGreaterThan(0);
  await ctx.app.searchInsight.forget(new Date(Date.now() + 430 * 86_400_000));
  expect(await count('search_log')).toBe(0);
  expect(await count('search_daily')).toBe(daily);
});

test.each([
  ['a range that ends before it starts', 'from=2026-02-01&to=2026-01-01', 'querystring.from'],
  ['a range over the limit', 'from=2020-01-01&to=2026-01-01', 'querystring.to'],
  ['an unknown language', 'from=2026-01-01&to=2026-01-02&lang=jp', 'querystring.lang'],
  ['a date without its day', 'from=2026-01&to=2026-01-02', 'querystring.from'],
])('%s is a 400 naming the field', async (_name, query, field) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/v1/search/insight?${query}`,
    headers: bearer(ctx.adminToken),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
});

test('visitors cannot read the report or dismiss a query', async () => {
  const read = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/v1/search/insight?from=${today()}&to=${today()}`,
  });
  expect(read.statusCode).toBe(401);
  const dismiss = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/search/insight/dismissed',
    payload: { searched: '환기팬' },
  });
  expect(dismiss.statusCode).toBe(401);
  const empty = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/search/insight/dismissed',
    headers: bearer(ctx.adminToken),
    payload: { searched: '   ' },
  });
  expect(empty.statusCode).toBe(400);
});

test.runIf(testDbKind === 'postgres')(
  'keystrokes balanced across two instances are still one search, logged once',
  async () => {
    const database = await openTestPostgres('test_search_insight');
    const env = parseEnv({ NODE_ENV: 'test', SPAM_MIN_FILL_SECONDS: '0' });
    const apps = [
      await buildApp({ env, database, maxEventLoopDelayMs: 0 }),
      await buildApp({
        env,
        database: await openDatabase({ kind: 'postgres', url: database.url }),
        maxEventLoopDelayMs: 0,
      }),
    ];
    try {
      await Promise.all(apps.map((app) => app.ready()));
      const who = visitor(40);
      for (const [i, keyword] of ['밸', '밸브', '볼 밸브'].entries()) {
        const res = await (apps[i % 2] as App).inject({
          url: `/api/data/v1/product?keyword=${encodeURIComponent(keyword)}`,
          ...who,
        });
        expect(res.statusCode).toBe(200);
      }
      // '볼 밸브' does not extend '밸브': two searches, whichever instance settles them.
      // Both store first, as their 2 s timers do long before a visitor's 10 s idle settles it;
      // then both settle at once, and only one may log.
      await Promise.all(apps.map((app) => app.searchInsight.flush()));
      await Promise.all(apps.map((app) => app.searchInsight.flush(true)));
      const logged = await queryRows(
        database.db,
        sql`select typed from search_log order by at`,
        z.object({ typed: z.string() }),
      );
      expect(logged).toEqual([{ typed: '밸브' }, { typed: '볼 밸브' }]);
    } finally {
      // The second first: closing the first drops the scratch database.
      for (const app of apps.toReversed()) await app.close();
    }
  },
);

test('a backlog larger than one statement can carry is stored and logged whole', async () => {
  const before = await report();
  // 8,000 events of nine values each: past PostgreSQL's 65,535 parameters in one statement.
  const at = Date.now();
  await insertEvents(
    ctx.app.db,
    Array.from({ length: 8_000 }, (_, i) => ({
      at,
      day: today(),
      visitor: `bulk-${String(i)}`,
      kind: 'search' as const,
      keyword: '대량 검색',
      lang: 'ko' as const,
      category: null,
      place: null,
      sort: 'newest' as const,
    })),
  );
  const after = await report();
  expect(after.totals.searches - before.totals.searches).toBe(8_000);
});

test('a range counts exactly what was searched in it, whichever weeks and months it spans', async () => {
  // 100 days of searches, read back over ranges that take days, weeks and months in every mix.
  const now = Date.now();
  const searched = new Map<number, number>();
  const events = [];
  for (let ago = 0; ago < 100; ago++) {
    const at = now - ago * 86_400_000;
    const times = (ago % 3) + 1;
    searched.set(ago, times);
    for (let i = 0; i < times; i++) {
      events.push({
        at,
        day: dayInKorea(new Date(at)),
        visitor: null,
        kind: 'search' as const,
        keyword: `기간 ${String(ago % 4)}`,
        lang: 'ko' as const,
        category: null,
        place: null,
        sort: 'newest' as const,
      });
    }
  }
  await insertEvents(ctx.app.db, events);
  await ctx.app.searchInsight.flush(true);
  const day = (ago: number) => dayInKorea(new Date(now - ago * 86_400_000));
  // The last 90 and 365 days come from their rolling windows (search-windows.ts).
  for (const [from, to] of [
    [99, 0],
    [89, 0],
    [364, 0],
    [29, 0],
    [6, 0],
    [0, 0],
    [64, 12],
    [40, 35],
    [99, 60],
  ] as const) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/v1/search/insight?from=${day(from)}&to=${day(to)}`,
      headers: bearer(ctx.adminToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const counted = res
      .json<SearchInsight>()
      .top.filter((r) => r.searched.startsWith('기간'))
      .map((r) => [r.searched, r.searches, r.empty]);
    const expected = new Map<string, number>();
    for (let ago = to; ago <= from; ago++) {
      const keyword = `기간 ${String(ago % 4)}`;
      expected.set(keyword, (expected.get(keyword) ?? 0) + (searched.get(ago) ?? 0));
    }
    expect(new Map(counted.map(([q, n]) => [q, n])), `${day(from)}..${day(to)}`).toEqual(expected);
    // Nothing is in the catalogue: every one found nothing.
    expect(counted.every(([, n, empty]) => n === empty)).toBe(true);
  }
});

test('every query of a range exports as .xlsx or CSV, formulas neutralised; bad requests change nothing', async () => {
  for (const [n, keyword] of ['내보낼 검색어', '내보낼 검색어 둘', '=1+2 내보내기'].entries()) {
    await search(visitor(60 + n), keyword);
  }
  const { top } = await report();
  const exportFile = (query: string, token: string | null = ctx.adminToken) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/admin/v1/search/insight/export?from=${today()}&to=${today()}${query}`,
      headers: token === null ? {} : bearer(token),
    });

  const xlsx = await exportFile('');
  expect(xlsx.statusCode, xlsx.body).toBe(200);
  expect(xlsx.headers['content-disposition']).toBe(
    `attachment; filename="searches-${today()}-${today()}.xlsx"`,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(xlsx.rawPayload).buffer);
  const sheet = workbook.getWorksheet('검색어');
  const rows: unknown[][] = [];
  sheet?.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  expect(rows[0]).toEqual([
    '검색어',
    '검색',
    '결과 없음',
    '클릭',
    '클릭률 (%)',
    '평균 클릭 위치',
    '문의',
  ]);
  // Every query, not the report's first rows only, most searched first.
  expect(rows.length - 1).toBeGreaterThanOrEqual(top.length);
  const searches = rows.slice(1).map((r) => Number(r[1]));
  expect(searches).toEqual([...searches].sort((a, b) => b - a));
  expect(rows.find((r) => r[0] === '내보낼 검색어 둘')?.slice(0, 4)).toEqual([
    '내보낼 검색어 둘',
    1,
    1,
    0,
  ]);

  const csv = await exportFile('&format=csv&sheet=en&lang=ko');
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  const text = csv.rawPayload.toString('utf8');
  expect(
    text.startsWith(
      '\uFEFFQuery,Searches,Found nothing,Clicks,Click rate (%),Average position,Inquiries\r\n',
    ),
  ).toBe(true);
  expect(text).toContain(`'=1+2 내보내기,1,1,0,,,0\r\n`);

  expect((await exportFile('&format=pdf')).statusCode).toBe(400);
  expect((await exportFile('', null)).statusCode).toBe(401);
  const backwards = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/v1/search/insight/export?from=${today()}&to=2020-01-01`,
    headers: bearer(ctx.adminToken),
  });
  expect(backwards.statusCode).toBe(400);
});

test('a settling that fails (visitors filling the pool) keeps its events and ends nothing', async () => {
  const own = await createTestApp();
  try {
    // Settling answers each search again through the public reads, which shed under load.
    own.app.searchInsight.answerWith(() => Promise.reject(new DatabaseBusyError()));
    const res = await own.app.inject({
      url: `/api/data/v1/product?keyword=${encodeURIComponent('밀려난 검색')}`,
      ...visitor(90),
    });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(own.app.searchInsight.flush(true)).rejects.toThrow(DatabaseBusyError);
    // A rejection nobody awaited would surface now and fail this run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [left] = await queryRows(
      own.app.db,
      sql`select count(*)::int as n from search_event where keyword = ${'밀려난 검색'}`,
      z.object({ n: z.number() }),
    );
    expect(left?.n).toBe(1);
  } finally {
    await own.close();
  }
});
