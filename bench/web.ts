/**
 * Web benchmark: what a visitor's phone and a search engine get. Run with `npm run bench:web`.
 *
 * Builds the web app (BENCH_SKIP_BUILD=true skips it), seeds BENCH_PRODUCTS products (100,000)
 * with the demo content into a fresh embedded database, and starts the production server as a
 * process of its own. Then:
 *
 * 1. Lighthouse (its CLI, a process of its own, driving Debian's Chromium) on the home, the
 *    product list, a product, a board and /about, mobile and desktop, BENCH_LIGHTHOUSE_RUNS (3)
 *    runs each: the median of each score and metric.
 * 2. Server-rendered product pages, from a load generator's own process, as a ratio to a bare
 *    Fastify route in a third process measured right before each, with the server's CPU per
 *    request: cached (one page, 20 connections, wrk) and uncached (pages never asked before,
 *    one request at a time, so its p99 is a page's own cost). BENCH_SECONDS (10) each. Then
 *    the same on PostgreSQL (BENCH_POSTGRES_URL), as production runs it.
 *
 * 3. With a popup showing (decision 25): the home and a product page again, a picture popup
 *    scheduled for everyone, each beside its figures without. BENCH_POPUP=false leaves this out;
 *    BENCH_POPUP=only measures those four alone (no other page, no throughput).
 *
 * Lighthouse 13 (the npm package, run by its CLI). CHROME_PATH
 * (default /usr/bin/chromium) names the browser.
 */
import { PRODUCT_RESULT_WINDOW } from '@app/contract/product-constants';
import { spawn } from 'node:child_process';
import { z } from 'zod';
import { type Figure, beside, printFigures } from './lib/measure.ts';
import {
  ROOT,
  SCRIPTS,
  type Server,
  cleanUp,
  freePort,
  runScript,
  startBareProcess,
  startServer,
  stopServer,
} from './lib/processes.ts';
import { type Kind, prepareSite, signIn } from './lib/site.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const POPUP = z.enum(['true', 'false', 'only']).parse(process.env.BENCH_POPUP ?? 'true');
const TARGET = { performance: 95, otherScores: 100, cachedRatio: 0.5, uncachedP99Ms: 20 };
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking';

/** Runs a command to its end; its output goes to this terminal. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${String(code)}`));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

const lighthouseReportSchema = z.object({
  categories: z.record(z.string(), z.object({ score: z.number().nullable() })),
  audits: z.record(
    z.string(),
    z.object({ numericValue: z.number().optional(), details: z.unknown().optional() }),
  ),
});

/** Bytes on the wire by kind of resource, over the whole load (the app's code included). */
const resourceSummarySchema = z.object({
  details: z.object({
    items: z.array(z.object({ resourceType: z.string(), transferSize: z.number() })),
  }),
});

interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
  scriptKb: number;
  stylesheetKb: number;
  fontKb: number;
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART); a run is tried up to this many times. */
const ATTEMPTS = 3;

async function lighthouse(url: string, formFactor: 'mobile' | 'desktop'): Promise<PageScores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, formFactor);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.error(`  Lighthouse failed on ${url} (${formFactor}), trying again`);
    }
  }
}

async function lighthouseOnce(url: string, formFactor: 'mobile' | 'desktop'): Promise<PageScores> {
  const output = await runScript(
    'node_modules/lighthouse/cli/index.js',
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { ...process.env, CHROME_PATH },
  );
  const report = lighthouseReportSchema.parse(JSON.parse(output));
  const score = (id: string) => Math.round((report.categories[id]?.score ?? Number.NaN) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const resources = resourceSummarySchema.parse(report.audits['resource-summary']).details.items;
  const transferKb = (type: string) =>
    (resources.find((resource) => resource.resourceType === type)?.transferSize ?? 0) / 1024;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferKb: value('total-byte-weight') / 1024,
    scriptKb: transferKb('script'),
    stylesheetKb: transferKb('stylesheet'),
    fontKb: transferKb('font'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function medianScores(runs: PageScores[]): PageScores {
  const keys = Object.keys(runs[0] ?? {}) as (keyof PageScores)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((r) => r[key]))]),
  ) as unknown as PageScores;
}

