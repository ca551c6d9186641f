import type { ContentLanguage } from '@app/contract/content-language';
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
import { inLanguage } from '../../lib/content-language.ts';
import { member, page, pageRevision } from '../../db/schema/index.ts';

/**
 * What a save writes; contents are already sanitised by the caller. An English version left
 * undefined stays as stored; null is none (decision 17).
 */
export interface PageValues {
  title: string;
  titleEn?: string | null | undefined;
  content: string;
  contentEn?: string | null | undefined;
  metaDescription: string;
  metaDescriptionEn?: string | null | undefined;
  imageUrl: string | null;
  ctaLabel: string | null;
  ctaLabelEn?: string | null | undefined;
  ctaHref: string | null;
}

type PageRow = typeof page.$inferSelect;

/** A page's texts in both languages and its other fields, as stored. */
const pageFields = (row: PageRow) => ({
  slug: pageSlugSchema.parse(row.slug),
  title: row.title,
  titleEn: row.titleEn,
  content: row.content,
  contentEn: row.contentEn,
  metaDescription: row.metaDescription,
  metaDescriptionEn: row.metaDescriptionEn,
  imageUrl: row.imageUrl,
  ctaLabel: row.ctaLabel,
  ctaLabelEn: row.ctaLabelEn,
  ctaHref: row.ctaHref,
});

const toPage = (row: PageRow, lang: ContentLanguage): Page =>
  inLanguage(
    lang,
    {
      slug: pageSlugSchema.parse(row.slug),
      title: row.title,
      content: row.content,
      metaDescription: row.metaDescription,
      imageUrl: row.imageUrl,
      ctaLabel: row.ctaLabel,
      ctaHref: row.ctaHref,
      updatedAt: row.updatedAt.toISOString(),
      hasEnglish: row.titleEn !== null,
    },
    {
      title: row.titleEn,
      content: row.contentEn,
      metaDescription: row.metaDescriptionEn,
      ctaLabel: row.ctaLabelEn,
    },
  );

/** A page as visitors read it, in `lang`. */
export async function findPage(
  db: Db,
  slug: PageSlug,
  lang: ContentLanguage,
): Promise<Page | null> {
  const [row] = await db.select().from(page).where(eq(page.slug, slug)).limit(1);
  return row ? toPage(row, lang) : null;
}

export async function findAdminPage(db: Db, slug: PageSlug): Promise<AdminPage | null> {
  const [row] = await db
    .select({ ...getTableColumns(page), updatedByName: member.name })
    .from(page)
    .leftJoin(member, eq(member.id, page.updatedBy))
    .where(eq(page.slug, slug))
    .limit(1);
  return row
    ? {
        ...pageFields(row),
        updatedAt: row.updatedAt.toISOString(),
        updatedByName: row.updatedByName,
      }
    : null;
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
      ...pageFields(current),
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
  titleEn: pageRevision.titleEn,
  content: pageRevision.content,
  contentEn: pageRevision.contentEn,
  metaDescription: pageRevision.metaDescription,
  metaDescriptionEn: pageRevision.metaDescriptionEn,
  imageUrl: pageRevision.imageUrl,
  ctaLabel: pageRevision.ctaLabel,
  ctaLabelEn: pageRevision.ctaLabelEn,
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

/**
 * Replaces a page staff have never saved (it has no revision) with `values`, keeping no
 * revision of the version it replaces; answers whether it did.
 */
export async function replaceUnsavedPage(
  db: Db,
  slug: PageSlug,
  values: PageValues,
): Promise<boolean> {
  const rows = await db
    .update(page)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(page.slug, slug),
        sql`not exists (select 1 from ${pageRevision} r where r.slug = ${page.slug})`,
      ),
    )
    .returning({ slug: page.slug });
  return rows.length > 0;
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
