/**
 * `npm run seed -- --products N [--seed S]`: fills the database (DATABASE_URL, else PGlite in
 * DATA_DIR) with N generated products for benchmarks and demos. Places and categories are
 * created first when there are none; every product reuses a small pool of generated pictures of its kind.
 */
import { parseArgs } from 'node:util';
import { insertSampleProducts } from '../bootstrap/catalogue-seed.ts';
import { analyzeCatalogue } from '../modules/product/catalogue-statistics.ts';
import { rebuildSearchWords } from '../modules/search/search-words.ts';
import { seedDemoContent } from '../bootstrap/demo-content.ts';
import { leafCategories } from '../bootstrap/demo-products.ts';
import { importSampleImages } from '../bootstrap/sample-images.ts';
import { openConfiguredDatabase } from '../db/configured-database.ts';
import { place } from '../db/schema/index.ts';
import { loadEnv } from '../env.ts';
import { createStorage } from '../storage/create-storage.ts';

/** One generated picture of each kind of product. */
const PICTURES_PER_KIND = 1;
const MAX_PRODUCTS = 5_000_000;

function usage(message: string): never {
  process.stderr.write(`${message}\nUsage: npm run seed -- --products <count> [--seed <number>]\n`);
  process.exit(2);
}

const { values } = parseArgs({
  options: { products: { type: 'string' }, seed: { type: 'string', default: '1' } },
});
const count = Number(values.products);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || count > MAX_PRODUCTS) {
  usage(`--products must be a whole number from 1 to ${MAX_PRODUCTS}.`);
}
if (!Number.isInteger(seed)) usage('--seed must be a whole number.');

const env = loadEnv();
const { database, releaseLock } = await openConfiguredDatabase(env, 'apply');
try {
  const { db } = database;
  const started = performance.now();
  if (await seedDemoContent(db)) process.stdout.write('Added the demo places and categories.\n');
  const pictures = await importSampleImages(db, createStorage(env), PICTURES_PER_KIND);
  const places = await db.select({ id: place.id }).from(place);
  await insertSampleProducts(db, {
    count,
    categories: await leafCategories(db),
    placeIds: places.map((p) => p.id),
    pictures,
    seed,
    onProgress: (done) =>
      process.stdout.write(
        `\r  ${done.toLocaleString('en')} / ${count.toLocaleString('en')} products`,
      ),
  });
  process.stdout.write('\n  analysing…\n');
  await analyzeCatalogue(db);
  process.stdout.write('  building the search words…\n');
  await rebuildSearchWords(db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`Inserted ${count.toLocaleString('en')} products in ${seconds} s.\n`);
} finally {
  await database.close();
  await releaseLock();
}
