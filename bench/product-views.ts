/**
 * What counting product page views writes (issue 29): WAL bytes and product row writes per
 * 1,000 product page views on PostgreSQL at BENCH_PRODUCTS (1,000,000) products, the views
 * spread over 5,000 products as a crawler's or a busy day's are. Run with
 * `npm run bench:views`.
 *
 * - After: the real server, in a process of its own, answering 1,000 product reads from this
 *   process; its flush writes the pending counts (`product_view_delta`). Then the hourly fold
 *   (the server's own code, `createViewCounter(…).fold()`, run here) adds them to their
 *   products, per product folded.
 * - Before: the previous version's statement (`update product set view_count = view_count + n`,
 *   20 products a statement), run here on the same 1,000 views, last (its dead row versions
 *   would make the server's reads prune pages, and log them, in the other measurements).
 * A CHECKPOINT starts each measurement, so each pays the full pages a running site pays after
 * its checkpoints. The freshly seeded catalogue is vacuumed (frozen) first and autovacuum is
 * off for the run, so neither side counts the seed's own clean-up. The database is a scratch
 * one, dropped at the end.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { seededRandom } from '../apps/server/src/lib/seeded-random.ts';
import { type Db, openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { intArray } from '../apps/server/src/db/int-array.ts';
import { createViewCounter } from '../apps/server/src/modules/product/product-views.ts';
import { SCRIPTS, cleanUp, runScript, startServer, stopServer } from './lib/processes.ts';
import { prepareSite } from './lib/site.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const VIEWED_PRODUCTS = 5_000;
const VIEWS = 1_000;
/** The previous version wrote this many products per statement. */
const OLD_CHUNK = 20;
/** The traffic: product pages a second. */
const PAGES_PER_SECOND = 100;

const random = seededRandom(29);
/** An idle backend reports its statistics within 10 s. */
const STATISTICS_DELAY_MS = 11_000;

interface Written {
  walBytes: number;
  /** Product rows rewritten with every index (not HOT). */
  productRowWrites: number;
  /** One entry per index of the table for each such write (GIN indexes hold more). */
  indexEntries: number;
}

async function snapshot(db: Db) {
  const [row] = await queryRows(
    db,
    sql`select pg_current_wal_lsn()::text as lsn,
      (select n_tup_upd - n_tup_hot_upd from pg_stat_user_tables where relname = 'product') as cold,
      (select count(*) from pg_index where indrelid = 'product'::regclass) as indexes`,
    z.object({ lsn: z.string(), cold: z.coerce.number(), indexes: z.coerce.number() }),
  );
  if (row === undefined) throw new Error('no snapshot');
  return row;
}

const lsnBytes = (lsn: string) => {
  const [high = '0', low = '0'] = lsn.split('/');
  return Number.parseInt(high, 16) * 2 ** 32 + Number.parseInt(low, 16);
};

/** What `work` wrote, from a checkpoint on; statistics are flushed before each reading. */
async function measure(db: Db, work: () => Promise<void>): Promise<Written> {
  await db.execute(sql`checkpoint`);
  await sleep(STATISTICS_DELAY_MS);
  const before = await snapshot(db);
  await work();
  await sleep(STATISTICS_DELAY_MS);
  const after = await snapshot(db);
  const productRowWrites = after.cold - before.cold;
  return {
    walBytes: lsnBytes(after.lsn) - lsnBytes(before.lsn),
    productRowWrites,
    indexEntries: productRowWrites * after.indexes,
  };
}

async function pendingViews(db: Db) {
  const [row] = await queryRows(
    db,
    sql`select coalesce(sum(views), 0) as views, count(*) as products from product_view_delta`,
    z.object({ views: z.coerce.number(), products: z.coerce.number() }),
  );
  return row ?? { views: 0, products: 0 };
}

