/**
 * Catalogue benchmark (issue 16): every shape of catalogue read, public and staff, one request
 * at a time, at each catalogue size on PostgreSQL (10,000, 100,000 and 1,000,000 products) and
 * on PGlite (100,000), printed per size and then as a growth table. Run with
 * `npm run bench:catalogue`.
 *
 * Nothing here can flatter a figure:
 * - the server is the real one, in a process of its own with its caches off (CACHE_ENTRIES=0),
 *   and the load generator is a third process (bench/lib/load-generator.ts);
 * - each shape is measured right after a bare Fastify route (its own process too) with the same
 *   connections for the same time, and printed as a ratio to it, so a machine that slows down
 *   during the run slows both;
 * - the server's CPU per request (all its threads, from /proc) is printed beside each figure,
 *   and the bare route's beside it;
 * - each shape's paths are requested once before it is measured, so the database's buffers are
 *   warm as a running site's are (the database is freshly seeded);
 * - keywords come from products sampled across the whole catalogue, plus misses, English words,
 *   product codes and their prefixes, and the commonest grams by ANALYZE; pages are random up to
 *   the 100th, with random sorts and category or place filters.
 * The cached figures (20 connections, the server as deployed) come last, each beside the bare
 * route too. Before the figures, each catalogue's search exactness table (lib/exactness.ts):
 * pages and totals beside a full scan; and beside each figure PostgreSQL's CPU per request.
 *
 * BENCH_SECONDS (default 5) bounds each measurement; BENCH_SIZES (10000,100000,1000000) are the
 * PostgreSQL catalogues, BENCH_PGLITE_PRODUCTS (100000, 0 to skip) PGlite's. PostgreSQL is
 * reached at BENCH_POSTGRES_URL (else TEST_POSTGRES_URL, else the local server), in scratch
 * databases dropped at the end.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  combineCharacter,
  convertHangulToQwerty,
  disassembleCompleteCharacter,
  getChoseong,
} from 'es-hangul';
import { seededRandom } from '../apps/server/src/lib/seeded-random.ts';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { postgresReachable } from '../apps/server/src/db/scratch-database.ts';
import { printExactness } from './lib/exactness.ts';
import { type Figure, beside, printFigures } from './lib/measure.ts';
import {
  SCRIPTS,
  cleanUp,
  runScript,
  startBareProcess,
  startServer,
  stopServer,
} from './lib/processes.ts';
import { type Kind, POSTGRES_ADMIN_URL, prepareSite, signIn } from './lib/site.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const PGLITE_PRODUCTS = Number(process.env.BENCH_PGLITE_PRODUCTS ?? 100_000);
/** Distinct paths per shape: far more than one connection requests in a few seconds' repeats. */
const POOL = 400;
/** The issue's bound for any shape, one request at a time, at any size. */
const TARGET_P99_MS = { postgres: 50, pglite: 100 };

interface Target {
  kind: Kind;
  products: number;
}

/** What the catalogue holds, sampled before the server starts (PGlite allows one process). */
interface Catalogue {
  names: string[];
  codes: string[];
  denseGrams: string[];
  categoryIds: number[];
  placeIds: number[];
  productIds: number[];
  /** The search's indexes and dictionary, by name, in MB. */
  searchSizes: { name: string; mb: number }[];
}

