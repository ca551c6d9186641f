/**
 * Catalogue benchmark (issue 3): at 100,000 generated products, on PGlite and PostgreSQL, the
 * throughput and p99 of the public list (page 1, cached; page 100, not cached) and of keyword
 * search with 1-, 2- and 3-syllable Korean keywords, each as a ratio to a bare Fastify JSON
 * route measured in the same run (20 connections); the p99 of /api/health while search load
 * runs; and, on PostgreSQL only, the admin product table at 1,000,000 products (p95 of
 * sequential requests). Run with `npm run bench:catalogue`.
 *
 * BENCH_SECONDS (default 3) bounds each measurement; BENCH_PRODUCTS (100000) and
 * BENCH_ADMIN_PRODUCTS (1000000, 0 to skip) size the catalogues.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import {
  analyzeCatalogue,
  insertSampleProducts,
} from '../apps/server/src/bootstrap/catalogue-seed.ts';
import { seedDemoContent } from '../apps/server/src/bootstrap/demo-content.ts';
import { leafCategories } from '../apps/server/src/bootstrap/demo-products.ts';
import { ensureFirstAdmin } from '../apps/server/src/bootstrap/first-admin.ts';
import { importSampleImages } from '../apps/server/src/bootstrap/sample-images.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { place } from '../apps/server/src/db/schema/index.ts';
import { localDiskStorage } from '../apps/server/src/storage/local-disk.ts';
import { type Measurement, measure, printTable, startBareServer } from './lib/measure.ts';
import { openBenchDatabase, postgresAvailable, startApp } from './lib/target.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ADMIN_PRODUCTS = Number(process.env.BENCH_ADMIN_PRODUCTS ?? 1_000_000);
const ADMIN = { loginId: 'bench', password: 'bench-password-1' };
/** Keywords from the seed vocabulary: 배 is common (배, 신고배, 배즙, 배관…), the others narrower. */
const KEYWORDS = [
  ['1 syllable', '배'],
  ['2 syllables', '사과'],
  ['3 syllables', '한라봉'],
] as const;

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
async function healthUnderLoad(address: string, searchUrl: string) {
  const [, health] = await Promise.all([
    measure('search load', searchUrl, { seconds: SECONDS }),
    autocannon({ url: `${address}/api/health`, connections: 2, duration: SECONDS, workers: 1 }),
  ]);
  return health.latency.p99;
}

/** Seeds, then serves; closing the app also closes (and drops) the bench database. */
async function openSeeded(kind: 'pglite' | 'postgres', count: number) {
  const database = await openBenchDatabase(kind);
  try {
    await seedCatalogue(database, count);
    return { database, ...(await startApp(database)) };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function publicRun(kind: 'pglite' | 'postgres') {
  const bare = await startBareServer();
  try {
    const { app, address } = await openSeeded(kind, PRODUCTS);
    try {
      const url = (query: string) => `${address}/api/data/v1/product?${query}`;
      await measure('warm-up', bare.url, { seconds: 1 });
      await measure('warm-up', url('page=0&size=20'), { seconds: 1 });
      const baseline = await measure('bare Fastify JSON route', bare.url, { seconds: SECONDS });
      const rows: Measurement[] = [
        await measure('list page 1 (cached)', url('page=0&size=20'), { seconds: SECONDS }),
        await measure('list page 100', url('page=99&size=20'), { seconds: SECONDS }),
      ];
      for (const [label, keyword] of KEYWORDS) {
        const search = url(`keyword=${encodeURIComponent(keyword)}&page=0&size=20`);
        rows.push(await measure(`search ${label} (${keyword})`, search, { seconds: SECONDS }));
      }
      printTable(
        `${kind}: ${PRODUCTS.toLocaleString('en')} products, 20 connections, ${SECONDS} s each`,
        baseline,
        rows,
      );
      const search = url(`keyword=${encodeURIComponent('사과')}&page=0&size=20`);
      const healthP99 = await healthUnderLoad(address, search);
      console.log(`  /api/health p99 while 20 connections search: ${healthP99.toFixed(1)} ms`);
    } finally {
      await app.close();
    }
  } finally {
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
  const { database, app, address } = await openSeeded('postgres', ADMIN_PRODUCTS);
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
