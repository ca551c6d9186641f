/**
 * Catalogue benchmark (issue 3): at 100,000 generated products, on PGlite and PostgreSQL, the
 * throughput and p99 of the public list (page 1; page 100, whose page is never cached) and of
 * keyword search with 1-, 2- and 3-syllable Korean keywords, each as a ratio to a bare Fastify
 * JSON route measured in the same run (20 connections); the p99 of /api/health while search
 * load runs; and, on PostgreSQL only, the admin product table at 1,000,000 products (p95 of
 * sequential requests). Run with `npm run bench:catalogue`.
 *
 * Requests offer gzip, as browsers do. Each cached figure's ratio is to the bare route
 * measured just before it, so a drift in the machine's speed during the run does not skew it.
 *
 * Every public figure comes twice: as visitors mostly meet it (the app's caches on, one keyword
 * per length repeated) and uncached (a second app on the same database with its caches off,
 * each connection cycling through hundreds of distinct keywords of that length taken from the
 * catalogue), so the cache is never what makes a figure.
 *
 * BENCH_SECONDS (default 3) bounds each measurement; BENCH_PRODUCTS (100000) and
 * BENCH_ADMIN_PRODUCTS (1000000, 0 to skip) size the catalogues.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  analyzeCatalogue,
  insertSampleProducts,
  seededRandom,
} from '../apps/server/src/bootstrap/catalogue-seed.ts';
import { seedDemoContent } from '../apps/server/src/bootstrap/demo-content.ts';
import { leafCategories } from '../apps/server/src/bootstrap/demo-products.ts';
import { ensureFirstAdmin } from '../apps/server/src/bootstrap/first-admin.ts';
import { importSampleImages } from '../apps/server/src/bootstrap/sample-images.ts';
import { type Database, type Db, queryRows } from '../apps/server/src/db/client.ts';
import { place } from '../apps/server/src/db/schema/index.ts';
import { localDiskStorage } from '../apps/server/src/storage/local-disk.ts';
import {
  BROWSER_HEADERS,
  type Measurement,
  measure,
  measureBeside,
  printTable,
  startBareServer,
} from './lib/measure.ts';
import { openBenchDatabase, postgresAvailable, startApp } from './lib/target.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ADMIN_PRODUCTS = Number(process.env.BENCH_ADMIN_PRODUCTS ?? 1_000_000);
const ADMIN = { loginId: 'bench', password: 'bench-password-1' };
/** Keywords from the seed vocabulary: 배 is common (배, 신고배, 배즙, 배관…), the others narrower. */
const KEYWORDS = [
  [1, '배'],
  [2, '사과'],
  [3, '한라봉'],
] as const;
const POOL_SIZE = 300;
const syllables = (n: number) => `${n} syllable${n === 1 ? '' : 's'}`;

/**
 * Up to POOL_SIZE distinct keywords of `length` Hangul syllables that occur in published
 * products' names, in a seeded shuffle: the uncached search load.
 */
async function keywordPool(db: Db, length: number): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql`select name from product where status = 'published' order by id limit 20000`,
    z.object({ name: z.string() }),
  );
  const found = new Set<string>();
  for (const { name } of rows) {
    for (const run of name.match(/[가-힣]+/g) ?? []) {
      for (let i = 0; i + length <= run.length; i += 1) found.add(run.slice(i, i + length));
    }
  }
  const random = seededRandom(7);
  const pool = [...found];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] ?? '', pool[i] ?? ''];
  }
  return pool.slice(0, POOL_SIZE);
}

async function seedCatalogue(database: Database, count: number) {
  const { db } = database;
  const files = mkdtempSync(join(tmpdir(), 'bench-files-'));
  try {
    await seedDemoContent(db);
    await ensureFirstAdmin(db, ADMIN);
    const imageIds = await importSampleImages(db, localDiskStorage(files), 8);
    const places = await db.select({ id: place.id }).from(place);
    const started = performance.now();
    await insertSampleProducts(db, {
      count,
      categories: await leafCategories(db),
      placeIds: places.map((p) => p.id),
      imageIds,
    });
    await analyzeCatalogue(db);
    // Written out now, so the checkpointer does not flush the load during the measurements.
    await db.execute(sql`checkpoint`);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `  seeded ${count.toLocaleString('en')} products on ${database.kind} in ${seconds} s`,
    );
  } finally {
    rmSync(files, { recursive: true, force: true });
  }
}