async function sampleCatalogue(env: NodeJS.ProcessEnv, kind: Kind): Promise<Catalogue> {
  const database = await openDatabase(
    kind === 'postgres'
      ? { kind, url: env.DATABASE_URL ?? '' }
      : { kind, dataDir: env.DATA_DIR ?? null },
  );
  try {
    const { db } = database;
    // Every n-th product, so the sample spans the whole catalogue, not its first rows.
    const products = await queryRows(
      db,
      sql`select id, name, code from product
        where status = 'published' and id % greatest(1, (select count(*) from product) / 3000) = 0`,
      z.object({ id: z.number(), name: z.string(), code: z.string().nullable() }),
    );
    const [stats] = await queryRows(
      db,
      sql`select coalesce(most_common_elems::text::text[], '{}') as grams from pg_stats
        where schemaname = current_schema() and tablename = 'product_search_grams_idx'`,
      z.object({ grams: z.array(z.string()) }),
    );
    const ids = async (table: 'category' | 'place') =>
      (
        await queryRows(
          db,
          sql`select id from ${sql.identifier(table)}`,
          z.object({ id: z.number() }),
        )
      ).map((row) => row.id);
    const searchSizes = await queryRows(
      db,
      sql`select c.relname::text as name, pg_total_relation_size(c.oid) / 1048576.0 as mb
        from pg_class c
        where c.relname in ('product', 'search_word', 'product_name_words_idx',
            'product_name_later_words_idx', 'product_name_key_grams_idx')
          or c.relname like 'product_search%'
          or c.relname like 'search_word%'
        order by c.relname`,
      z.object({ name: z.string(), mb: z.coerce.number() }),
    );
    return {
      searchSizes,
      names: products.map((p) => p.name),
      codes: products.flatMap((p) => (p.code ? [p.code] : [])),
      // The commonest two-syllable grams: the densest terms a visitor can type.
      denseGrams: (stats?.grams ?? []).filter((g) => /^[가-힣]{2}$/.test(g)).slice(0, 40),
      categoryIds: await ids('category'),
      placeIds: await ids('place'),
      productIds: products.map((p) => p.id),
    };
  } finally {
    await database.close();
  }
}

const random = seededRandom(16);
const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};
const distinct = (items: Iterable<string>) => [...new Set(items)];
const repeatTo = <T>(items: T[], n: number) =>
  items.length === 0 ? [] : Array.from({ length: n }, (_, i) => items[i % items.length] as T);

/** Keywords of each kind, taken from the sampled names and codes. */
function keywordPools(catalogue: Catalogue) {
  const runs = catalogue.names.flatMap((name) => name.match(/[가-힣]+/g) ?? []);
  const substrings = (length: number) =>
    distinct(
      runs.flatMap((run) =>
        Array.from({ length: run.length - length + 1 }, (_, i) => run.slice(i, i + length)),
      ),
    );
  const syllable = () => String.fromCodePoint(0xac00 + Math.floor(random() * 11_172));
  const long = distinct(runs.filter((run) => run.length >= 3));
  return {
    one: substrings(1),
    two: substrings(2),
    long,
    english: distinct(catalogue.names.flatMap((name) => name.match(/[A-Za-z]{3,}/g) ?? [])),
    codes: catalogue.codes,
    codePrefixes: distinct(catalogue.codes.map((code) => code.slice(0, 7))),
    // Three random syllables: almost never in a product.
    misses: Array.from({ length: POOL }, () => `${syllable()}${syllable()}${syllable()}`),
    dense: catalogue.denseGrams,
    // The rewrites (issue 31): 초성, the keys of a word typed in English mode, one vowel off.
    initials: distinct(long.map((run) => getChoseong(run))),
    keyboard: distinct(long.map((run) => convertHangulToQwerty(run))),
    typos: distinct(long.filter((run) => run.length >= 2).map(oneVowelOff)),
    // What a suggestion box receives while a word is typed: every keystroke state of it.
    typing: distinct(long.slice(0, 60).flatMap(keystrokeStates)),
  };
}

/** A word with one syllable's vowel changed: a typo one keystroke away (송풍기 → 송퓽기). */
function oneVowelOff(word: string): string {
  const syllables = Array.from(word);
  const at = Math.floor(random() * syllables.length);
  return syllables
    .map((syllable, i) => {
      const parts = disassembleCompleteCharacter(syllable);
      if (i !== at || parts === undefined) return syllable;
      const vowel = parts.jungseong === 'ㅏ' ? 'ㅓ' : 'ㅏ';
      return combineCharacter(parts.choseong, vowel, parts.jongseong);
    })
    .join('');
}

