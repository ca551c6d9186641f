import type { Place, PlaceInput } from '@app/contract/place';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { place } from '../../db/schema/index.ts';
import { nextSortOrder } from '../../db/sort-order.ts';

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