async function staffToken(address: string) {
  const res = await fetch(`${address}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await res.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error('bench login failed');
  return { authorization: `Bearer ${body.token}` };
}

/** p99 of /api/health (2 connections) while 20 connections search. */
async function healthUnderLoad(address: string, search: { url: string; paths?: string[] }) {
  const [, health] = await Promise.all([
    measure('search load', search.url, {
      seconds: SECONDS,
      ...(search.paths ? { paths: search.paths } : {}),
    }),
    autocannon({
      url: `${address}/api/health`,
      connections: 2,
      duration: SECONDS,
      workers: 1,
      headers: BROWSER_HEADERS,
    }),
  ]);
  return health.latency.p99;
}

/** Seeds a bench database; the caller closes it. */
async function openSeeded(kind: 'pglite' | 'postgres', count: number) {
  const database = await openBenchDatabase(kind);
  try {
    await seedCatalogue(database, count);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

const listPath = (query: string) => `/api/data/v1/product?${query}`;
const searchPath = (keyword: string) =>
  listPath(`keyword=${encodeURIComponent(keyword)}&page=0&size=20`);

async function publicRun(kind: 'pglite' | 'postgres') {
  const bare = await startBareServer();
  const database = await openSeeded(kind, PRODUCTS);
  try {
    const rows: Measurement[] = [];
    const healthP99: string[] = [];
    // Two apps in turn on one database, which outlives them: it is closed once, below.
    const shared = { ...database, close: () => Promise.resolve() };
    // First the app as deployed, caches on.
    const cached = await startApp(shared);
    let baseline: Measurement;
    try {
      const url = (path: string) => `${cached.address}${path}`;
      await measure('warm-up', bare.url, { seconds: 1 });
      await measure('warm-up', url(listPath('page=0&size=20')), { seconds: 1 });
      baseline = await measure('bare Fastify JSON route', bare.url, { seconds: SECONDS });
      // Each cached figure is a ratio to the bare route measured just before it.
      const beside = (label: string, path: string) =>
        measureBeside(bare.url, label, url(path), { seconds: SECONDS });
      rows.push(
        await beside('list page 1 (cached)', listPath('page=0&size=20')),
        await measure('list page 100', url(listPath('page=99&size=20')), { seconds: SECONDS }),
      );
      for (const [length, keyword] of KEYWORDS) {
        rows.push(
          await beside(`search ${syllables(length)} ${keyword} (cached)`, searchPath(keyword)),
        );
      }
      const p99 = await healthUnderLoad(cached.address, { url: url(searchPath('사과')) });
      healthP99.push(`${p99.toFixed(1)} ms under cached search (사과)`);
    } finally {
      await cached.app.close();
    }

    const uncached = await startApp(shared, { cacheEntries: 0 });
    try {
      const url = (path: string) => `${uncached.address}${path}`;
      rows.push(
        await measure('list page 1 (uncached)', url(listPath('page=0&size=20')), {
          seconds: SECONDS,
        }),
      );
      const pools = new Map<number, string[]>();
      for (const [length] of KEYWORDS) {
        const pool = await keywordPool(database.db, length);
        pools.set(length, pool);
        const label = `search ${syllables(length)} ×${pool.length} (uncached)`;
        const paths = pool.map(searchPath);
        rows.push(await measure(label, url(paths[0] ?? ''), { seconds: SECONDS, paths }));
      }
      const paths = (pools.get(2) ?? []).map(searchPath);
      const p99 = await healthUnderLoad(uncached.address, { url: url(paths[0] ?? ''), paths });
      healthP99.push(`${p99.toFixed(1)} ms under uncached search (2 syllables)`);
    } finally {
      await uncached.app.close();
    }
    printTable(
      `${kind}: ${PRODUCTS.toLocaleString('en')} products, 20 connections, ${SECONDS} s each`,
      baseline,
      rows,
    );
    for (const line of healthP99) console.log(`  /api/health p99: ${line}`);
  } finally {
    await database.close();
    await bare.close();
  }
}

/** Sequential requests, so each latency is the server's alone; answers the 95th percentile. */
async function p95(url: string, headers: Record<string, string>, runs = 100) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs * 0.95)] ?? 0;
}

async function adminRun() {
  const database = await openSeeded('postgres', ADMIN_PRODUCTS);
  const { app, address } = await startApp(database);
  try {
    const headers = await staffToken(address);
    const categories = await leafCategories(database.db);
    const small = categories.at(-1)?.id ?? 1;
    const url = (query: string) => `${address}/api/admin/v1/product?size=20&${query}`;
    console.log(
      `\npostgres: admin product table at ${ADMIN_PRODUCTS.toLocaleString('en')} products, p95 of 100 sequential requests`,
    );
    for (const [label, query] of [
      ['default (updated, newest first)', ''],
      ['sorted by name, page 50', 'sort=name&order=asc&page=49'],
      ['sorted by views', 'sort=viewCount'],
      ['sorted by category, page 50', 'sort=category&order=asc&page=49'],
      ['sorted by place', 'sort=place&order=desc'],
      ['status = draft', 'status=draft'],
      ['a small category', `category=${small}`],
      ['keyword 사과', `keyword=${encodeURIComponent('사과')}`],
      ['keyword 스테인리스', `keyword=${encodeURIComponent('스테인리스')}`],
    ] as const) {
      console.log(
        `  ${label.padEnd(34)}${(await p95(url(query), headers)).toFixed(1).padStart(8)} ms`,
      );
    }
  } finally {
    await app.close();
  }
}

await publicRun('pglite');
if (await postgresAvailable()) {
  await publicRun('postgres');
  if (ADMIN_PRODUCTS > 0) await adminRun();
} else {
  console.log('\nPostgreSQL not reachable: skipped the PostgreSQL runs.');
}
