import {
  type AdminPage,
  type Page,
  type PageRevision,
  type PageSlug,
  pageSlugSchema,
} from '@app/contract/page';
import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';
import { member, page, pageRevision } from '../../db/schema/index.ts';

/** What a save writes; content is already sanitised by the caller. */
export interface PageValues {
  title: string;
  content: string;
  metaDescription: string;
  imageUrl: string | null;
  ctaLabel: string | null;
  ctaHref: string | null;
}

type PageRow = typeof page.$inferSelect;
const toPage = (row: PageRow): Page => ({
  slug: pageSlugSchema.parse(row.slug),
  title: row.title,
  content: row.content,
  metaDescription: row.metaDescription,
  imageUrl: row.imageUrl,
  ctaLabel: row.ctaLabel,
  ctaHref: row.ctaHref,
  updatedAt: row.updatedAt.toISOString(),
});

export async function findPage(db: Db, slug: PageSlug): Promise<Page | null> {
  const [row] = await db.select().from(page).where(eq(page.slug, slug)).limit(1);
  return row ? toPage(row) : null;
}

export async function findAdminPage(db: Db, slug: PageSlug): Promise<AdminPage | null> {
  const [row] = await db
    .select({ ...getTableColumns(page), updatedByName: member.name })
    .from(page)
    .leftJoin(member, eq(member.id, page.updatedBy))
    .where(eq(page.slug, slug))
    .limit(1);
  return row ? { ...toPage(row), updatedByName: row.updatedByName } : null;
}

/** Every page's slug, title and last change, for the staff page list. */
export async function listPages(db: Db) {
  const rows = await db
    .select({ slug: page.slug, title: page.title, updatedAt: page.updatedAt })
    .from(page)
    .orderBy(asc(page.slug));
  return rows.map((r) => ({
    ...r,
    slug: pageSlugSchema.parse(r.slug),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/**
 * Replaces the page's content, first keeping the current version as a revision. The row is
 * locked so two simultaneous saves each keep the version they replaced.
 */
export async function savePage(
  db: Db,
  slug: PageSlug,
  values: PageValues & { imageIds: number[] },
  memberId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(page).where(eq(page.slug, slug)).for('update');
    if (!current) return false;
    await tx.insert(pageRevision).values({
      slug,
      title: current.title,
      content: current.content,
      metaDescription: current.metaDescription,
      imageUrl: current.imageUrl,
      ctaLabel: current.ctaLabel,
      ctaHref: current.ctaHref,
      savedAt: current.updatedAt,
      savedBy: current.updatedBy,
    });
    await tx
      .update(page)
      .set({ ...values, updatedAt: new Date(), updatedBy: memberId })
      .where(eq(page.slug, slug));
    return true;
  });
}

const revisionColumns = {
  id: pageRevision.id,
  slug: pageRevision.slug,
  title: pageRevision.title,
  content: pageRevision.content,
  metaDescription: pageRevision.metaDescription,
  imageUrl: pageRevision.imageUrl,
  ctaLabel: pageRevision.ctaLabel,
  ctaHref: pageRevision.ctaHref,
  savedAt: pageRevision.savedAt,
  savedByName: member.name,
};
type RevisionRow = { slug: string; savedAt: Date } & Omit<PageRevision, 'slug' | 'savedAt'>;
const toRevision = (row: RevisionRow): PageRevision => ({
  ...row,
  slug: pageSlugSchema.parse(row.slug),
  savedAt: row.savedAt.toISOString(),
});

/** Earlier versions, newest first. */
export async function listRevisions(db: Db, slug: PageSlug, query: { page: number; size: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(revisionColumns)
      .from(pageRevision)
      .leftJoin(member, eq(member.id, pageRevision.savedBy))
      .where(eq(pageRevision.slug, slug))
      .orderBy(desc(pageRevision.savedAt), desc(pageRevision.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(pageRevision).where(eq(pageRevision.slug, slug)),
  ]);
  return { items: rows.map(toRevision), total: total?.n ?? 0 };
}

export async function findRevision(
  db: Db,
  slug: PageSlug,
  id: number,
): Promise<PageRevision | null> {
  const [row] = await db
    .select(revisionColumns)
    .from(pageRevision)
    .leftJoin(member, eq(member.id, pageRevision.savedBy))
    .where(and(eq(pageRevision.id, id), eq(pageRevision.slug, slug)))
    .limit(1);
  return row ? toRevision(row) : null;
}

/** Inserts the pages that do not exist yet; existing ones are left as staff edited them. */
export async function insertMissingPages(db: Db, pages: ({ slug: PageSlug } & PageValues)[]) {
  const inserted = await db
    .insert(page)
    .values(pages)
    .onConflictDoNothing({ target: page.slug })
    .returning({ slug: page.slug });
  return inserted.length;
}

/** Where library images appear in pages, for the image library. */
export async function findPageImageUsage(db: Db, imageIds: number[]) {
  if (imageIds.length === 0) return [];
  const ids = intArray(imageIds);
  return queryRows(
    db,
    sql`
      select p.slug, p.title, u.image_id
      from page p cross join lateral unnest(p.image_ids) as u(image_id)
      where p.image_ids && ${ids} and u.image_id = any(${ids})`,
    z.object({ slug: z.string(), title: z.string(), image_id: z.number() }),
  );
}
