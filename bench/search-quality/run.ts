/**
 * Search-quality benchmark (issue 31): does the product search find what Korean visitors mean?
 * Run with `npm run bench:search` (BENCH_DB=postgres for PostgreSQL, reached at
 * BENCH_POSTGRES_URL, else TEST_POSTGRES_URL, else the local server, in a scratch database
 * dropped at the end; PGlite in memory otherwise).
 *
 * A fresh app gets the generated catalogue (`catalogue.ts`) through the admin API and the
 * synonym rules (`synonyms.ts`, one POST each); every labelled query (`queries.ts`) then goes
 * through the public list, `GET /api/data/v1/product?keyword=…&size=10` in its default sort, and
 * through a baseline computed here: every whitespace-separated term, lowercased, a substring of
 * the name, English name, code, summary or specs, newest first. The table gives success@1,
 * success@3, nDCG@10 and the zero-result rate per kind of query for both (`metrics.ts`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { buildApp } from '../../apps/server/src/app.ts';
import { ensureFirstAdmin } from '../../apps/server/src/bootstrap/first-admin.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { openScratchPostgres } from '../../apps/server/src/db/scratch-database.ts';
import { parseEnv } from '../../apps/server/src/env.ts';
import {
  type CatalogueProduct,
  type Staff,
  createCatalogue,
  generateCatalogue,
} from './catalogue.ts';
import { type Outcome, falseHits, formatScores } from './metrics.ts';
import { type LabelledQuery, QUERIES, auditQueries, expectedCodes } from './queries.ts';
import { SYNONYMS } from './synonyms.ts';

const RESULTS = 10;

/**
 * Enters the benchmark's synonym rules as staff would, one `POST /api/admin/v1/search/synonyms`
 * each (body: one `SynonymRule`). Answers false when the server has no such endpoint (404): the
 * run goes on without them.
 */
export async function seedSynonyms(staff: Staff): Promise<boolean> {
  for (const rule of SYNONYMS) {
    const res = await staff.app.inject({
      method: 'POST',
      url: '/api/admin/v1/search/synonyms',
      headers: { authorization: `Bearer ${staff.adminToken}` },
      payload: rule,
    });
    if (res.statusCode === 404) return false;
    if (res.statusCode >= 300) {
      throw new Error(`POST /search/synonyms "${rule.term}": ${res.statusCode} ${res.body}`);
    }
  }
  return true;
}

const pageSchema = z.object({
  items: z.array(z.object({ code: z.string().nullable() })),
  total: z.number(),
});

/** The expected codes of a query that the searched catalogue holds. */
const relevantIn = (query: LabelledQuery, codes: ReadonlySet<string>) =>
  expectedCodes(query).filter((code) => codes.has(code));

/** Runs every query through the public product list of the app, as a visitor's search box does. */
export async function evaluate(
  staff: Staff,
  queries: readonly LabelledQuery[],
  catalogue: readonly CatalogueProduct[],
): Promise<Outcome[]> {
  const codes = new Set(catalogue.map((p) => p.code));
  const outcomes: Outcome[] = [];
  for (const query of queries) {
    const params = new URLSearchParams({ keyword: query.query, size: String(RESULTS) });
    if (query.lang === 'en') params.set('lang', 'en');
    const res = await staff.app.inject({
      method: 'GET',
      url: `/api/data/v1/product?${params.toString()}`,
    });
    if (res.statusCode !== 200) {
      throw new Error(`search "${query.query}" failed: ${res.statusCode} ${res.body}`);
    }
    const page = pageSchema.parse(res.json());
    outcomes.push({
      query,
      relevant: relevantIn(query, codes),
      found: page.items.map((item) => item.code ?? ''),
      total: page.total,
    });
  }
  return outcomes;
}

