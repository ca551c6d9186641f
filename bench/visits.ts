/**
 * Visitor statistics benchmark (decision 22):
 * 1. CPU of recording a page view on the request path: `app.visits.record` for 100,000 views of
 *    2,000 visitors, beside the same loop recording nothing; and a page request through the
 *    server (app.inject, a kept page) with counting on and off.
 * 2. The statistics screen's p95 (GET /api/admin/v1/stats/visits) on 13 months of breakdowns
 *    (BENCH_PAGES pages and 300 referrers a day) and three years of daily totals.
 * Run with `npm run bench:visits`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../apps/server/src/app.ts';
import { ensureFirstAdmin } from '../apps/server/src/bootstrap/first-admin.ts';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';
import { parseEnv } from '../apps/server/src/env.ts';
import type { PageRequest } from '../apps/server/src/modules/visits/visit-counter.ts';
import { openBenchDatabase, postgresAvailable } from './lib/target.ts';

const VIEWS = 100_000;
const PAGES_PER_DAY = Number(process.env.BENCH_PAGES ?? 2_000);
const RUNS = 40;
const ADMIN = { loginId: 'bench', password: 'bench-password-1' };

/** A web build whose one page is always the same (kept after its first render). */
function standInBuild(): { webRoot: string; remove: () => void } {
  const build = mkdtempSync(join(tmpdir(), 'bench-web-'));
  mkdirSync(join(build, 'dist'));
  mkdirSync(join(build, 'dist-server'));
  writeFileSync(join(build, 'dist', 'index.html'), '<!doctype html><!--app-head-->');
  writeFileSync(
    join(build, 'dist-server', 'entry-server.js'),
    `export const createPageRenderer = () => async () => ({ kind: 'page', status: 200, html: '<p>page</p>' });`,
  );
  return {
    webRoot: join(build, 'dist'),
    remove: () => {
      rmSync(build, { recursive: true });
    },
  };
}

async function startApp(database: Database, webRoot: string) {
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.co.kr' }),
    database,
    webRoot,
  });
  await app.ready();
  return app;
}

const cpuMicros = (usage: NodeJS.CpuUsage) => usage.user + usage.system;

function requests(): PageRequest[] {
  const agents = [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  ];
  const referrers = [
    '',
    'https://search.naver.com/search.naver?query=x',
    'https://www.example.co.kr/',
  ];
  return Array.from({ length: VIEWS }, (_, i) => {
    const visitor = i % 2_000;
    return {
      url: `/product/detail/${String(i % 500)}${i % 5 === 0 ? '?lang=en' : ''}`,
      ip: `10.0.${String(visitor >> 8)}.${String(visitor & 255)}`,
      headers: {
        'user-agent': `${agents[visitor % agents.length] ?? ''} v${String(visitor % 50)}`,
        referer: referrers[i % referrers.length] ?? '',
      },
    };
  });
}

async function recordCost(app: Awaited<ReturnType<typeof startApp>>) {
  const views = requests();
  const drain = () => new Promise((resolve) => setImmediate(resolve));
  // Warm up: the day's salt read, the JIT.
  for (const view of views.slice(0, 5_000)) app.visits.record(view);
  await app.visits.flush();
  let sink = 0;
  const noop = (view: PageRequest) => {
    sink += view.url.length;
  };
  // In bursts of 100, as requests arrive: each burst's hashing finishes before the next.
  const burst = async (record: (view: PageRequest) => void) => {
    const started = process.cpuUsage();
    for (let start = 0; start < views.length; start += 100) {
      for (const view of views.slice(start, start + 100)) record(view);
      await drain();
    }
    return cpuMicros(process.cpuUsage(started));
  };
  const base = await burst(noop);
  const recorded = await burst((view) => {
    app.visits.record(view);
  });
  const flushStart = performance.now();
  await app.visits.flush();
  const flushMs = performance.now() - flushStart;
  console.log(
    `  record a page view          ${((recorded - base) / VIEWS).toFixed(2)} µs CPU (${String(sink > 0)})`,
  );
  console.log(
    `  flush of ${VIEWS.toLocaleString()} views (off the request path): ${flushMs.toFixed(0)} ms`,
  );

  // A whole page request, counting on and off, alternating to share the machine's noise.
  const page = (n: number) =>
    app.inject({
      url: '/about',
      remoteAddress: `10.1.0.${String(n % 250)}`,
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0.0.0 Safari/537.36' },
    });
  const record = app.visits.record.bind(app.visits);
  const off = () => undefined;
  const cpu = { on: 0, off: 0 };
  const ROUNDS = 40;
  const PER_ROUND = 250;
  for (let n = 0; n < 500; n++) await page(n);
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of ['on', 'off'] as const) {
      app.visits.record = mode === 'on' ? record : off;
      const start = process.cpuUsage();
      for (let n = 0; n < PER_ROUND; n++) await page(n);
      cpu[mode] += cpuMicros(process.cpuUsage(start));
    }
  }
  app.visits.record = record;
  const per = (micros: number) => micros / (ROUNDS * PER_ROUND);
  console.log(
    `  page request (inject)       ${per(cpu.on).toFixed(1)} µs CPU counted, ${per(cpu.off).toFixed(1)} µs not: +${(per(cpu.on) - per(cpu.off)).toFixed(1)} µs`,
  );
}