/** 환풍기 → 화, 환, 환ㅍ, 환푸, 환풍, 환풍ㄱ, 환풍기: each syllable built up key by key. */
function keystrokeStates(word: string): string[] {
  const syllables = Array.from(word);
  return syllables.flatMap((syllable, i) => {
    const before = syllables.slice(0, i).join('');
    const parts = disassembleCompleteCharacter(syllable);
    if (parts === undefined) return [`${before}${syllable}`];
    const states = [parts.choseong, combineCharacter(parts.choseong, parts.jungseong)];
    if (parts.jongseong !== '') states.push(syllable);
    return states.map((state) => `${before}${state}`);
  });
}

const SORTS = ['newest', 'name', 'popular'] as const;
const ADMIN_SORTS = ['updatedAt', 'name', 'createdAt', 'viewCount', 'id'] as const;
const page = () => Math.floor(random() ** 2 * 100);
const publicPath = (params: Record<string, string | number>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) query.set(name, String(value));
  return `/api/data/v1/product?${query.toString()}`;
};

interface Shape {
  label: string;
  paths: string[];
  staff?: boolean;
}

function shapesOf(catalogue: Catalogue): Shape[] {
  const pools = keywordPools(catalogue);
  const filter = (): Record<string, number> =>
    random() < 0.5
      ? { category: pick(catalogue.categoryIds) }
      : { place: pick(catalogue.placeIds) };
  const search = (keywords: string[], deep = false) =>
    repeatTo(keywords, POOL).map((keyword) =>
      publicPath({ keyword, size: 20, page: deep ? page() : 0, sort: pick(SORTS) }),
    );
  const mixed = [...pools.one, ...pools.two, ...pools.long, ...pools.english, ...pools.codes];
  return [
    {
      label: 'list, pages 1-100, any sort',
      paths: repeatTo([0], POOL).map(() =>
        publicPath({ size: 20, page: page(), sort: pick(SORTS) }),
      ),
    },
    {
      label: 'list, category or place, pages 1-100',
      paths: repeatTo([0], POOL).map(() =>
        publicPath({ size: 20, page: page(), sort: pick(SORTS), ...filter() }),
      ),
    },
    { label: 'search, 1 syllable', paths: search(pools.one) },
    { label: 'search, 2 syllables', paths: search(pools.two) },
    { label: 'search, 3+ syllables', paths: search(pools.long) },
    { label: 'search, English words', paths: search(pools.english) },
    { label: 'search, product codes', paths: search(pools.codes) },
    { label: 'search, code prefixes', paths: search(pools.codePrefixes) },
    { label: 'search, misses', paths: search(pools.misses) },
    { label: 'search, dense terms, pages 1-100', paths: search(pools.dense, true) },
    { label: 'search, 초성', paths: search(pools.initials) },
    { label: 'search, keyboard in English mode', paths: search(pools.keyboard) },
    { label: 'search, one vowel off', paths: search(pools.typos) },
    {
      label: 'suggest, every keystroke',
      paths: repeatTo(pools.typing, POOL).map(
        (q) => `/api/data/v1/search/suggest?${new URLSearchParams({ q }).toString()}`,
      ),
    },
    {
      label: 'search + filter + sort, pages 1-100',
      paths: repeatTo(mixed, POOL).map((keyword) =>
        publicPath({ keyword, size: 20, page: page(), sort: pick(SORTS), ...filter() }),
      ),
    },
    {
      label: 'product page',
      paths: repeatTo(catalogue.productIds, POOL).map((id) => `/api/data/v1/product/${String(id)}`),
    },
    {
      label: 'admin table, keyword, pages 1-100',
      staff: true,
      paths: repeatTo(mixed, POOL).map((keyword) => {
        const params = new URLSearchParams({
          keyword,
          size: '20',
          page: String(page()),
          sort: pick(ADMIN_SORTS),
          order: random() < 0.5 ? 'asc' : 'desc',
        });
        return `/api/admin/v1/product?${params.toString()}`;
      }),
    },
  ].filter((shape) => shape.paths.length > 0);
}

const nameOf = (t: Target) =>
  `${t.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${t.products.toLocaleString('en')}`;