/** The plain substring search the API is compared with (see the header), newest first. */
export function baseline(
  queries: readonly LabelledQuery[],
  catalogue: readonly CatalogueProduct[],
): Outcome[] {
  const codes = new Set(catalogue.map((p) => p.code));
  const texts = catalogue
    .map((p) => ({
      code: p.code,
      text: [
        p.name,
        p.nameEn ?? '',
        p.code,
        p.summary,
        ...p.specs.map((s) => `${s.label} ${s.value}`),
      ]
        .join(' ')
        .toLowerCase(),
    }))
    .reverse();
  return queries.map((query) => {
    const terms = query.query
      .toLowerCase()
      .split(/\s+/)
      .filter((t) => t !== '');
    const found = texts.filter(({ text }) => terms.every((t) => text.includes(t)));
    return {
      query,
      relevant: relevantIn(query, codes),
      found: found.slice(0, RESULTS).map((p) => p.code),
      total: found.length,
    };
  });
}

/** A whole app on a fresh database with a signed-in administrator, as the API tests build it. */
async function openBenchApp(): Promise<Staff & { close: () => Promise<void> }> {
  const postgresUrl =
    process.env.BENCH_POSTGRES_URL ??
    process.env.TEST_POSTGRES_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const database =
    process.env.BENCH_DB === 'postgres'
      ? await openScratchPostgres(postgresUrl, 'bench_search')
      : await openDatabase({ kind: 'pglite', dataDir: null });
  const storageDir = await mkdtemp(join(tmpdir(), 'bench-search-'));
  const app = await buildApp({
    env: parseEnv({
      NODE_ENV: 'test',
      STORAGE_DIR: storageDir,
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    }),
    database,
  });
  const admin = { loginId: 'admin', password: 'admin-password-1' };
  await ensureFirstAdmin(app.db, admin);
  const res = await app.inject({ method: 'POST', url: '/api/auth', payload: admin });
  const { token } = z.object({ token: z.string() }).parse(res.json());
  return {
    app,
    adminToken: token,
    close: async () => {
      // Closing the app closes (and for PostgreSQL drops) its database.
      await app.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const catalogue = generateCatalogue();
  const problems = auditQueries(QUERIES, catalogue);
  if (problems.length > 0)
    throw new Error(`the labels do not fit the catalogue:\n${problems.join('\n')}`);
  const database = process.env.BENCH_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(
    `Search quality: ${QUERIES.length} queries, ${catalogue.length} products, ${database}`,
  );
  const bench = await openBenchApp();
  try {
    const started = performance.now();
    await createCatalogue(bench, catalogue);
    const seconds = (performance.now() - started) / 1000;
    console.log(`catalogue created through the admin API in ${seconds.toFixed(1)} s`);
    if (!(await seedSynonyms(bench))) {
      console.log('synonyms were not seeded: POST /api/admin/v1/search/synonyms answered 404');
    }
    // The word dictionary is rebuilt in the background after writes: here, now.
    await bench.app.productSearch.rebuildWords();
    const api = await evaluate(bench, QUERIES, catalogue);
    const plain = baseline(QUERIES, catalogue);
    console.log(
      `\n${formatScores([
        { label: 'API (GET /api/data/v1/product)', outcomes: api },
        { label: 'baseline (substring, newest)', outcomes: plain },
      ])}`,
    );
    const missed = api.filter(
      (o) => o.query.expects !== null && !o.found.slice(0, 3).some((c) => o.relevant.includes(c)),
    );
    if (missed.length > 0) {
      console.log('\nnot in the first three:');
      for (const o of missed) {
        console.log(
          `  ${o.query.kind} "${o.query.query}" wants ${o.relevant.join('|')}, got ${o.found.slice(0, 3).join(', ') || 'nothing'}`,
        );
      }
    }
    const hits = falseHits(api);
    if (hits.length > 0) {
      console.log(
        `\nshould-miss queries the API answered: ${hits.map((o) => `"${o.query.query}" (${o.total})`).join(', ')}`,
      );
    }
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