function printLighthouse(formFactor: string, rows: [string, PageScores][]) {
  console.log(`\nLighthouse 13, ${formFactor}, median of up to ${String(RUNS)} runs`);
  const head = [
    ...['page', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
    ...['KB', 'JS KB', 'CSS KB', 'font KB'],
  ];
  const widths = [28, 6, 6, 6, 6, 8, 8, 8, 7, 7, 7, 7, 8];
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 8) : cell.padStart(widths[i] ?? 8)));
  console.log(line(head).join(''));
  for (const [page, s] of rows) {
    console.log(
      line([
        page,
        String(s.performance),
        String(s.accessibility),
        String(s.bestPractices),
        String(s.seo),
        s.fcpMs.toFixed(0),
        s.lcpMs.toFixed(0),
        s.tbtMs.toFixed(0),
        s.cls.toFixed(3),
        s.transferKb.toFixed(0),
        s.scriptKb.toFixed(1),
        s.stylesheetKb.toFixed(1),
        s.fontKb.toFixed(1),
      ]).join(''),
    );
  }
  const missed = rows.filter(
    ([, s]) =>
      s.performance < TARGET.performance ||
      Math.min(s.accessibility, s.bestPractices, s.seo) < TARGET.otherScores,
  );
  console.log(
    missed.length === 0
      ? `  targets (performance ≥ ${TARGET.performance}, the rest ${TARGET.otherScores}): ok`
      : `  targets MISSED on: ${missed.map(([page]) => page).join(', ')}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Server-rendering throughput.

const listSchema = z.object({
  items: z.array(z.object({ id: z.number(), image: z.object({ id: z.number() }).nullable() })),
});

/** A page of the public list in `sort`, 100 products at a time (0-based). */
async function listed(origin: string, page: number, sort: string) {
  const res = await fetch(
    `${origin}/api/data/v1/product?size=100&page=${String(page)}&sort=${sort}`,
  );
  return listSchema.parse(await res.json()).items;
}

/**
 * Product pages from the load generator's process, beside the bare route: one page over and
 * over with 20 connections (cached), and published products never asked for before, one at a
 * time, so each request renders a page afresh and its p99 is a page's own cost.
 */
async function measureRendering({ server, bare }: Site, product: number): Promise<Figure[]> {
  const target = { origin: server.origin, pid: server.child.pid };
  const cached = await beside(bare, target, 'cached page, 20 connections', [productPath(product)], {
    connections: 20,
    seconds: SECONDS,
    generator: 'wrk',
  });
  // Pages after the first, as deep as the list lets anyone page, in each sort: enough products
  // that a fast server never comes round to one it has kept (the first ones warm up).
  const ids = new Set<number>();
  for (const sort of ['newest', 'name', 'popular']) {
    for (let n = 1; (n + 1) * 100 <= PRODUCT_RESULT_WINDOW; n += 1) {
      for (const item of await listed(server.origin, n, sort)) ids.add(item.id);
    }
  }
  const fresh = [...ids].map(productPath);
  const uncached = await beside(bare, target, 'uncached pages, 1 connection', fresh.slice(100), {
    connections: 1,
    seconds: SECONDS,
    warmUp: fresh.slice(0, 100),
  });
  return [cached, uncached];
}

const productPath = (id: number) => `/product/detail/${String(id)}`;

/** A site's server and the bare route it is measured beside. */
interface Site {
  server: Server;
  bare: Awaited<ReturnType<typeof startBareProcess>>;
}

/**
 * The production server on a database of `kind`, seeded with the demo and the products, and
 * the bare route's process, started with it: the two are of an age, so whatever a process's
 * age does to its speed (V8's memory reducer did, decision 10) touches both alike.
 */
async function startSite(kind: Kind): Promise<Site> {
  const port = await freePort();
  // As production runs it: PUBLIC_URL set (deploy/env.example), which also lets kept pages be
  // answered before Fastify (early-response.ts).
  const env: NodeJS.ProcessEnv = {
    ...(await prepareSite(kind, `bench-web-${kind}`)),
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${String(port)}`,
  };
  // The seed adds the demo content (boards, pages, places) to the empty database first.
  const seeded = await runScript(SCRIPTS.seed, ['--products', String(PRODUCTS)], env);
  console.log(
    `${kind}: ${
      seeded
        .trim()
        .split(/[\r\n]+/)
        .at(-1) ?? ''
    }`,
  );
  const server = await startServer(env, SCRIPTS.compiledServer);
  return { server, bare: await startBareProcess() };
}

