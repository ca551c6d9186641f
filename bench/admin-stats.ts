/**
 * Admin home benchmark: GET /api/admin/v1/stats on 100,000 products (plus inquiries and posts),
 * as the time of one stats read next to one primary-key lookup measured in the same run, and
 * the plan of each query. Run with `npm run bench:stats` (`BENCH_PRODUCTS` for another size).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ensureFirstAdmin } from '../apps/server/src/bootstrap/first-admin.ts';
import { type Db, queryRows } from '../apps/server/src/db/client.ts';
import { readAdminStats } from '../apps/server/src/modules/stats/stats.repository.ts';
import { openBenchDatabase, postgresAvailable, startApp } from './lib/target.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = 30;

const ADMIN = { loginId: 'bench', password: 'bench-password-1' };

async function seed(db: Db) {
  await ensureFirstAdmin(db, ADMIN);
  await db.execute(sql`insert into category (name) values ('bench')`);
  await db.execute(sql`
    insert into product (name, category_id, status, view_count, created_at)
    select 'product ' || g, (select min(id) from category),
           case when g % 10 = 0 then 'draft' else 'published' end,
           (g::bigint * 7919) % 5000, now() - (g % 365) * interval '1 day'
    from generate_series(1, ${PRODUCTS}) g`);
  await db.execute(sql`
    insert into inquiry (title, content, author_name, email, password_hash, status,
                         privacy_consent_at, privacy_notice_version, created_at)
    select 'q' || g, 'c', 'a', 'a@example.com', 'x',
           case when g % 3 = 0 then 'received' else 'answered' end,
           now(), 'bench', now() - (g % 200) * interval '1 day'
    from generate_series(1, 20000) g`);
  await db.execute(sql`insert into board (slug, name) values ('bench', 'bench')`);
  await db.execute(sql`
    insert into post (board_id, title, content, search_text, author_name, created_at)
    select (select min(id) from board), 't' || g, '<p>c</p>', 't', 'a', now() - (g % 400) * interval '1 day'
    from generate_series(1, 5000) g`);
  // PGlite has no autovacuum: VACUUM sets the visibility map that index-only counts rely on.
  await db.execute(sql`vacuum analyze`);
  // The counters the dashboard reads must be what count(*) finds, or their speed means nothing.
  const drift = await queryRows(
    db,
    sql`select c.table_name, c.status from status_count c
        where c.count <> case c.table_name
          when 'product' then (select count(*) from product p where p.status = c.status)
          else (select count(*) from inquiry i where i.status = c.status) end`,
    z.object({ table_name: z.string(), status: z.string() }),
  );
  if (drift.length > 0) throw new Error(`status counters disagree: ${JSON.stringify(drift)}`);
}

async function median(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)] ?? 0;
}

async function plan(db: Db, query: ReturnType<typeof sql>) {
  const rows = await queryRows(db, sql`explain ${query}`, z.object({ 'QUERY PLAN': z.string() }));
  return rows.map((r) => r['QUERY PLAN'].trim()).join(' | ');
}

async function run(kind: 'pglite' | 'postgres') {
  const database = await openBenchDatabase(kind);
  const { app } = await startApp(database);
  try {
    const { db } = database;
    await seed(db);
    const login = await app.inject({ method: 'POST', url: '/api/auth', payload: ADMIN });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const endpoint = () => app.inject({ url: '/api/admin/v1/stats', headers });
    await endpoint();
    const lookup = await median(() => db.execute(sql`select * from product where id = 4242`));
    const uncached = await median(() => readAdminStats(db));
    const served = await median(endpoint);
    const ratio = (ms: number) => `${(ms / lookup).toFixed(1)}× the lookup`;
    console.log(`\n${kind}: ${PRODUCTS.toLocaleString()} products, median of ${RUNS}`);
    console.log(`  one primary-key lookup       ${lookup.toFixed(2)} ms`);
    console.log(`  stats computed (cache miss)  ${uncached.toFixed(2)} ms  (${ratio(uncached)})`);
    console.log(`  GET /stats (cache hit)       ${served.toFixed(2)} ms  (${ratio(served)})`);
    for (const [label, query] of [
      ['status counters', sql`select * from status_count`],
      // What the counters replaced, for comparison: it grows with the catalogue.
      ['published count(*)', sql`select count(*) from product where status = 'published'`],
      [
        'posts this week',
        sql`select count(*) from post where created_at >= date_trunc('week', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul'`,
      ],
      [
        'inquiries (12 wk)',
        sql`select date_trunc('week', created_at at time zone 'Asia/Seoul'), count(*) from inquiry
            where created_at >= now() - interval '12 weeks' group by 1`,
      ],
      [
        'most viewed',
        sql`select id from product where view_count > 0 order by view_count desc, id desc limit 5`,
      ],
    ] as const) {
      const ms = await median(() => db.execute(query));
      console.log(
        `  ${label.padEnd(18)} ${ms.toFixed(2).padStart(6)} ms  ${await plan(db, query)}`,
      );
    }
  } finally {
    await app.close();
  }
}

await run('pglite');
if (await postgresAvailable()) await run('postgres');
else console.log('\nPostgreSQL not reachable: skipped the PostgreSQL run.');
