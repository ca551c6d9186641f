import { createHash, randomBytes } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@app/contract/image';
import type { Db } from '../../db/client.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { Storage } from '../../storage/storage.ts';
import { processImage } from './image-processing.ts';
import { type ImageRow, findImageBySha256, insertImage, variantKey } from './image.repository.ts';

export interface ImportedImage {
  row: ImageRow;
  /** False when the same bytes were already in the library (the existing image is returned). */
  created: boolean;
}

/** Upload names are for people only; keep them printable, without folders, and bounded. */
export function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .normalize('NFC')
    .trim();
  return clean.slice(0, 200) || 'image';
}

/**
 * Adds an image to the library: checks its content, renders the WebP variants under a random
 * key, and stores it once per sha256. Used by the upload route and by the seed/demo scripts.
 */
export async function importImage(
  db: Db,
  storage: Storage,
  buffer: Buffer,
  originalName: string,
  memberId: number | null,
): Promise<ImportedImage> {
  if (buffer.length > IMAGE_MAX_BYTES) {
    throw new HttpProblem(413, 'file_too_large', 'Each file may be at most 20 MB.');
  }
  const sha256 = createHash('sha256').update(buffer).digest('hex');
  const existing = await findImageBySha256(db, sha256);
  if (existing) return { row: existing, created: false };

  const processed = await processImage(buffer);
  const storageKey = randomBytes(16).toString('hex');
  const rendered = processed.variants.map((v) => ({
    width: v.width,
    height: v.height,
    bytes: v.data.length,
    key: variantKey(storageKey, v.width),
    data: v.data,
  }));
  const variants = rendered.map(({ width, height, bytes, key }) => ({ width, height, bytes, key }));
  const removeFiles = () => removeStoredVariants(storage, variants);

  try {
    await Promise.all(rendered.map((v) => storage.put(v.key, v.data, 'image/webp')));
    const row = await insertImage(db, {
      originalName: displayName(originalName),
      mime: processed.mime,
      width: processed.width,
      height: processed.height,
      bytes: buffer.length,
      sha256,
      storageKey,
      variants,
      createdBy: memberId,
    });
    if (row) return { row, created: true };
    // Someone uploaded the same bytes at the same moment: theirs won, ours is dropped.
    await removeFiles();
    const winner = await findImageBySha256(db, sha256);
    if (!winner) throw new Error('image vanished after a sha256 conflict');
    return { row: winner, created: false };
  } catch (error) {
    await removeFiles();
    throw error;
  }
}

/** Removes an image's files; a leftover file is harmless (unreachable), so failures are swallowed. */
export async function removeStoredVariants(storage: Storage, variants: { key: string }[]) {
  await Promise.allSettled(variants.map((v) => storage.delete(v.key)));
}
