import type { Image, ImageListQuery, ImageRef, ImageUsage } from '@app/contract/image';
import { count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ImageVariantRow, image } from '../../db/schema/index.ts';

export type ImageRow = typeof image.$inferSelect;

/** Public URL prefix of image variants: `/api/media/<storageKey>-<width>.webp`. */
export const MEDIA_PATH = '/api/media';
/** Variants live under this storage folder; the media route only ever reads inside it. */
export const VARIANT_FOLDER = 'image';

export const variantKey = (storageKey: string, width: number) =>
  `${VARIANT_FOLDER}/${storageKey}-${width}.webp`;

/** The URL that serves a stored variant (its key without the folder). */
export const variantUrl = (key: string) => `${MEDIA_PATH}/${key.slice(VARIANT_FOLDER.length + 1)}`;

/** What other features embed (a product's main image, a gallery): ready for `srcset`. */
export const toImageRef = (
  row: Pick<ImageRow, 'id' | 'alt' | 'width' | 'height' | 'variants'>,
): ImageRef => ({
  id: row.id,
  alt: row.alt,
  width: row.width,
  height: row.height,
  variants: row.variants.map((v: ImageVariantRow) => ({
    width: v.width,
    height: v.height,
    url: variantUrl(v.key),
  })),
});

export const toImage = (row: ImageRow, usedBy: ImageUsage[]): Image => ({
  ...toImageRef(row),
  originalName: row.originalName,
  mime: row.mime,
  bytes: row.bytes,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  usedBy,
});

export async function findImage(db: Db, id: number): Promise<ImageRow | null> {
  const [row] = await db.select().from(image).where(eq(image.id, id)).limit(1);
  return row ?? null;
}

export async function findImageBySha256(db: Db, sha256: string): Promise<ImageRow | null> {
  const [row] = await db.select().from(image).where(eq(image.sha256, sha256)).limit(1);
  return row ?? null;
}

/** Images by id, in no particular order (for features that show several). */
export async function findImages(db: Db, ids: number[]): Promise<ImageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(image).where(inArray(image.id, ids));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first; the keyword matches part of the file name (trigram index on the lowercased name). */
export async function listImages(db: Db, query: ImageListQuery) {
  const keyword = query.keyword ? query.keyword.normalize('NFC').toLowerCase() : '';
  const where =
    keyword === ''
      ? undefined
      : like(sql`lower(${image.originalName})`, `%${escapeLike(keyword)}%`);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(image)
      .where(where)
      .orderBy(desc(image.createdAt), desc(image.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(image).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Inserts unless an image with the same sha256 exists; null then (the caller returns the existing one). */
export async function insertImage(
  db: Db,
  values: typeof image.$inferInsert,
): Promise<ImageRow | null> {
  const [row] = await db
    .insert(image)
    .values(values)
    .onConflictDoNothing({ target: image.sha256 })
    .returning();
  return row ?? null;
}

export async function updateImageAlt(db: Db, id: number, alt: string): Promise<ImageRow | null> {
  const [row] = await db.update(image).set({ alt }).where(eq(image.id, id)).returning();
  return row ?? null;
}

export async function deleteImage(db: Db, id: number): Promise<ImageRow | null> {
  const [row] = await db.delete(image).where(eq(image.id, id)).returning();
  return row ?? null;
}
