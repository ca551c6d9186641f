/**
 * Load benchmark: the 200-connection mixed test, on PGlite and on PostgreSQL (when reachable).
 * Run with `npm run bench:load`.
 *
 * For each database it seeds a catalogue (the seed script), starts the real server as a process
 * of its own (`src/server.ts`, as deployed), and keeps 200 public reads in flight for
 * BENCH_SECONDS from a third process (bench/lib/load-generator.ts): keyword searches over
 * hundreds of distinct Korean keywords, list pages 0–40 in every sort, product pages, the home,
 * the categories and the boards. Meanwhile this process saves a product as staff every 500 ms
 * and polls /api/health every 200 ms; neither may wait behind the public load. Then it stops
 * the server with SIGTERM.
 *
 * Printed per database, beside their targets: public reads served and shed (503 "overloaded",
 * deliberate), every other error, the served p50/p99 next to /api/health alone under the same
 * connections (the ratio base, measured just before), staff write times, health polls that
 * were not 200, the server's RSS before and after the load, and how it shut down.
 *
 * BENCH_SECONDS (default 60) is the length of the mixed load, BENCH_PRODUCTS (20000) the
 * catalogue size, BENCH_CONNECTIONS (200) the requests kept in flight. PostgreSQL is reached at
 * BENCH_POSTGRES_URL, else TEST_POSTGRES_URL, else postgres://postgres@127.0.0.1:5432/postgres,
 * in a scratch database dropped at the end. The server listens on a free port in 3300–3399.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AdminProduct, type ProductInput, adminProductSchema } from '@app/contract/product';
import { z } from 'zod';
import { seededRandom } from '../apps/server/src/lib/seeded-random.ts';
import { postgresReachable } from '../apps/server/src/db/scratch-database.ts';
import { type Latency, type LoadSummary, latencyOf } from './lib/load-generator.ts';
import { type Kind, POSTGRES_ADMIN_URL, prepareSite, signIn } from './lib/site.ts';
import {
  SCRIPTS,
  type Shutdown,
  type Timed,
  cleanUp,
  cpuSeconds,
  interrupted,
  memoryMb,
  runLoad,
  runScript,
  startServer,
  stopServer,
  timedFetch,
} from './lib/processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
/** /api/health alone, the ratio base: long enough for a steady p99, short beside the load. */
const BASELINE_SECONDS = Math.min(5, SECONDS);
const STAFF_WRITE_EVERY_MS = 500;
const HEALTH_POLL_EVERY_MS = 200;
const TARGET = { servedP99Ms: 500, staffWriteMs: 1_000 };

async function getJson<T>(url: string, schema: z.ZodType<T>, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return schema.parse(await res.json());
}

/** Runs `task` every `everyMs` while `running()`; a slow task delays the next, never overlaps. */
async function repeat(everyMs: number, running: () => boolean, task: (i: number) => Promise<void>) {
  for (let i = 0; running(); i += 1) {
    const started = performance.now();
    await task(i);
    await sleep(Math.max(0, everyMs - (performance.now() - started)));
  }
}

/** The product form as the back office sends it: every field, from the stored product. */
const formOf = (product: AdminProduct): ProductInput => ({
  name: product.name,
  summary: product.summary,
  description: product.description,
  categoryId: product.categoryId,
  placeId: product.placeId,
  specs: product.specs,
  imageIds: product.imageIds,
  status: 'published',
  featured: product.featured,
  sortOrder: product.sortOrder,
});

interface StaffEdit {
  id: number;
  form: ProductInput;
}

/** The stored products the staff will save, read once through the back office's own route. */
async function staffEdits(origin: string, headers: Record<string, string>, ids: number[]) {
  const edits: StaffEdit[] = [];
  for (const id of ids) {
    const product = await getJson(
      `${origin}/api/admin/v1/product/${id}`,
      adminProductSchema,
      headers,
    );
    edits.push({ id, form: formOf(product) });
  }
  return edits;
}

