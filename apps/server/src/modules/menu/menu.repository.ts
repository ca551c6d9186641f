import type { ContentLanguage } from '@app/contract/content-language';
import {
  type AdminMenus,
  DEFAULT_MENUS,
  type MenuReferenceKind,
  type MenuRows,
  type MenusValues,
  type PublicMenus,
  menuReferences,
  menusInputSchema,
  resolveMenus,
} from '@app/contract/menu';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { category, product, siteSetting } from '../../db/schema/index.ts';
import { listBoards } from '../board/board.repository.ts';

const KEY = 'menus';

/** The menus as staff edit them: the default ones (`updatedAt` null) until the first save. */
export async function findMenus(db: Db): Promise<AdminMenus> {
  const [row] = await db
    .select({ value: siteSetting.value, updatedAt: siteSetting.updatedAt })
    .from(siteSetting)
    .where(eq(siteSetting.key, KEY))
    .limit(1);
  if (!row) return { ...DEFAULT_MENUS, updatedAt: null };
  // Parsed as written: a value this code did not write fails loudly.
  return { ...menusInputSchema.parse(row.value), updatedAt: row.updatedAt.toISOString() };
}

export async function saveMenus(db: Db, value: MenusValues): Promise<void> {
  await db
    .insert(siteSetting)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: siteSetting.key, set: { value, updatedAt: new Date() } });
}

/** Back to the default menus, which then follow this code's defaults. */
export async function deleteMenus(db: Db): Promise<void> {
  await db.delete(siteSetting).where(eq(siteSetting.key, KEY));
}

const idsOf = (menus: MenusValues | AdminMenus, kind: MenuReferenceKind) => [
  ...new Set(menuReferences(menus).flatMap((ref) => (ref.kind === kind ? [ref.id] : []))),
];

/** Rows' names in `lang`, with whether each fell back to the Korean. */
const namesIn = (
  lang: ContentLanguage,
  rows: { id: number; name: string; nameEn: string | null }[],
) =>
  new Map(
    rows.map(({ id, name, nameEn }) =>
      lang === 'en' && nameEn !== null
        ? [id, { name: nameEn, korean: false }]
        : [id, { name, korean: lang === 'en' }],
    ),
  );

/** The rows the menus name (every board, for the boards group), as visitors may see them. */
async function findMenuRows(db: Db, menus: AdminMenus, lang: ContentLanguage): Promise<MenuRows> {
  const categoryIds = idsOf(menus, 'category');
  const productIds = idsOf(menus, 'product');
  const named = { id: category.id, name: category.name, nameEn: category.nameEn };
  const [boards, categories, products] = await Promise.all([
    listBoards(db, lang),
    categoryIds.length === 0
      ? []
      : db.select(named).from(category).where(inArray(category.id, categoryIds)),
    productIds.length === 0
      ? []
      : db
          .select({ id: product.id, name: product.name, nameEn: product.nameEn })
          .from(product)
          .where(and(inArray(product.id, productIds), eq(product.status, 'published'))),
  ]);
  return {
    boards: boards.map((board) => ({
      id: board.id,
      name: board.name,
      korean: board.ko?.includes('name') === true,
    })),
    categories: namesIn(lang, categories),
    products: namesIn(lang, products),
  };
}

/** The menus as visitors read them in `lang` (links to rows since deleted left out). */
export async function findPublicMenus(db: Db, lang: ContentLanguage): Promise<PublicMenus> {
  const menus = await findMenus(db);
  return resolveMenus(menus, lang, await findMenuRows(db, menus, lang));
}

/** The items of `menus` naming a board, category or product that does not exist. */
export async function missingReferences(db: Db, menus: MenusValues) {
  const refs = menuReferences(menus);
  const ids = (kind: MenuReferenceKind) => idsOf(menus, kind);
  const [boards, categories, products] = await Promise.all([
    listBoards(db, 'ko'),
    ids('category').length === 0
      ? []
      : db
          .select({ id: category.id })
          .from(category)
          .where(inArray(category.id, ids('category'))),
    ids('product').length === 0
      ? []
      : db
          .select({ id: product.id })
          .from(product)
          .where(inArray(product.id, ids('product'))),
  ]);
  const found = {
    board: new Set(boards.map((row) => row.id)),
    category: new Set(categories.map((row) => row.id)),
    product: new Set(products.map((row) => row.id)),
  };
  return refs.filter((ref) => !found[ref.kind].has(ref.id));
}
