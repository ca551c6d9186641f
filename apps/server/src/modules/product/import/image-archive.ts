import { IMAGE_MAX_BYTES } from '@app/contract/image';
import type { Entry } from 'yauzl';
import type { Db } from '../../../db/client.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import type { Storage } from '../../../storage/storage.ts';
import { importImage } from '../../image/image-import.ts';
import { checkImage } from '../../image/image-processing.ts';
import type { ExistingProduct } from './catalogue-lookup.ts';
import { nameKey } from './catalogue-lookup.ts';
import { ZipArchive } from './zip-archive.ts';

/**
 * What the image ZIP may unpack to: photos barely compress, so the ratio check of ZipArchive
 * catches a bomb long before these totals; they bound a ZIP of honest but huge files.
 */
const IMAGES_LIMITS = {
  maxEntries: 20_000,
  maxEntryBytes: 1024 * 1024 * 1024,
  maxTotalBytes: 4 * 1024 * 1024 * 1024,
};

/** The ZIP of images uploaded with a sheet, by file name (folders inside it ignored). */
export async function openImageArchive(path: string) {
  const zip = await ZipArchive.open(path, IMAGES_LIMITS);
  if (zip === null) {
    throw new HttpProblem(415, 'not_a_zip', 'The images must be uploaded as one ZIP file.');
  }
  const byName = new Map<string, Entry>();
  for (const [path, entry] of zip.entries) {
    const name = nameKey(path.split('/').pop() ?? path);
    // The first of two files with one name wins, as a person reading the listing would expect.
    if (!byName.has(name)) byName.set(name, entry);
  }
  return { zip, byName };
}
export type ImageArchive = Awaited<ReturnType<typeof openImageArchive>>;

/** Where a row's images come from when it is applied. */
export interface ImageTarget {
  db: Db;
  storage: Storage;
  memberId: number | null;
}

type Resolved =
  | { ok: true; id: number | null }
  | { ok: false; code: 'image_not_found' | 'image_invalid'; reason?: string };

/**
 * Turns a row's image file names into library image ids: a name the product's gallery already
 * shows keeps that image (an export re-imports without its pictures), otherwise the file of that
 * name in the ZIP is checked by content as an upload is (`checkImage` for a dry run,
 * `importImage` to apply). Each file is read once per import, however many rows name it.
 */
export class ImageResolver {
  private readonly seen = new Map<string, Promise<Resolved>>();

  constructor(
    private readonly archive: ImageArchive | null,
    private readonly target: ImageTarget | null,
  ) {}

  async resolve(names: string[], existing: ExistingProduct | null) {
    const ids: number[] = [];
    const errors: { name: string; code: 'image_not_found' | 'image_invalid'; reason: string }[] =
      [];
    for (const name of names) {
      const kept = existing?.gallery.find((image) => nameKey(image.name) === nameKey(name));
      if (kept) {
        ids.push(kept.id);
        continue;
      }
      const key = nameKey(name);
      let result = this.seen.get(key);
      if (result === undefined) {
        result = this.fromArchive(key);
        this.seen.set(key, result);
      }
      const resolved = await result;
      if (!resolved.ok) errors.push({ name, code: resolved.code, reason: resolved.reason ?? '' });
      else if (resolved.id !== null) ids.push(resolved.id);
    }
    return { ids, errors };
  }

  private async fromArchive(key: string): Promise<Resolved> {
    const entry = this.archive?.byName.get(key);
    if (this.archive === null || entry === undefined) return { ok: false, code: 'image_not_found' };
    if (entry.uncompressedSize > IMAGE_MAX_BYTES) {
      return { ok: false, code: 'image_invalid', reason: 'file_too_large' };
    }
    try {
      const buffer = await this.archive.zip.read(entry);
      if (this.target === null) {
        await checkImage(buffer);
        return { ok: true, id: null };
      }
      const { db, storage, memberId } = this.target;
      const { row } = await importImage(db, storage, buffer, entry.fileName, memberId);
      return { ok: true, id: row.id };
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
      return { ok: false, code: 'image_invalid', reason: error.code };
    }
  }
}
