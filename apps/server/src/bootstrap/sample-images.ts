import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { importImage } from '../modules/image/image-import.ts';
import type { Storage } from '../storage/storage.ts';
import { seededRandom } from '../lib/seeded-random.ts';
import {
  PICTURE_KINDS,
  type PictureKind,
  type PicturePool,
  productPictureSvg,
} from './product-pictures.ts';

/**
 * A product photo for demo, test and benchmark data: a studio-style drawing of a product of
 * `kind` (by default one chosen by the seed), rendered by sharp to PNG, so the catalogue looks
 * real without downloads. The same seed and kind always give the same picture.
 */
export async function sampleProductImage(
  seed: number,
  width = 1200,
  height = 900,
  kind: PictureKind = PICTURE_KINDS[Math.abs(seed) % PICTURE_KINDS.length] ?? 'pump',
) {
  const svg = productPictureSvg(kind, seededRandom(seed), width, height);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** Imports `perKind` pictures of every kind into the image library. */
export async function importSampleImages(
  db: Db,
  storage: Storage,
  perKind: number,
): Promise<PicturePool> {
  const pool = new Map<PictureKind, number[]>();
  for (const [k, kind] of PICTURE_KINDS.entries()) {
    const ids: number[] = [];
    for (let variant = 1; variant <= perKind; variant += 1) {
      const png = await sampleProductImage(k * 1000 + variant, 1200, 900, kind);
      const { row } = await importImage(db, storage, png, `${kind}-${String(variant)}.png`, null);
      ids.push(row.id);
    }
    pool.set(kind, ids);
  }
  return pool;
}
