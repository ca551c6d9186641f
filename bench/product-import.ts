/**
 * Product spreadsheets benchmark (issue 15): exports BENCH_ROWS products (50,000 unless told) as
 * .xlsx and CSV, imports the .xlsx into an emptied catalogue (every row created) and the CSV
 * over it (every row updated), on PGlite and on PostgreSQL when reachable. Prints rows per
 * second of each step and the process's resident memory before it and at its peak (sampled
 * while it runs; PGlite's memory is part of it). Run with `npm run bench:import`.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { ProductImportJob } from '../packages/contract/src/product-import.ts';
import { ensureFirstAdmin } from '../apps/server/src/bootstrap/first-admin.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { multipart } from '../apps/server/src/test/multipart.ts';
import { openBenchDatabase, postgresAvailable, startApp } from './lib/target.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const ADMIN = { loginId: 'bench', password: 'bench-password-1' };

async function seed(db: Db) {
  await ensureFirstAdmin(db, ADMIN);
  await db.execute(sql`insert into category (name) values ('bench')`);
  await db.execute(sql`insert into place (name) values ('bench place')`);
  await db.execute(sql`
    insert into product (name, code, summary, description, category_id, place_id, specs, status)
    select 'product ' || g, 'B-' || g, 'summary ' || g, '<p>description ' || g || '</p>',
           (select min(id) from category), (select min(id) from place),
           jsonb_build_array(jsonb_build_object('label', 'weight', 'value', g || ' kg')),
           case when g % 10 = 0 then 'draft' else 'published' end
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`analyze`);
}

const rssMb = () => process.memoryUsage.rss() / 1024 / 1024;

/** The highest resident memory while `work` runs, sampled every 20 ms, and the result. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = rssMb();
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb());
  }, 20);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, rssMb()) };
  } finally {
    clearInterval(sampler);
  }
}

async function run(kind: 'pglite' | 'postgres') {
  const database = await openBenchDatabase(kind);
  const { app } = await startApp(database);
  try {
    await seed(database.db);
    const login = await app.inject({ method: 'POST', url: '/api/auth', payload: ADMIN });
    const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    console.log(`\n${kind}: ${ROWS.toLocaleString()} products`);
    const step = async <T>(label: string, work: () => Promise<T>) => {
      const before = rssMb();
      const start = performance.now();
      const { result, peakMb } = await withPeakRss(work);
      const seconds = (performance.now() - start) / 1000;
      const rate = Math.round(ROWS / seconds).toLocaleString();
      console.log(
        `  ${label.padEnd(24)} ${seconds.toFixed(1).padStart(6)} s  ${rate.padStart(7)} rows/s` +
          `  RSS ${before.toFixed(0)} MB before, peak ${peakMb.toFixed(0)} MB`,
      );
      return result;
    };
    const exported = async (format: 'xlsx' | 'csv') => {
      const res = await app.inject({
        url: `/api/admin/v1/product/export?format=${format}`,
        headers: auth,
      });
      if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode}`);
      return res.rawPayload;
    };
    const imported = async (sheet: Buffer, name: string) => {
      const inspect = multipart([{ name, data: sheet }]);
      const inspected = await app.inject({
        method: 'POST',
        url: '/api/admin/v1/product/import/inspect',
        headers: { ...auth, ...inspect.headers },
        payload: inspect.payload,
      });
      const { mapping } = inspected.json<{ mapping: unknown[] }>();
      const body = multipart([{ name, data: sheet }], { mapping: JSON.stringify(mapping) });
      const started = await app.inject({
        method: 'POST',
        url: '/api/admin/v1/product/import',
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      if (started.statusCode !== 202) throw new Error(`import: ${started.body}`);
      const { id } = started.json<ProductImportJob>();
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const job = (
          await app.inject({ url: `/api/admin/v1/product/import/${String(id)}`, headers: auth })
        ).json<ProductImportJob>();
        if (job.status !== 'running') return job;
      }
    };
    const xlsx = await step('export .xlsx', () => exported('xlsx'));
    const csv = await step('export CSV', () => exported('csv'));
    await database.db.execute(sql`delete from product`);
    const created = await step('import .xlsx (create)', () => imported(xlsx, 'products.xlsx'));
    const updated = await step('import CSV (update)', () => imported(csv, 'products.csv'));
    for (const job of [created, updated]) {
      if (job.status !== 'done' || job.refused > 0) throw new Error(JSON.stringify(job));
    }
  } finally {
    // Closing the app closes its database too.
    await app.close();
  }
}

await run('pglite');
if (await postgresAvailable()) await run('postgres');
else console.log('\nPostgreSQL not reachable: skipped the PostgreSQL run.');
