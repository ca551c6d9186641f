import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../db/client.ts';
import { place } from '../db/schema/index.ts';
import type { Storage } from '../storage/storage.ts';
import { analyzeCatalogue } from '../modules/product/catalogue-statistics.ts';
import { type SeedCategory, insertSampleProducts } from './catalogue-seed.ts';
import { translateDemoProducts } from './demo-english.ts';
import { importSampleImages } from './sample-images.ts';

const DEMO_PRODUCTS = 60;
/** Pictures of each kind of product: two, so products of one kind do not all look the same. */
const DEMO_PICTURES_PER_KIND = 2;
const DEMO_FEATURED = 8;

/** Categories without sub-categories, in display order: where products are filed. */
export async function leafCategories(db: Db): Promise<SeedCategory[]> {
  return queryRows(
    db,
    sql`select c.id, c.name from category c
        where not exists (select 1 from category k where k.parent_id = c.id)
        order by c.sort_order, c.id`,
    z.object({ id: z.number(), name: z.string() }),
  );
}

/**
 * About 60 products with generated pictures, a few of them featured on the home page, some
 * with English versions.
 */
export async function seedDemoProducts(db: Db, storage: Storage): Promise<void> {
  const pictures = await importSampleImages(db, storage, DEMO_PICTURES_PER_KIND);
  const places = await db.select({ id: place.id }).from(place);
  await insertSampleProducts(db, {
    count: DEMO_PRODUCTS,
    categories: await leafCategories(db),
    placeIds: places.map((p) => p.id),
    pictures,
    seed: 2024,
  });
  await db.execute(sql`
    update product set featured = true
    where id in (select id from product where status = 'published' order by id limit ${DEMO_FEATURED})`);
  await translateDemoProducts(db);
  await analyzeCatalogue(db);
}
