import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { MEDIA_PATH } from '../image/image.repository.ts';

/** `/api/media/<storage key>-<width>.webp`, the only image URLs the sanitiser lets through. */
const MEDIA_IMAGE = new RegExp(`${MEDIA_PATH}/([0-9a-f]{32})-\\d+\\.webp`, 'g');

/**
 * The library images a (sanitised) description shows, so the image library can tell where an
 * image is used and refuse to delete it. Unknown keys are ignored: the image is simply not ours.
 */
export async function descriptionImageIds(db: Db, html: string): Promise<number[]> {
  const keys = [...new Set(Array.from(html.matchAll(MEDIA_IMAGE), (m) => m[1] ?? ''))].filter(
    (key) => key !== '',
  );
  if (keys.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`select id from image where storage_key in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}) order by id`,
    z.object({ id: z.number() }),
  );
  return rows.map((row) => row.id);
}
