import { desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  board,
  category,
  page,
  place,
  post,
  product,
  siteFont,
  siteSetting,
} from '../../db/schema/index.ts';

/**
 * Rows read of each kind of content: the site font draws what visitors see most, and at a
 * million products reading them all would cost far more than the few characters it would add.
 */
const PRODUCTS_READ = 2_000;
const POSTS_READ = 1_000;
const OTHERS_READ = 1_000;
/** Versions kept besides the newest, for pages still naming them on instances not yet told. */
const VERSIONS_KEPT = 5;

const TAG = /<[^>]*>/g;

/**
 * The text of the site's own content, in both languages: settings (the company's facts, the
 * home page's sections), pages, categories, places, boards, the newest posts' titles, and the
 * names and summaries of the newest and the most viewed products. Every read is bounded and
 * follows an index (or reads a table of staff-made rows).
 */
export async function readSiteText(db: Db): Promise<string[]> {
  const published = eq(product.status, 'published');
  const productText = {
    name: product.name,
    nameEn: product.nameEn,
    summary: product.summary,
    summaryEn: product.summaryEn,
  };
  const [settings, pages, categories, places, boards, posts, newest, popular] = await Promise.all([
    db
      .select({ value: sql<string>`${siteSetting.value}::text` })
      .from(siteSetting)
      .limit(OTHERS_READ),
    db
      .select({
        title: page.title,
        titleEn: page.titleEn,
        content: page.content,
        contentEn: page.contentEn,
        metaDescription: page.metaDescription,
        metaDescriptionEn: page.metaDescriptionEn,
        ctaLabel: page.ctaLabel,
        ctaLabelEn: page.ctaLabelEn,
      })
      .from(page)
      .limit(OTHERS_READ),
    db.select({ name: category.name, nameEn: category.nameEn }).from(category).limit(OTHERS_READ),
    db
      .select({
        name: place.name,
        nameEn: place.nameEn,
        region: place.region,
        address: place.address,
        description: place.description,
      })
      .from(place)
      .limit(OTHERS_READ),
    db
      .select({
        name: board.name,
        nameEn: board.nameEn,
        description: board.description,
        descriptionEn: board.descriptionEn,
      })
      .from(board)
      .limit(OTHERS_READ),
    db
      .select({ title: post.title, titleEn: post.titleEn })
      .from(post)
      .orderBy(desc(post.createdAt))
      .limit(POSTS_READ),
    db
      .select(productText)
      .from(product)
      .where(published)
      .orderBy(desc(product.createdAt), desc(product.id))
      .limit(PRODUCTS_READ),
    db
      .select(productText)
      .from(product)
      .where(published)
      .orderBy(desc(product.viewCount), desc(product.id))
      .limit(PRODUCTS_READ),
  ]);
  const rows: Record<string, string | null>[] = [
    ...settings,
    ...pages.map((row) => ({
      ...row,
      content: row.content.replace(TAG, ' '),
      contentEn: row.contentEn?.replace(TAG, ' ') ?? null,
    })),
    ...categories,
    ...places,
    ...boards,
    ...posts,
    ...newest,
    ...popular,
  ];
  return rows.flatMap((row) => Object.values(row).filter((text) => text !== null));
}

/** The newest site font, without its bytes. */
export async function findLatestSiteFont(
  db: Db,
): Promise<{ hash: string; characters: string } | null> {
  const [row] = await db
    .select({ hash: siteFont.hash, characters: siteFont.characters })
    .from(siteFont)
    .orderBy(desc(siteFont.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findSiteFontFile(db: Db, hash: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ font: siteFont.font })
    .from(siteFont)
    .where(eq(siteFont.hash, hash));
  return row?.font ?? null;
}

/** Stores a font as the newest (again, if the same bytes were built before) and drops old ones. */
export async function storeSiteFont(
  db: Db,
  font: { hash: string; characters: string; font: Buffer },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteFont)
      .values(font)
      .onConflictDoUpdate({
        target: siteFont.hash,
        set: { characters: font.characters, createdAt: sql`now()` },
      });
    const kept = tx
      .select({ hash: siteFont.hash })
      .from(siteFont)
      .orderBy(desc(siteFont.createdAt))
      .limit(VERSIONS_KEPT + 1);
    await tx.delete(siteFont).where(notInArray(siteFont.hash, kept));
  });
}
