/**
 * Search insight benchmark (issue 35): what recording a search costs on the request path, and
 * how fast the staff report reads at a large log. Seeds `search_daily` as 13 months of
 * BENCH_SEARCHES searches (10,000,000 by default) over BENCH_QUERIES distinct queries (a
 * Zipf-like spread: a few queries are most searches) with their weekly and monthly roll-ups,
 * then times the report for 1, 7, 30, 90 and 365 days (the screen's choices) beside a
 * primary-key lookup and the last 90 and 365 days read from the roll-ups (the previous version,
 * before rolling windows) measured in the same run, and what building and rolling the windows
 * costs. PostgreSQL, and PGlite at a tenth.
 * Run with `npm run bench:insight`.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../apps/server/src/db/client.ts';
import { ensureFirstAdmin } from '../apps/server/src/bootstrap/first-admin.ts';
import { searchWindowState } from '../apps/server/src/db/schema/index.ts';
import {
  SEARCH_WINDOWS,
  rollSearchWindows,
} from '../apps/server/src/modules/search-insight/search-windows.ts';
import { openBenchDatabase, postgresAvailable, startApp } from './lib/target.ts';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10_000_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 50_000);
const DAYS = 396;
const RUNS = 20;
const ADMIN = { loginId: 'bench', password: 'bench-password-1' };

/**
 * Daily rows as the log would leave them: query q is searched about SEARCHES / (q · H) times in
 * all (H the harmonic number), spread over the days it appears on; every fifth finds nothing.
 */
async function seed(db: Db, searches: number) {
  const harmonic = Math.log(QUERIES) + 0.5772;
  await db.execute(sql`
    insert into search_daily (day, searched, lang, searches, empty, clicks, position_sum, inquiries)
    select d.day, '검색어 ' || q, case when q % 7 = 0 then 'en' else 'ko' end, per_day,
           case when q % 5 = 0 then per_day else 0 end,
           case when q % 5 = 0 then 0 else per_day / 2 end,
           case when q % 5 = 0 then 0 else per_day end,
           case when q % 50 = 0 then 1 else 0 end
    from generate_series(1, ${QUERIES}) q
    cross join lateral (select greatest(1, round(${searches}::float8 / (q * ${harmonic}::float8)))::int as total) t
    cross join lateral (
      select least(${DAYS}, t.total)::int as days, greatest(1, t.total / ${DAYS})::int as per_day
    ) s
    cross join lateral (
      select (current_date - ((g * 7919 + q) % ${DAYS}))::date as day
      from generate_series(1, s.days) g
    ) d
    on conflict do nothing`);
  // Their roll-ups, as the log writes them beside the daily rows.
  await db.execute(sql`
    insert into search_period (kind, start, searched, lang, searches, empty, clicks, position_sum,
      inquiries, last_empty)
    select p.kind, p.start, d.searched, d.lang, sum(d.searches), sum(d.empty), sum(d.clicks),
      sum(d.position_sum), sum(d.inquiries), max(d.day) filter (where d.empty > 0)
    from search_daily d
    cross join lateral (values ('week', date_trunc('week', d.day)::date),
      ('month', date_trunc('month', d.day)::date)) p(kind, start)
    group by p.kind, p.start, d.searched, d.lang`);
  await db.execute(sql`
    insert into search_daily_route (day, lang, route, searches)
    select current_date - g, 'ko', r, 100 from generate_series(0, ${DAYS}) g,
      unnest(array['literal','synonym','spacing','keyboard','initials','prefix','typo']) r`);
  await db.execute(sql`vacuum analyze`);
}

const percentile = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;

