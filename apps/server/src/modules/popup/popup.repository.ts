import type { ContentLanguage } from '@app/contract/content-language';
import {
  type AdminPopup,
  POPUP_DEVICES,
  POPUP_KINDS,
  POPUP_LANGUAGES,
  type PopupStatus,
  type PublicPopup,
} from '@app/contract/popup';
import { desc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';
import { image, popup } from '../../db/schema/index.ts';
import { toImageRef } from '../image/image.repository.ts';

/** What a save writes: texts already sanitised, the picture known to the library. */
export interface PopupRecord {
  title: string;
  titleEn: string | null;
  kind: AdminPopup['kind'];
  body: string | null;
  bodyEn: string | null;
  imageId: number | null;
  link: string | null;
  startsAt: Date;
  endsAt: Date;
  device: AdminPopup['device'];
  language: AdminPopup['language'];
  dismissDays: number;
  imageIds: number[];
}

type PopupRow = typeof popup.$inferSelect;
type ImageRow = typeof image.$inferSelect;

export function popupStatus(row: Pick<PopupRow, 'startsAt' | 'endsAt'>, now: number): PopupStatus {
  if (now < row.startsAt.getTime()) return 'scheduled';
  return now < row.endsAt.getTime() ? 'showing' : 'ended';
}

const toAdminPopup = (row: PopupRow, picture: ImageRow | null, now: number): AdminPopup => ({
  id: row.id,
  title: row.title,
  titleEn: row.titleEn,
  kind: z.enum(POPUP_KINDS).parse(row.kind),
  body: row.body,
  bodyEn: row.bodyEn,
  imageId: row.imageId,
  image: picture === null ? null : toImageRef(picture),
  link: row.link,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  device: z.enum(POPUP_DEVICES).parse(row.device),
  language: z.enum(POPUP_LANGUAGES).parse(row.language),
  dismissDays: row.dismissDays,
  status: popupStatus(row, now),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Popups with their pictures; the latest start first, as visitors are shown them. */
const withPictures = (db: Db) =>
  db
    .select({ row: getTableColumns(popup), picture: image })
    .from(popup)
    .leftJoin(image, eq(image.id, popup.imageId))
    .$dynamic();

const latestFirst = [desc(popup.startsAt), desc(popup.id)] as const;

/** Every popup, as staff list them; a site has tens, not thousands. */
export async function listAdminPopups(db: Db, now: number): Promise<AdminPopup[]> {
  const rows = await withPictures(db).orderBy(...latestFirst);
  return rows.map(({ row, picture }) => toAdminPopup(row, picture, now));
}

export async function findAdminPopup(db: Db, id: number, now: number): Promise<AdminPopup | null> {
  const [found] = await withPictures(db).where(eq(popup.id, id)).limit(1);
  return found ? toAdminPopup(found.row, found.picture, now) : null;
}

/**
 * The popups not ended at `now`, latest start first: what the public read keeps and filters by
 * the time of each request, so one starts and ends on time whatever the cache's age.
 */
export async function listPopupsNotEnded(db: Db, now: number): Promise<AdminPopup[]> {
  const rows = await withPictures(db)
    .where(gt(popup.endsAt, new Date(now)))
    .orderBy(...latestFirst);
  return rows.map(({ row, picture }) => toAdminPopup(row, picture, now));
}

export async function insertPopup(db: Db, record: PopupRecord): Promise<number> {
  const [row] = await db.insert(popup).values(record).returning({ id: popup.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updatePopup(db: Db, id: number, record: PopupRecord): Promise<boolean> {
  const rows = await db
    .update(popup)
    .set(record)
    .where(eq(popup.id, id))
    .returning({ id: popup.id });
  return rows.length > 0;
}

export async function deletePopup(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(popup).where(eq(popup.id, id)).returning({ id: popup.id });
  return rows.length > 0;
}

/** Which popups show which of these library images (their picture or one in their text). */
export async function findPopupImageUsage(db: Db, imageIds: number[]) {
  if (imageIds.length === 0) return [];
  const ids = intArray(imageIds);
  return queryRows(
    db,
    sql`
      select p.id, p.title, u.image_id
      from popup p cross join lateral unnest(p.image_ids) as u(image_id)
      where p.image_ids && ${ids} and u.image_id = any(${ids})`,
    z.object({ id: z.number(), title: z.string(), image_id: z.number() }),
  );
}

/**
 * What a visitor of the `lang` site on a `device` screen is shown at `now`, the one to show
 * first first. A popup for both sites is in English where staff wrote its English version.
 */
export function popupsShowing(
  popups: readonly AdminPopup[],
  lang: ContentLanguage,
  device: 'desktop' | 'mobile',
  now: number,
): PublicPopup[] {
  return popups
    .filter(
      (p) =>
        Date.parse(p.startsAt) <= now &&
        now < Date.parse(p.endsAt) &&
        (p.device === 'all' || p.device === device) &&
        (p.language === 'all' || p.language === lang),
    )
    .map((p) => {
      const english = lang === 'en' && p.titleEn !== null;
      return {
        id: p.id,
        updatedAt: p.updatedAt,
        lang: english ? 'en' : 'ko',
        title: english ? (p.titleEn ?? p.title) : p.title,
        kind: p.kind,
        body: p.kind === 'text' ? (english && p.bodyEn !== null ? p.bodyEn : p.body) : null,
        image: p.kind === 'image' ? p.image : null,
        link: p.link,
        dismissDays: p.dismissDays,
      };
    });
}