/** One catalogue: seeded, sampled, measured, then removed with everything the run started for it. */
async function runTarget(target: Target) {
  const bare = await startBareProcess();
  const env = await prepareSite(target.kind, 'bench-catalogue');
  const seedStarted = performance.now();
  await runScript(SCRIPTS.seed, ['--products', String(target.products)], env);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`\n${nameOf(target)}: seeded in ${seedSeconds.toFixed(0)} s`);
  const catalogue = await sampleCatalogue(env, target.kind);
  console.log(
    `  search storage: ${catalogue.searchSizes.map((r) => `${r.name} ${r.mb.toFixed(1)} MB`).join(', ')}`,
  );
  const shapes = shapesOf(catalogue);
  const exactness = await openDatabase(
    target.kind === 'postgres'
      ? { kind: 'postgres', url: env.DATABASE_URL ?? '' }
      : { kind: 'pglite', dataDir: env.DATA_DIR ?? null },
  );
  try {
    await printExactness(exactness.db, nameOf(target));
  } finally {
    await exactness.close();
  }

  const uncached = await startServer({ ...env, CACHE_ENTRIES: '0' });
  const figures: Figure[] = [];
  try {
    const headers = await signIn(uncached.origin);
    const server = { origin: uncached.origin, pid: uncached.child.pid };
    for (const shape of shapes) {
      // Each path once first, so the database's buffers hold what the shape reads, as a running
      // site's do; what is measured is the site, not a cold start after the seed.
      for (const path of new Set(shape.paths)) {
        await fetch(`${uncached.origin}${path}`, shape.staff ? { headers } : {});
      }
      figures.push(
        await beside(bare, server, shape.label, shape.paths, {
          connections: 1,
          ...(shape.staff ? { headers } : {}),
        }),
      );
    }
  } finally {
    await stopServer(uncached);
  }
  printFigures(
    `${nameOf(target)}, caches off, one request at a time (target p99 < ${String(TARGET_P99_MS[target.kind])} ms)`,
    figures,
    TARGET_P99_MS[target.kind],
  );

  // As visitors mostly meet it: the deployed caches, 20 connections, the same keyword repeated.
  const cached = await startServer(env);
  try {
    const server = { origin: cached.origin, pid: cached.child.pid };
    const repeated = [
      ['list page 1', [publicPath({ size: 20, page: 0 })]],
      ['search 사과, page 1', [publicPath({ keyword: '사과', size: 20, page: 0 })]],
    ] as const;
    const cachedFigures: Figure[] = [];
    for (const [label, paths] of repeated) {
      cachedFigures.push(
        await beside(bare, server, `${label} (cached)`, [...paths], { connections: 20 }),
      );
    }
    printFigures(`${nameOf(target)}, caches on, 20 connections`, cachedFigures, null);
  } finally {
    await stopServer(cached);
  }
  // The scratch database and folder go now: a million products should not outlive their figures.
  await cleanUp();
  return { target, seedSeconds, figures };
}

async function main() {
  const targets: Target[] = [];
  if (await postgresReachable(POSTGRES_ADMIN_URL)) {
    targets.push(
      ...SIZES.filter((n) => n > 0).map((products) => ({ kind: 'postgres' as const, products })),
    );
  } else {
    console.log(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: only PGlite is measured.`);
  }
  if (PGLITE_PRODUCTS > 0) targets.push({ kind: 'pglite', products: PGLITE_PRODUCTS });

  const results = [];
  for (const target of targets) results.push(await runTarget(target));

  console.log('\nGrowth: p99 ms (server CPU ms per request), caches off, one request at a time');
  const labels = results[0]?.figures.map((f) => f.label) ?? [];
  console.log(['shape'.padEnd(38), ...results.map((r) => nameOf(r.target).padStart(20))].join(''));
  for (const label of labels) {
    const cells = results.map((r) => {
      const f = r.figures.find((x) => x.label === label);
      return (f ? `${f.p99.toFixed(1)} (${f.cpuMs.toFixed(2)})` : '-').padStart(20);
    });
    console.log([label.padEnd(38), ...cells].join(''));
  }
  console.log(
    ['seeding, s'.padEnd(38), ...results.map((r) => r.seedSeconds.toFixed(0).padStart(20))].join(
      '',
    ),
  );
}

try {
  await main();
} finally {
  await cleanUp();
}