async function timed(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

const day = (offset: number) => {
  const d = new Date(Date.now() - offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(d);
};

async function run(kind: 'pglite' | 'postgres') {
  const searches = kind === 'postgres' ? SEARCHES : SEARCHES / 10;
  const database = await openBenchDatabase(kind);
  const { app } = await startApp(database);
  try {
    await ensureFirstAdmin(database.db, ADMIN);
    const seeded = performance.now();
    await seed(database.db, searches);
    const [rows] = await queryRows(
      database.db,
      sql`select count(*)::int as n from search_daily`,
      z.object({ n: z.number() }),
    );
    console.log(
      `\n${kind}: ${searches.toLocaleString()} searches as ${String(rows?.n ?? 0)} daily rows (${String(Math.round(performance.now() - seeded))} ms to seed)`,
    );

    // The request path: hash the visitor and push the event, per search recorded.
    const client = {
      ip: '203.0.113.9',
      headers: {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
    };
    app.searchInsight.searched(client, {
      keyword: '환풍기',
      lang: 'ko',
      category: null,
      place: null,
      sort: 'newest',
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const recordings = 20_000;
    const cpu = process.cpuUsage();
    for (let i = 0; i < recordings; i++) {
      app.searchInsight.searched(
        { ip: `203.0.113.${String(i % 250)}`, headers: client.headers },
        {
          keyword: `환풍기 ${String(i % 50)}`,
          lang: 'ko',
          category: null,
          place: null,
          sort: 'newest',
        },
      );
    }
    await new Promise((resolve) => setImmediate(resolve));
    const used = process.cpuUsage(cpu);
    console.log(
      `recording a search: ${((used.user + used.system) / recordings).toFixed(1)} µs of CPU on the request path`,
    );
    // A whole search request (the product API, its answer cached), recording on and off,
    // alternating to share the machine's noise.
    const searchRequest = (n: number) =>
      app.inject({
        url: `/api/data/v1/product?keyword=${encodeURIComponent('환풍기')}`,
        remoteAddress: `10.1.0.${String(n % 250)}`,
        headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0.0.0 Safari/537.36' },
      });
    const searched = app.searchInsight.searched.bind(app.searchInsight);
    const cpuOf = { on: 0, off: 0 };
    const ROUNDS = 20;
    const PER_ROUND = 250;
    for (let n = 0; n < 500; n++) await searchRequest(n);
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of ['on', 'off'] as const) {
        app.searchInsight.searched = mode === 'on' ? searched : () => undefined;
        const start = process.cpuUsage();
        for (let n = 0; n < PER_ROUND; n++) await searchRequest(n);
        const spent = process.cpuUsage(start);
        cpuOf[mode] += spent.user + spent.system;
      }
    }
    app.searchInsight.searched = searched;
    const per = (micros: number) => micros / (ROUNDS * PER_ROUND);
    console.log(
      `search request (inject): ${per(cpuOf.on).toFixed(1)} µs CPU logged, ${per(cpuOf.off).toFixed(1)} µs not: +${(per(cpuOf.on) - per(cpuOf.off)).toFixed(1)} µs`,
    );
    // Logged now, so settling them does not run beside the report's timings.
    await app.searchInsight.flush(true);

    const login = await app.inject({ method: 'POST', url: '/api/auth', payload: ADMIN });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const lookup = await timed(() => database.db.execute(sql`select * from member where id = 1`));
    console.log(`baseline, a primary-key lookup: p50 ${lookup.p50.toFixed(2)} ms`);
    for (const days of [1, 7, 30, 90, 365]) {
      const report = () =>
        app.inject({
          url: `/api/admin/v1/search/insight?from=${day(days - 1)}&to=${day(0)}`,
          headers,
        });
      const first = await report();
      if (first.statusCode !== 200) throw new Error(first.body);
      const t = await timed(report);
      console.log(
        `report, ${String(days)} days: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`,
      );
    }
    // The previous version, in the same run: the last 90 and 365 days from the roll-ups, as
    // when their windows are out of date.
    await database.db.update(searchWindowState).set({ asOf: null });
    for (const days of SEARCH_WINDOWS) {
      const t = await timed(() =>
        app.inject({
          url: `/api/admin/v1/search/insight?from=${day(days - 1)}&to=${day(0)}`,
          headers,
        }),
      );
      console.log(
        `report, ${String(days)} days from the roll-ups (before): p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`,
      );
    }
    // What keeping the windows costs: building them (a first start), rolling them a day.
    for (const [what, to] of [
      ['building the windows', day(0)],
      ['rolling them a day', day(-1)],
    ] as const) {
      const start = performance.now();
      await rollSearchWindows(database.db, to);
      console.log(`${what}: ${(performance.now() - start).toFixed(0)} ms`);
    }
  } finally {
    // The app closes its database.
    await app.close();
  }
}

await run('pglite');
if (await postgresAvailable()) await run('postgres');
else console.log('\nPostgreSQL not reachable: its run is skipped.');
