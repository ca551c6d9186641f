import { insertSampleProducts } from '../bootstrap/catalogue-seed.ts';
import { seedDemoContent } from '../bootstrap/demo-content.ts';
import type { Db } from '../db/client.ts';
import { category, place } from '../db/schema/index.ts';
import { analyzeCatalogue } from '../modules/product/catalogue-statistics.ts';

/**
 * The demo categories and places with `count` generated products among them, analysed as after
 * a seed: the catalogue the search's plan and exactness tests run on. Answers the category and
 * place ids.
 */
export async function sampleCatalogue(
  db: Db,
  count: number,
): Promise<{ categoryIds: number[]; placeIds: number[] }> {
  await seedDemoContent(db);
  const categories = await db.select({ id: category.id, name: category.name }).from(category);
  const placeIds = (await db.select({ id: place.id }).from(place)).map((p) => p.id);
  await insertSampleProducts(db, { count, categories, placeIds });
  await analyzeCatalogue(db);
  return { categoryIds: categories.map((c) => c.id), placeIds };
}
