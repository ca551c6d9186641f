import { productSpecEnSchema, productSpecSchema, productStatusSchema } from '@app/contract/product';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.ts';
import { productCodeKey } from '../product-code.ts';
import { CATEGORY_PATH_SEPARATOR } from '../product-export.ts';

/** Names compared as staff see them: Unicode form, case and runs of spaces do not matter. */
export const nameKey = (name: string) =>
  name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Found by name: one id, none, or several (the name is not enough to tell which). */
export type Found = { id: number } | 'not_found' | 'ambiguous';

function find(index: ReadonlyMap<string, number[]>, name: string): Found {
  const ids = index.get(nameKey(name)) ?? [];
  if (ids.length === 0) return 'not_found';
  if (ids.length > 1) return 'ambiguous';
  return { id: ids[0] ?? 0 };
}

function add(index: Map<string, number[]>, name: string, id: number) {
  const k = nameKey(name);
  index.set(k, [...(index.get(k) ?? []), id]);
}

/**
 * Categories by name or by path (`parent > child`, as the export writes them) and places by
 * name, read once per import: a few hundred rows at most, against up to 50,000 lookups.
 */
export async function loadCatalogueLookup(db: Db) {
  const [categories, places] = await Promise.all([
    queryRows(
      db,
      sql`select c.id, c.name, parent.name as parent_name from category c
        left join category parent on parent.id = c.parent_id`,
      z.object({ id: z.number(), name: z.string(), parent_name: z.string().nullable() }),
    ),
    queryRows(db, sql`select id, name from place`, z.object({ id: z.number(), name: z.string() })),
  ]);
  const categoryNames = new Map<string, number[]>();
  const categoryPaths = new Map<string, number[]>();
  for (const c of categories) {
    add(categoryNames, c.name, c.id);
    const path = c.parent_name === null ? c.name : c.parent_name + CATEGORY_PATH_SEPARATOR + c.name;
    add(categoryPaths, path, c.id);
  }
  const placeNames = new Map<string, number[]>();
  for (const p of places) add(placeNames, p.name, p.id);
  return {
    category: (cell: string): Found => {
      // Spaces around the separator do not matter: `a>b` is `a > b`.
      const parts = cell.split(CATEGORY_PATH_SEPARATOR.trim()).map((part) => part.trim());
      return parts.length > 1
        ? find(categoryPaths, parts.join(CATEGORY_PATH_SEPARATOR))
        : find(categoryNames, cell);
    },
    place: (cell: string): Found => find(placeNames, cell),
  };
}
export type CatalogueLookup = Awaited<ReturnType<typeof loadCatalogueLookup>>;

const existingSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  summary: z.string().nullable(),
  description: z.string(),
  description_en: z.string().nullable(),
  category_id: z.number(),
  place_id: z.number().nullable(),
  specs: z.array(productSpecSchema),
  specs_en: z.array(productSpecEnSchema).nullable(),
  status: productStatusSchema,
  featured: z.boolean(),
  sort_order: z.number(),
  gallery: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ExistingProduct = z.infer<typeof existingSchema>;

/** The products holding these code keys (`productCodeKey`, as the unique index compares), by key. */
export async function findProductsByCodes(
  db: Db,
  keys: string[],
): Promise<Map<string, ExistingProduct>> {
  if (keys.length === 0) return new Map();
  const listed = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const rows = await queryRows(
    db,
    sql`select p.id, p.code, p.name, p.summary, p.description, p.description_en, p.category_id, p.place_id,
        p.specs, p.specs_en, p.status, p.featured, p.sort_order,
        coalesce((select json_agg(json_build_object('id', i.id, 'name', i.original_name) order by u.n)
          from unnest(p.image_ids) with ordinality u(id, n) join image i on i.id = u.id), '[]') as gallery
      from product p where product_code_key(p.code) in (${listed})`,
    existingSchema,
  );
  return new Map(rows.map((row) => [productCodeKey(row.code), row]));
}