function printRendering(kind: Kind, figures: Figure[]) {
  printFigures(
    `Server-rendered product detail on ${kind}, ${String(PRODUCTS)} products, ${String(SECONDS)} s each, beside a bare Fastify route`,
    figures,
    null,
  );
  const [cached, uncached] = figures;
  const ratioMet = (cached?.ratio ?? 0) >= TARGET.cachedRatio;
  const p99Met = (uncached?.p99 ?? Number.POSITIVE_INFINITY) < TARGET.uncachedP99Ms;
  console.log(
    `  targets: cached ratio ≥ ${String(TARGET.cachedRatio)}: ${ratioMet ? 'ok' : 'MISSED'}; ` +
      `uncached p99 < ${String(TARGET.uncachedP99Ms)} ms: ${p99Met ? 'ok' : 'MISSED'}`,
  );
}

/** Each page's Lighthouse figures in one form factor: the median of RUNS runs. */
async function measurePages(
  origin: string,
  pages: [string, string][],
  formFactor: 'mobile' | 'desktop',
): Promise<[string, PageScores][]> {
  const rows: [string, PageScores][] = [];
  for (const [label, path] of pages) {
    const runs: PageScores[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const scores = await lighthouse(`${origin}${path}`, formFactor).catch((error: unknown) => {
        // A page whose runs all fail is reported as missing; the others still count.
        console.error(`  Lighthouse gave up on ${path} (${formFactor}):`, String(error));
        return null;
      });
      if (scores !== null) runs.push(scores);
    }
    if (runs.length > 0) rows.push([`${label} (${String(runs.length)} runs)`, medianScores(runs)]);
  }
  return rows;
}

/**
 * A popup showing to everyone, as staff would write one: the worst case for the page's largest
 * paint, a picture (a product's photo of the seeded library), else text.
 */
async function schedulePopup(origin: string, imageId: number | null) {
  const now = Date.now();
  const res = await fetch(`${origin}/api/admin/v1/popup`, {
    method: 'POST',
    headers: { ...(await signIn(origin)), 'content-type': 'application/json' },
    body: JSON.stringify({
      title: '여름 휴무 안내',
      kind: imageId === null ? 'text' : 'image',
      body: '<p>8월 1일부터 3일까지 쉽니다. 문의는 4일부터 차례로 답해 드립니다.</p>',
      imageId,
      link: '/product/list',
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
      device: 'all',
      language: 'all',
      dismissDays: 1,
    }),
  });
  if (res.status !== 201)
    throw new Error(`popup not created: ${String(res.status)} ${await res.text()}`);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  // The site as production runs it: the compiled server and the built web app.
  if (process.env.BENCH_SKIP_BUILD !== 'true') await run('npm', ['run', 'build']);

  const site = await startSite('pglite');
  const { server } = site;
  const products = await listed(server.origin, 0, 'newest');
  const product = products.find((item) => item.image !== null) ?? products[0];
  if (product === undefined) throw new Error('the seeded catalogue lists no product');
  const pages: [string, string][] = [
    ['/', '/'],
    ['/product/list', '/product/list'],
    ['product detail', productPath(product.id)],
    ['board list', '/board/1'],
    ['/about', '/about'],
  ];

  // BENCH_LIGHTHOUSE_RUNS=0 measures the throughput alone.
  const formFactors = RUNS > 0 ? (['mobile', 'desktop'] as const) : [];
  if (POPUP !== 'only') {
    for (const formFactor of formFactors) {
      printLighthouse(formFactor, await measurePages(server.origin, pages, formFactor));
    }
  }
  if (POPUP !== 'false' && formFactors.length > 0) {
    const popupPages = pages.filter(([label]) => label === '/' || label === 'product detail');
    const without = new Map<string, [string, PageScores][]>();
    if (POPUP === 'only') {
      for (const formFactor of formFactors) {
        without.set(formFactor, await measurePages(server.origin, popupPages, formFactor));
      }
    }
    await schedulePopup(server.origin, product.image?.id ?? null);
    for (const formFactor of formFactors) {
      const withPopup = await measurePages(server.origin, popupPages, formFactor);
      const before = without.get(formFactor) ?? [];
      printLighthouse(
        `${formFactor}, without and with a popup`,
        withPopup.flatMap(([label, scores], i) => {
          const plain = before[i];
          return [...(plain === undefined ? [] : [plain]), [`${label} + popup`, scores]];
        }),
      );
    }
  }
  if (POPUP === 'only') {
    await stopServer(server);
    return;
  }

  printRendering('pglite', await measureRendering(site, product.id));
  await stopServer(server);
  // PostgreSQL, as production runs it (BENCH_POSTGRES_URL names the server).
  const postgres = await startSite('postgres');
  const first = (await listed(postgres.server.origin, 0, 'newest'))[0];
  if (first === undefined) throw new Error('the seeded catalogue lists no product');
  printRendering('postgres', await measureRendering(postgres, first.id));
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
