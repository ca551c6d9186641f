import type { Place, PlaceInput } from '@app/contract/place';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { place, product } from '../../db/schema/index.ts';
import { applySortOrder, nextSortOrder } from '../../db/sort-order.ts';

type PlaceRow = typeof place.$inferSelect;

const toPlace = (row: PlaceRow): Place => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

type PlaceValues = { [K in keyof PlaceInput]-?: Exclude<PlaceInput[K], undefined> };

export async function listPlaces(db: Db): Promise<Place[]> {
  const rows = await db.select().from(place).orderBy(asc(place.sortOrder), asc(place.id));
  return rows.map(toPlace);
}

export async function findPlace(db: Db, id: number): Promise<Place | null> {
  const [row] = await db.select().from(place).where(eq(place.id, id)).limit(1);
  return row ? toPlace(row) : null;
}

export async function insertPlace(
  db: Db,
  input: Partial<PlaceValues> & { name: string },
): Promise<Place> {
  const sortOrder = input.sortOrder ?? (await nextSortOrder(db, place, place.sortOrder));
  const [row] = await db
    .insert(place)
    .values({ ...input, sortOrder })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toPlace(row);
}

export async function updatePlace(
  db: Db,
  id: number,
  input: Partial<PlaceValues>,
): Promise<Place | null> {
  const [row] = await db.update(place).set(input).where(eq(place.id, id)).returning();
  return row ? toPlace(row) : null;
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