async function seed(app: Awaited<ReturnType<typeof startApp>>) {
  const { db } = app;
  await ensureFirstAdmin(db, ADMIN);
  // Only the seeded days: not what the CPU measurement recorded, nor a flush of it meanwhile.
  await app.visits.stop();
  await db.execute(
    sql`truncate visit_daily, visit_daily_count, visit_period_count, visit_day_visitor`,
  );
  // Three years of totals; 13 months of breakdowns (the default retention).
  await db.execute(sql`
    insert into visit_daily (day, views, visitors, bot_views, bot_visitors)
    select d::date, 5000 + (g * 7919) % 3000, 800 + (g * 104729) % 700, 900, 40
    from generate_series(1, 1095) g, lateral (select current_date - g as d) x`);
  await db.execute(sql`
    insert into visit_daily_count (kind, day, key, views)
    select 'page', current_date - d, '/product/detail/' || p, 1 + (d * p) % 37
    from generate_series(0, 395) d, generate_series(1, ${PAGES_PER_DAY}) p`);
  await db.execute(sql`
    insert into visit_daily_count (kind, day, key, views)
    select 'referrer', current_date - d, 'site' || r || '.example.com', 1 + (d * r) % 11
    from generate_series(0, 395) d, generate_series(1, 300) r`);
  await db.execute(sql`
    insert into visit_daily_count (kind, day, key, views)
    select k.kind, current_date - d, k.key, 100 + d
    from generate_series(0, 395) d,
         (values ('device', 'mobile'), ('device', 'tablet'), ('device', 'desktop'),
                 ('language', 'ko'), ('language', 'en')) k(kind, key)`);
  // Their weekly and monthly roll-ups, as each flush writes them beside the days.
  await db.execute(sql`
    insert into visit_period_count (period, start, kind, key, views)
    select p.period, p.start, d.kind, d.key, sum(d.views) from visit_daily_count d
    cross join lateral (values ('week', date_trunc('week', d.day)::date),
      ('month', date_trunc('month', d.day)::date)) p(period, start)
    group by p.period, p.start, d.kind, d.key`);
  await db.execute(sql`vacuum analyze`);
}

async function screen(kind: 'pglite' | 'postgres', app: Awaited<ReturnType<typeof startApp>>) {
  const login = await app.inject({ method: 'POST', url: '/api/auth', payload: ADMIN });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const [count] = await queryRows(
    app.db,
    sql`select count(*) as n from visit_daily_count`,
    z.object({ n: z.coerce.number() }),
  );
  console.log(`  ${(count?.n ?? 0).toLocaleString()} breakdown rows`);
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const back = (days: number) =>
    new Date(Date.parse(today) - days * 86_400_000).toISOString().slice(0, 10);
  for (const [label, days] of [
    ['30 days', 29],
    ['a year', 365],
  ] as const) {
    const url = `/api/admin/v1/stats/visits?from=${back(days)}&to=${today}`;
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const start = performance.now();
      const res = await app.inject({ url, headers });
      if (res.statusCode !== 200) throw new Error(res.body);
      if (i >= 3) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1);
    console.log(`  ${kind} screen, ${label.padEnd(8)} p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  }
  // The previous version, in the same run: the year's breakdowns summed from its days alone.
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const start = performance.now();
    await app.db.execute(sql`select kind, key, views from (
        select kind, key, sum(views) as views, row_number() over (partition by kind
          order by sum(views) desc, key collate "C") as rank
        from visit_daily_count where day between ${back(365)} and ${today}
        group by kind, key) ranked where rank <= 20`);
    if (i >= 3) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1);
  console.log(
    `  a year's breakdowns from the days alone (before): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`,
  );
}

const build = standInBuild();
try {
  for (const kind of ['pglite', 'postgres'] as const) {
    if (kind === 'postgres' && !(await postgresAvailable())) {
      console.log('\nPostgreSQL not reachable: skipped the PostgreSQL run.');
      continue;
    }
    const database = await openBenchDatabase(kind);
    const app = await startApp(database, build.webRoot);
    try {
      console.log(`\n${kind}`);
      if (kind === 'pglite') await recordCost(app);
      await seed(app);
      await screen(kind, app);
    } finally {
      // Closing the app closes its database.
      await app.close();
    }
  }
} finally {
  build.remove();
}