async function until(check: () => Promise<boolean>, what: string) {
  for (let waited = 0; waited < 120_000; waited += 500) {
    if (await check()) return;
    await sleep(500);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);

try {
  const env = await prepareSite('postgres', 'bench-views');
  console.log(`Seeding ${PRODUCTS.toLocaleString('en')} products…`);
  await runScript(SCRIPTS.seed, ['--products', String(PRODUCTS)], env);
  const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL ?? '' });
  const { db } = database;
  try {
    for (const table of ['product', 'product_view_delta']) {
      await db.execute(sql.raw(`alter table ${table} set (autovacuum_enabled = off)`));
    }
    await db.execute(sql`vacuum (freeze, analyze)`);
    const viewed = (
      await queryRows(
        db,
        sql`select id from product where status = 'published'
          order by md5(id::text) limit ${VIEWED_PRODUCTS}`,
        z.object({ id: z.number() }),
      )
    ).map((row) => row.id);
    const views = Array.from(
      { length: VIEWS },
      () => viewed[Math.floor(random() * viewed.length)] ?? 0,
    );
    const counts = new Map<number, number>();
    for (const id of views) counts.set(id, (counts.get(id) ?? 0) + 1);
    const distinct = [...counts];

    const server = await startServer(env);
    let counting: Written;
    try {
      counting = await measure(db, async () => {
        for (const id of views) {
          const res = await fetch(`${server.origin}/api/data/v1/product/${id}`);
          if (!res.ok) throw new Error(`product ${id}: ${res.status}`);
        }
        await until(async () => (await pendingViews(db)).views >= VIEWS, 'the flush');
      });
    } finally {
      await stopServer(server);
    }
    // The hour is over: the fold adds every pending view to its product.
    const counter = createViewCounter(db, (error) => {
      throw error;
    });
    let folded = 0;
    // Each side rewrites the same rows: the other's dead versions are vacuumed away first.
    await db.execute(sql`vacuum product`);
    const written = await measure(db, async () => {
      folded = await counter.fold();
    });
    await counter.stop();
    const fold = { ...written, products: folded };

    await db.execute(sql`vacuum product`);
    const before = await measure(db, async () => {
      for (let start = 0; start < distinct.length; start += OLD_CHUNK) {
        const chunk = distinct.slice(start, start + OLD_CHUNK);
        await db.execute(sql`
          update product p set view_count = p.view_count + v.n
          from unnest(${intArray(chunk.map(([id]) => id))},
            ${intArray(chunk.map(([, n]) => n))}) as v(id, n)
          where p.id = v.id`);
      }
    });

    const perProductFold = fold.walBytes / Math.max(1, fold.products);
    const minuteViews = PAGES_PER_SECOND * 60;
    const beforeMinute = (before.walBytes / VIEWS) * minuteViews;
    // Each product seen in the hour is written once by the hour's fold.
    const foldsPerMinute = VIEWED_PRODUCTS / 60;
    const afterMinute = (counting.walBytes / VIEWS) * minuteViews + foldsPerMinute * perProductFold;
    console.log(
      `\n${PRODUCTS.toLocaleString('en')} products; ${VIEWS} views over ${distinct.length} of ${VIEWED_PRODUCTS} products\n`,
    );
    const rows: [string, string, string][] = [
      ['per 1,000 views', 'before', 'after'],
      ['WAL, MB', mb(before.walBytes), mb(counting.walBytes)],
      [
        'product rows rewritten',
        String(before.productRowWrites),
        String(counting.productRowWrites),
      ],
      ['index entries written (≥)', String(before.indexEntries), String(counting.indexEntries)],
    ];
    for (const [label, a, b] of rows)
      console.log(`${label.padEnd(30)}${a.padStart(12)}${b.padStart(12)}`);
    console.log(
      `\nhourly fold (after): ${fold.products} products, ${mb(fold.walBytes)} MB of WAL, ${(perProductFold / 1024).toFixed(0)} KB a product, ${fold.productRowWrites} product rows rewritten`,
    );
    console.log(
      `at ${PAGES_PER_SECOND} product pages/s over ${VIEWED_PRODUCTS} products: before ${mb(beforeMinute)} MB of WAL a minute, after ${mb(afterMinute)} MB on average (counting, plus each of the hour's ${VIEWED_PRODUCTS} products folded once; target < 20)`,
    );
  } finally {
    await database.close();
  }
} finally {
  await cleanUp();
}
