import type { ContentLanguage } from '@app/contract/content-language';
import type { AdminPlace, Place, PlaceInput } from '@app/contract/place';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { place, product } from '../../db/schema/index.ts';
import { applySortOrder, nextSortOrder } from '../../db/sort-order.ts';
import { inLanguage } from '../../lib/content-language.ts';

type PlaceRow = typeof place.$inferSelect;

const fields = (row: PlaceRow) => ({
  id: row.id,
  name: row.name,
  region: row.region,
  address: row.address,
  description: row.description,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * A place in `lang`. Its region, address and description have no English version: on the
 * English site they are Korean, and `ko` says so, as for a name without its English one.
 */
const toPlace =
  (lang: ContentLanguage) =>
  (row: PlaceRow): Place =>
    inLanguage(lang, fields(row), {
      name: row.nameEn,
      region: null,
      address: null,
      description: null,
    });

const toAdminPlace = (row: PlaceRow): AdminPlace => ({ ...fields(row), nameEn: row.nameEn });

/** `nameEn` undefined leaves the stored English name as it is. */
type PlaceValues = { [K in keyof PlaceInput]-?: Exclude<PlaceInput[K], undefined> };

const inDisplayOrder = (db: Db) =>
  db.select().from(place).orderBy(asc(place.sortOrder), asc(place.id));

/** The places as visitors read them, named in `lang`. */
export async function listPlaces(db: Db, lang: ContentLanguage): Promise<Place[]> {
  return (await inDisplayOrder(db)).map(toPlace(lang));
}

/** The places as staff edit them, with both names. */
export async function listAdminPlaces(db: Db): Promise<AdminPlace[]> {
  return (await inDisplayOrder(db)).map(toAdminPlace);
}

export async function findPlace(db: Db, id: number): Promise<AdminPlace | null> {
  const [row] = await db.select().from(place).where(eq(place.id, id)).limit(1);
  return row ? toAdminPlace(row) : null;
}

export async function insertPlace(
  db: Db,
  input: Partial<PlaceValues> & { name: string },
): Promise<AdminPlace> {
  const sortOrder = input.sortOrder ?? (await nextSortOrder(db, place, place.sortOrder));
  const [row] = await db
    .insert(place)
    .values({ ...input, sortOrder })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toAdminPlace(row);
}

export async function updatePlace(
  db: Db,
  id: number,
  input: Partial<PlaceValues>,
): Promise<AdminPlace | null> {
  const [row] = await db.update(place).set(input).where(eq(place.id, id)).returning();
  return row ? toAdminPlace(row) : null;
}

export async function deletePlace(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(place).where(eq(place.id, id)).returning({ id: place.id });
  return rows.length > 0;
}

/** How many products name this place (index-backed: product_place_idx). */
export async function countProductsInPlace(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(product).where(eq(product.placeId, id));
  return row?.n ?? 0;
}

/** The ids among `ids` that are not places. */
export async function unknownPlaceIds(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: place.id }).from(place).where(inArray(place.id, ids));
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Display order from drag and drop: each place's sortOrder becomes its position in `ids`. */
export async function reorderPlaces(db: Db, ids: number[]): Promise<void> {
  await applySortOrder(db, place, ids);
}
