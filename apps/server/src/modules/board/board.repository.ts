import type { AdminBoard, Board, BoardKind } from '@app/contract/board';
import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { board, post } from '../../db/schema/index.ts';
import { nextSortOrder } from '../../db/sort-order.ts';

type BoardRow = typeof board.$inferSelect;
export interface BoardValues {
  name: string;
  slug: string;
  description: string;
  kind: BoardKind;
  postsPerPage: number;
  sortOrder: number;
}

const toBoard = (row: BoardRow): Board => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listBoards(db: Db): Promise<Board[]> {
  const rows = await db.select().from(board).orderBy(asc(board.sortOrder), asc(board.id));
  return rows.map(toBoard);
}

/** Boards with their post counts, in one grouped query. */
export async function listAdminBoards(db: Db): Promise<AdminBoard[]> {
  const rows = await db
    .select({ ...getTableColumns(board), postCount: count(post.id) })
    .from(board)
    .leftJoin(post, eq(post.boardId, board.id))
    .groupBy(board.id)
    .orderBy(asc(board.sortOrder), asc(board.id));
  return rows.map((row) => ({ ...toBoard(row), postCount: row.postCount }));
}

export async function findBoard(db: Db, id: number): Promise<Board | null> {
  const [row] = await db.select().from(board).where(eq(board.id, id)).limit(1);
  return row ? toBoard(row) : null;
}

export async function findBoardBySlug(db: Db, slug: string): Promise<Board | null> {
  const [row] = await db.select().from(board).where(eq(board.slug, slug)).limit(1);
  return row ? toBoard(row) : null;
}

export async function countBoardPosts(db: Db, boardId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(post).where(eq(post.boardId, boardId));
  return row?.n ?? 0;
}

export async function insertBoard(
  db: Db,
  input: Omit<BoardValues, 'sortOrder'> & { sortOrder?: number | undefined },
): Promise<Board> {
  const sortOrder = input.sortOrder ?? (await nextSortOrder(db, board, board.sortOrder));
  const [row] = await db
    .insert(board)
    .values({ ...input, sortOrder })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toBoard(row);
}

export async function updateBoard(
  db: Db,
  id: number,
  input: Partial<BoardValues>,
): Promise<Board | null> {
  const [row] = await db.update(board).set(input).where(eq(board.id, id)).returning();
  return row ? toBoard(row) : null;
}
