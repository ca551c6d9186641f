import type { IndexNowPing } from '@app/contract/indexnow';
import { INDEXNOW_PINGS_SHOWN, INDEXNOW_URLS_SHOWN } from '@app/contract/indexnow';
import { desc, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { indexNowPing, siteSetting } from '../../db/schema/index.ts';

const KEY = 'indexnow';
/** Notifications kept for the admin; older ones are deleted as new ones are written. */
const PINGS_KEPT = 200;

const stored = z.object({ enabled: z.boolean(), key: z.string().regex(/^[0-9a-f]{32}$/) });

/**
 * Whether the site tells search engines, and its key; the first read makes the key (`newKey`),
 * whichever instance gets there first, with the notifications off.
 */
export async function readIndexNowSettings(db: Db, newKey: () => string) {
  await db
    .insert(siteSetting)
    .values({ key: KEY, value: { enabled: false, key: newKey() } })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: siteSetting.value })
    .from(siteSetting)
    .where(eq(siteSetting.key, KEY));
  return stored.parse(row?.value);
}

export async function writeIndexNowSettings(db: Db, value: z.infer<typeof stored>) {
  await db
    .update(siteSetting)
    .set({ value: stored.parse(value), updatedAt: new Date() })
    .where(eq(siteSetting.key, KEY));
}

export async function recordPing(db: Db, ping: Omit<IndexNowPing, 'id' | 'sentAt'>) {
  const [row] = await db
    .insert(indexNowPing)
    .values({ ...ping, urls: ping.urls.slice(0, INDEXNOW_URLS_SHOWN) })
    .returning({ id: indexNowPing.id });
  if (row !== undefined)
    await db.delete(indexNowPing).where(lt(indexNowPing.id, row.id - PINGS_KEPT));
}

export async function latestPings(db: Db): Promise<IndexNowPing[]> {
  const rows = await db
    .select()
    .from(indexNowPing)
    .orderBy(desc(indexNowPing.id))
    .limit(INDEXNOW_PINGS_SHOWN);
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
}