/** Staff saves in turn over a few products, renaming each; every save empties the product caches. */
async function staffWrites(
  origin: string,
  headers: Record<string, string>,
  edits: StaffEdit[],
  running: () => boolean,
): Promise<Timed[]> {
  const writes: Timed[] = [];
  await repeat(STAFF_WRITE_EVERY_MS, running, async (i) => {
    const edit = edits[i % edits.length];
    if (!edit) return;
    const body: ProductInput = { ...edit.form, name: `${edit.form.name.slice(0, 180)} #${i}` };
    writes.push(
      await timedFetch(`${origin}/api/admin/v1/product/${edit.id}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  });
  return writes;
}

async function healthPolls(origin: string, running: () => boolean): Promise<Timed[]> {
  const polls: Timed[] = [];
  await repeat(HEALTH_POLL_EVERY_MS, running, async () => {
    polls.push(await timedFetch(`${origin}/api/health`));
  });
  return polls;
}

// ---------------------------------------------------------------------------------------------
// What the visitors ask for.

interface Catalogue {
  productIds: number[];
  names: string[];
  categoryIds: number[];
  boardIds: number[];
}

const SORTS = ['newest', 'popular', 'name'] as const;
const productPath = (query: string) => `/api/data/v1/product?${query}`;

/** Ids and names to ask for, read through the public API as a visitor would find them. */
async function readCatalogue(origin: string): Promise<Catalogue> {
  const page = z.object({ items: z.array(z.object({ id: z.number(), name: z.string() })) });
  const products = new Map<number, string>();
  for (const sort of SORTS) {
    const { items } = await getJson(`${origin}${productPath(`size=100&sort=${sort}`)}`, page);
    for (const { id, name } of items) products.set(id, name);
  }
  const categories = await getJson(
    `${origin}/api/data/v1/category`,
    z.array(z.object({ id: z.number() })),
  );
  const boards = await getJson(
    `${origin}/api/data/v1/board`,
    z.array(z.object({ id: z.number() })),
  );
  const catalogue = {
    productIds: [...products.keys()],
    names: [...products.values()],
    categoryIds: categories.map((c) => c.id),
    boardIds: boards.map((b) => b.id),
  };
  for (const [what, list] of Object.entries(catalogue)) {
    if (list.length === 0) throw new Error(`the seeded site has no ${what}`);
  }
  return catalogue;
}

/** Every distinct run of 1–3 Hangul syllables in the names: words visitors would type. */
function keywordsOf(names: string[]): string[] {
  const found = new Set<string>();
  for (const name of names) {
    for (const run of name.match(/[가-힣]+/g) ?? []) {
      for (let length = 1; length <= 3; length += 1) {
        for (let i = 0; i + length <= run.length; i += 1) found.add(run.slice(i, i + length));
      }
    }
  }
  return [...found];
}

/**
 * The public reads of the load, in a seeded order: weighted towards search and lists, which
 * reach the database, with the cheap cached pages a visitor also opens. Keywords are
 * URL-encoded: Node's HTTP parser refuses raw UTF-8 in a request line.
 */
function mixedPaths(catalogue: Catalogue, keywords: string[], count = 5_000): string[] {
  const random = seededRandom(42);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  };
  const upTo = (n: number) => Math.floor(random() * (n + 1));
  const mix: [weight: number, path: () => string][] = [
    [
      40,
      () =>
        productPath(
          `keyword=${encodeURIComponent(pick(keywords))}&page=${pick([0, 0, 0, 1, 2])}&size=20`,
        ),
    ],
    [20, () => productPath(`page=${upTo(40)}&size=20&sort=${pick(SORTS)}`)],
    [
      5,
      () =>
        productPath(
          `category=${pick(catalogue.categoryIds)}&page=${upTo(4)}&size=20&sort=${pick(SORTS)}`,
        ),
    ],
    [20, () => `/api/data/v1/product/${pick(catalogue.productIds)}`],
    [5, () => '/api/data/v1/home'],
    [5, () => '/api/data/v1/category'],
    [3, () => `/api/data/v1/board/${pick(catalogue.boardIds)}/post?page=0`],
    [2, () => '/api/data/v1/board'],
  ];
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  const next = () => {
    let roll = random() * total;
    for (const [weight, path] of mix) {
      roll -= weight;
      if (roll < 0) return path();
    }
    return '/api/data/v1/home';
  };
  return Array.from({ length: count }, next);
}

/** The generator with this run's connections; `onStart` is called when they open. */
function generateLoad(origin: string, paths: string[], seconds: number, onStart?: () => void) {
  return runLoad({ origin, connections: CONNECTIONS, seconds, paths }, onStart);
}

/**
 * The mixed public load from its own process and, from this one while it lasts, the staff
 * writes and health polls; these start when the generator's connections open, not before.
 */
async function underLoad(
  origin: string,
  paths: string[],
  headers: Record<string, string>,
  edits: StaffEdit[],
) {
  let running = true;
  let onStart: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    onStart = resolve;
  });
  const stillRunning = () => running;
  const afterStart = async <T>(loop: () => Promise<T>) => {
    await started;
    return loop();
  };
  const [load, writes, polls] = await Promise.all([
    generateLoad(origin, paths, SECONDS, onStart).finally(() => {
      running = false;
      onStart();
    }),
    afterStart(() => staffWrites(origin, headers, edits, stillRunning)),
    afterStart(() => healthPolls(origin, stillRunning)),
  ]);
  return { load, writes, polls };
}

// ---------------------------------------------------------------------------------------------
// One run per database.

interface Report {
  kind: Kind;
  keywords: number;
  baseline: LoadSummary;
  load: LoadSummary;
  writes: Timed[];
  polls: Timed[];
  before: { rss: number; peak: number };
  after: { rss: number; peak: number };
  shutdown: Shutdown;
  /** CPU the server used during the load, in cores. */
  serverCpuCores: number;
  logLevels: Record<string, number>;
  errorLines: string[];
}

async function runOn(kind: Kind): Promise<Report> {
  const env = await prepareSite(kind, 'bench-load');
  const seeded = await runScript(SCRIPTS.seed, ['--products', String(PRODUCTS)], env);
  // Its last line says how long the seeding took ("Inserted … products in … s.").
  const lines = seeded.trim().split(/[\r\n]+/);
  console.log(`  ${kind}: ${lines.at(-1) ?? ''}`);

  const server = await startServer(env);
  const headers = await signIn(server.origin);
  const catalogue = await readCatalogue(server.origin);
  const keywords = keywordsOf(catalogue.names);
  const paths = mixedPaths(catalogue, keywords);
  const edits = await staffEdits(server.origin, headers, catalogue.productIds.slice(0, 10));

  // A second of connections opening and code warming up, then the ratio base.
  await generateLoad(server.origin, ['/api/health'], 1);
  const baseline = await generateLoad(server.origin, ['/api/health'], BASELINE_SECONDS);

  const before = memoryMb(server.child.pid);
  const cpuBefore = { seconds: cpuSeconds(server.child.pid), at: performance.now() };
  const { load, writes, polls } = await underLoad(server.origin, paths, headers, edits);
  const serverCpuCores =
    (cpuSeconds(server.child.pid) - cpuBefore.seconds) /
    ((performance.now() - cpuBefore.at) / 1000);
  const after = memoryMb(server.child.pid);

  const shutdown = await stopServer(server);
  return {
    kind,
    keywords: keywords.length,
    baseline,
    load,
    writes,
    polls,
    before,
    after,
    shutdown,
    serverCpuCores,
    logLevels: server.logLevels,
    errorLines: server.errorLines,
  };
}

// ---------------------------------------------------------------------------------------------
// The report.

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const mb = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');
const count = (value: number) => value.toLocaleString('en');
const verdict = (met: boolean) => (met ? 'ok' : 'MISSED');

function printReport(report: Report) {
  const { load, baseline, writes, polls, shutdown } = report;
  const answered = load.served + load.shed + load.otherErrors;
  const writeLatency: Latency = latencyOf(writes.map((w) => w.ms));
  const failedWrites = writes.filter((w) => w.status !== 200).length;
  const badPolls = polls.filter((p) => p.status !== 200).length;
  const statuses = Object.entries(load.statuses)
    .map(([status, n]) => `${status} ×${count(n)}`)
    .join(', ');
  const socketErrors = Object.entries(load.socketErrors)
    .map(([code, n]) => `${code} ×${count(n)}`)
    .join(', ');

  const rows: [label: string, measured: string, target?: string, met?: boolean][] = [
    [
      'served (2xx/3xx)',
      `${count(load.served)} (${count(Math.round(load.served / load.seconds))}/s)`,
    ],
    [
      'shed (503 overloaded)',
      `${count(load.shed)} (${((100 * load.shed) / Math.max(1, answered)).toFixed(1)} %), 503 p99 ${ms(load.shedLatency.p99)} ms`,
    ],
    [
      'other errors',
      `${count(load.otherErrors)}${socketErrors ? ` (${socketErrors})` : ''}`,
      '0',
      load.otherErrors === 0,
    ],
    [
      'served p50 / p99',
      `${ms(load.servedLatency.p50)} / ${ms(load.servedLatency.p99)} ms (${(load.servedLatency.p50 / baseline.servedLatency.p50).toFixed(1)}× / ${(load.servedLatency.p99 / baseline.servedLatency.p99).toFixed(1)}× base)`,
      `p99 < ${TARGET.servedP99Ms} ms`,
      load.servedLatency.p99 < TARGET.servedP99Ms,
    ],
    [
      '  base: /api/health p50 / p99',
      `${ms(baseline.servedLatency.p50)} / ${ms(baseline.servedLatency.p99)} ms (${count(Math.round(baseline.served / baseline.seconds))}/s, ${count(baseline.otherErrors)} errors)`,
    ],
    [
      'staff writes p50 / max',
      `${ms(writeLatency.p50)} / ${ms(writeLatency.max)} ms (${writes.length} writes, ${failedWrites} failed)`,
      `< ${TARGET.staffWriteMs} ms`,
      writes.length > 0 && failedWrites === 0 && writeLatency.max < TARGET.staffWriteMs,
    ],
    [
      'health polls not 200',
      `${badPolls} of ${polls.length} (max ${ms(latencyOf(polls.map((p) => p.ms)).max)} ms)`,
      '0',
      polls.length > 0 && badPolls === 0,
    ],
    [
      'CPU during the load',
      `server ${report.serverCpuCores.toFixed(2)} cores, load generator ${load.cpuCores.toFixed(2)} cores (of ${availableParallelism()})`,
    ],
    [
      'server RSS before / after',
      `${mb(report.before.rss)} / ${mb(report.after.rss)} MB (peak ${mb(report.after.peak)} MB)`,
    ],
    [
      'shutdown on SIGTERM',
      `${(shutdown.ms / 1000).toFixed(1)} s, exit code ${shutdown.code ?? shutdown.signal ?? '?'}${shutdown.killed ? ' (killed: no exit in time)' : ''}`,
    ],
  ];

  console.log(
    `\n${report.kind}: ${count(PRODUCTS)} products, ${CONNECTIONS} connections, ${load.seconds} s of mixed public reads (${report.keywords} keywords)`,
  );
  console.log(`  ${'measurement'.padEnd(30)}${'measured'.padEnd(62)}target`);
  for (const [label, measured, target, met] of rows) {
    const goal = target === undefined ? '' : `${target.padEnd(14)}${verdict(met ?? false)}`;
    console.log(`  ${label.padEnd(30)}${measured.padEnd(62)}${goal}`);
  }
  console.log(`  statuses: ${statuses}`);
  const levels = Object.entries(report.logLevels).map(([level, n]) => `${level} ×${n}`);
  console.log(`  server log lines: ${levels.length > 0 ? levels.join(', ') : 'none'}`);
  for (const line of report.errorLines) console.log(`    ${line.slice(0, 300)}`);
}

// ---------------------------------------------------------------------------------------------

console.log(
  `Load: ${CONNECTIONS} connections for ${SECONDS} s on ${count(PRODUCTS)} products; staff write every ${STAFF_WRITE_EVERY_MS} ms, health poll every ${HEALTH_POLL_EVERY_MS} ms`,
);
const kinds: Kind[] = ['pglite'];
if (await postgresReachable(POSTGRES_ADMIN_URL)) kinds.push('postgres');
for (const kind of kinds) {
  // Interrupted, the run ends with its clean-up; no next database is prepared meanwhile.
  if (interrupted()) break;
  try {
    printReport(await runOn(kind));
  } catch (error) {
    // The other database's run still tells something; the exit code says this one failed.
    if (!interrupted()) console.error(`\n${kind}: the run failed:`, error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
if (!kinds.includes('postgres'))
  console.log('\nPostgreSQL not reachable: skipped the PostgreSQL run.');
