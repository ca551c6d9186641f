import type { AdminCategory, Category } from '@app/contract/category';
import type { ContentLanguage } from '@app/contract/content-language';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { category, product } from '../../db/schema/index.ts';
import { applySortOrder, nextSortOrder } from '../../db/sort-order.ts';
import { inLanguage } from '../../lib/content-language.ts';

type CategoryRow = typeof category.$inferSelect;
interface CategoryValues {
  name: string;
  /** Undefined leaves the stored English name as it is. */
  nameEn?: string | null | undefined;
  parentId: number | null;
  sortOrder: number;
}

const fields = (row: CategoryRow) => ({
  id: row.id,
  name: row.name,
  parentId: row.parentId,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toCategory =
  (lang: ContentLanguage) =>
  (row: CategoryRow): Category =>
    inLanguage(lang, fields(row), { name: row.nameEn });

const toAdminCategory = (row: CategoryRow): AdminCategory => ({
  ...fields(row),
  nameEn: row.nameEn,
});

const inDisplayOrder = (db: Db) =>
  db.select().from(category).orderBy(asc(category.sortOrder), asc(category.id));

/** The categories as visitors read them, named in `lang`. */
export async function listCategories(db: Db, lang: ContentLanguage): Promise<Category[]> {
  return (await inDisplayOrder(db)).map(toCategory(lang));
}

/** The categories as staff edit them, with both names. */
export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  return (await inDisplayOrder(db)).map(toAdminCategory);
}

export async function findCategory(db: Db, id: number): Promise<AdminCategory | null> {
  const [row] = await db.select().from(category).where(eq(category.id, id)).limit(1);
  return row ? toAdminCategory(row) : null;
}

export async function countChildren(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(category).where(eq(category.parentId, id));
  return row?.n ?? 0;
}

export async function insertCategory(
  db: Db,
  input: Omit<CategoryValues, 'sortOrder'> & { sortOrder?: number | undefined },
): Promise<AdminCategory> {
  const sortOrder = input.sortOrder ?? (await nextSortOrder(db, category, category.sortOrder));
  const [row] = await db
    .insert(category)
    .values({ ...input, sortOrder })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toAdminCategory(row);
}

export async function updateCategory(
  db: Db,
  id: number,
  input: Partial<CategoryValues>,
): Promise<AdminCategory | null> {
  const [row] = await db.update(category).set(input).where(eq(category.id, id)).returning();
  return row ? toAdminCategory(row) : null;
}

export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(category).where(eq(category.id, id)).returning({ id: category.id });
  return rows.length > 0;
}

/** How many products are filed directly under this category (index-backed: product_category_idx). */
export async function countProductsInCategory(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(product).where(eq(product.categoryId, id));
  return row?.n ?? 0;
}

/** The parent of each of these categories (ids that do not exist are absent). */
export async function parentsOf(db: Db, ids: number[]): Promise<Map<number, number | null>> {
  const rows = await db
    .select({ id: category.id, parentId: category.parentId })
    .from(category)
    .where(inArray(category.id, ids));
  return new Map(rows.map((row) => [row.id, row.parentId]));
}

/** Display order from drag and drop: each category's sortOrder becomes its position in `ids`. */
export async function reorderCategories(db: Db, ids: number[]): Promise<void> {
  await applySortOrder(db, category, ids);
}
