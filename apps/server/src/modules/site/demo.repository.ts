import { SITE_DEMO_AREAS, type SiteDemo, type SiteDemoArea } from '@app/contract/site';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { siteSetting } from '../../db/schema/index.ts';

const KEY = 'demo';

/**
 * The audit entities (modules/audit: an admin write's first path segment, or its route's own)
 * under which staff write each area: any one of them after the seed makes the area theirs.
 */
const AREA_ENTITIES: Record<SiteDemoArea, readonly string[]> = {
  companyFacts: ['site'],
  homeSections: ['home'],
  menus: ['menu'],
  pages: ['page'],
  policies: ['policies'],
  places: ['place'],
  products: ['product', 'category', 'product-import'],
  boards: ['board', 'post', 'post-attachment'],
};

const storedSchema = z.object({ areas: z.array(z.enum(SITE_DEMO_AREAS)) });

/**
 * Notes that the demo seed filled `areas`, at the database's clock (the audit trail's), so the
 * admin home can mark them until staff write to them. Only the seed calls it: a production
 * install has no such row.
 */
export async function recordDemoSeed(db: Db, areas: SiteDemoArea[]): Promise<void> {
  const value = storedSchema.parse({ areas });
  await db
    .insert(siteSetting)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: siteSetting.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * The seeded areas no staff write has touched since the seed. One EXISTS per audit entity, each
 * a bounded probe of `audit_entity_at_idx` (entity, at): the first row after the seed answers.
 */
export async function demoAreas(db: Db): Promise<SiteDemo> {
  const [row] = await db
    .select({ value: siteSetting.value })
    .from(siteSetting)
    .where(eq(siteSetting.key, KEY))
    .limit(1);
  if (!row) return { areas: [] };
  // Parsed as written: a value this code did not write fails loudly.
  const seeded = storedSchema.parse(row.value).areas;
  const entities = seeded.flatMap((area) => AREA_ENTITIES[area]);
  if (entities.length === 0) return { areas: [] };
  const edited = await queryRows(
    db,
    sql`select e.entity from (values ${sql.join(
      entities.map((entity) => sql`(${entity}::text)`),
      sql`, `,
    )}) as e(entity)
      where exists (
        select 1 from audit a
        where a.entity = e.entity
          and a.at > (select updated_at from site_setting where key = ${KEY})
      )`,
    z.object({ entity: z.string() }),
  );
  const touched = new Set(edited.map(({ entity }) => entity));
  return {
    areas: SITE_DEMO_AREAS.filter(
      (area) => seeded.includes(area) && !AREA_ENTITIES[area].some((e) => touched.has(e)),
    ),
  };
}
