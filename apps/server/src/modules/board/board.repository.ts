import type { AdminBoard, AdminBoardDetail, Board, BoardKind } from '@app/contract/board';
import type { ContentLanguage } from '@app/contract/content-language';
import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { board, post } from '../../db/schema/index.ts';
import { nextSortOrder } from '../../db/sort-order.ts';
import { inLanguage } from '../../lib/content-language.ts';

type BoardRow = typeof board.$inferSelect;
export interface BoardValues {
  name: string;
  /** Undefined leaves the stored English version as it is. */
  nameEn?: string | null | undefined;
  slug: string;
  description: string;
  descriptionEn?: string | null | undefined;
  kind: BoardKind;
  postsPerPage: number;
  sortOrder: number;
}

const fields = (row: BoardRow) => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  kind: row.kind,
  sortOrder: row.sortOrder,
  postsPerPage: row.postsPerPage,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  hasEnglish: row.nameEn !== null,
});

/** A board as visitors read it, in `lang`. */
const toBoard =
  (lang: ContentLanguage) =>
  (row: BoardRow): Board =>
    inLanguage(lang, fields(row), { name: row.nameEn, description: row.descriptionEn });

const toAdminBoard = (row: BoardRow): AdminBoardDetail => ({
  ...fields(row),
  nameEn: row.nameEn,
  descriptionEn: row.descriptionEn,
});

export async function listBoards(db: Db, lang: ContentLanguage): Promise<Board[]> {
  const rows = await db.select().from(board).orderBy(asc(board.sortOrder), asc(board.id));
  return rows.map(toBoard(lang));
}

/** Boards with their post counts, in one grouped query. */
export async function listAdminBoards(db: Db): Promise<AdminBoard[]> {
  const rows = await db
    .select({ ...getTableColumns(board), postCount: count(post.id) })
    .from(board)
    .leftJoin(post, eq(post.boardId, board.id))
    .groupBy(board.id)
    .orderBy(asc(board.sortOrder), asc(board.id));
  return rows.map((row) => ({ ...toAdminBoard(row), postCount: row.postCount }));
}

/** A board as visitors read it, in `lang`. */
export async function findBoard(db: Db, id: number, lang: ContentLanguage): Promise<Board | null> {
  const [row] = await db.select().from(board).where(eq(board.id, id)).limit(1);
  return row ? toBoard(lang)(row) : null;
}

/** A board as staff edit it, with both languages. */
export async function findAdminBoard(db: Db, id: number): Promise<AdminBoardDetail | null> {
  const [row] = await db.select().from(board).where(eq(board.id, id)).limit(1);
  return row ? toAdminBoard(row) : null;
}

export async function findBoardBySlug(db: Db, slug: string): Promise<AdminBoardDetail | null> {
  const [row] = await db.select().from(board).where(eq(board.slug, slug)).limit(1);
  return row ? toAdminBoard(row) : null;
}

export async function countBoardPosts(db: Db, boardId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(post).where(eq(post.boardId, boardId));
  return row?.n ?? 0;
}

export async function insertBoard(
  db: Db,
  input: Omit<BoardValues, 'sortOrder'> & { sortOrder?: number | undefined },
): Promise<AdminBoardDetail> {
  const sortOrder = input.sortOrder ?? (await nextSortOrder(db, board, board.sortOrder));
  const [row] = await db
    .insert(board)
    .values({ ...input, sortOrder })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toAdminBoard(row);
}

export async function updateBoard(
  db: Db,
  id: number,
  input: Partial<BoardValues>,
): Promise<AdminBoardDetail | null> {
  const [row] = await db.update(board).set(input).where(eq(board.id, id)).returning();
  return row ? toAdminBoard(row) : null;
}
