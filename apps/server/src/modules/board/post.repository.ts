import {
  type AdminPost,
  type Attachment,
  MAX_PINNED_SHOWN,
  type PostDetail,
  type PostSummary,
} from '@app/contract/board';
import type { ContentLanguage } from '@app/contract/content-language';
import { type SQL, and, asc, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';
import { containsPattern } from '../../db/like.ts';
import { board, post, postAttachment } from '../../db/schema/index.ts';
import { inLanguage } from '../../lib/content-language.ts';

/** Everything a post write stores; contents are already sanitised by the caller. */
export interface PostValues {
  boardId: number;
  title: string;
  titleEn: string | null;
  content: string;
  contentEn: string | null;
  searchText: string;
  thumbnailUrl: string | null;
  imageIds: number[];
  authorName: string;
  pinned: boolean;
  published: boolean;
}

// The outer post's id spelt out: drizzle writes a column of a one-table select without its table,
// and a bare "id" in the subquery would be the attachment's.
const attachmentCount = sql<number>`(select count(*)::int from ${postAttachment} where ${postAttachment.postId} = ${sql.identifier('post')}.${sql.identifier('id')})`;

const summaryColumns = {
  id: post.id,
  boardId: post.boardId,
  title: post.title,
  titleEn: post.titleEn,
  authorName: post.authorName,
  pinned: post.pinned,
  published: post.published,
  viewCount: post.viewCount,
  thumbnailUrl: post.thumbnailUrl,
  attachmentCount,
  createdAt: post.createdAt,
};

type SummaryRow = {
  titleEn: string | null;
  createdAt: Date;
  attachmentCount: number | string;
} & Omit<PostSummary, 'createdAt' | 'attachmentCount' | 'ko'>;

/** A post's line in a list, titled in `lang` (staff lists read Korean). */
const toSummary =
  (lang: ContentLanguage) =>
  (row: SummaryRow): PostSummary =>
    inLanguage(
      lang,
      {
        id: row.id,
        boardId: row.boardId,
        title: row.title,
        authorName: row.authorName,
        pinned: row.pinned,
        published: row.published,
        viewCount: row.viewCount,
        thumbnailUrl: row.thumbnailUrl,
        // PGlite and pg both return int4 as a number; the cast keeps that true for any driver.
        attachmentCount: Number(row.attachmentCount),
        createdAt: row.createdAt.toISOString(),
      },
      { title: row.titleEn },
    );

const newestFirst = [desc(post.createdAt), desc(post.id)];

function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (keyword === undefined || keyword === '') return undefined;
  return like(post.searchText, containsPattern(keyword.toLowerCase()));
}

export interface ListPage {
  keyword?: string | undefined;
  page: number;
  size: number;
}

/** A public board page in `lang`: published notices on every page, then a page of the other posts. */
export async function listPublishedPosts(
  db: Db,
  boardId: number,
  query: ListPage,
  lang: ContentLanguage,
) {
  const base = and(
    eq(post.boardId, boardId),
    eq(post.published, true),
    keywordFilter(query.keyword),
  );
  const regular = and(base, eq(post.pinned, false));
  const [pinned, items, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(post)
      .where(and(base, eq(post.pinned, true)))
      .orderBy(...newestFirst)
      .limit(MAX_PINNED_SHOWN),
    db
      .select(summaryColumns)
      .from(post)
      .where(regular)
      .orderBy(...newestFirst)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(post).where(regular),
  ]);
  return {
    pinned: pinned.map(toSummary(lang)),
    items: items.map(toSummary(lang)),
    total: total?.n ?? 0,
  };
}

/** The staff table: every post of the board, pinned first, then newest first. */
export async function listBoardPosts(db: Db, boardId: number, query: ListPage) {
  const where = and(eq(post.boardId, boardId), keywordFilter(query.keyword));
  const [items, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(post)
      .where(where)
      .orderBy(desc(post.pinned), ...newestFirst)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(post).where(where),
  ]);
  return { items: items.map(toSummary('ko')), total: total?.n ?? 0 };
}

/** The latest published posts of a board (the home page), titled in `lang`. */
export async function listLatestPosts(
  db: Db,
  boardId: number,
  limit: number,
  lang: ContentLanguage,
) {
  const rows = await db
    .select(summaryColumns)
    .from(post)
    .where(and(eq(post.boardId, boardId), eq(post.published, true)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toSummary(lang));
}

export async function listAttachments(db: Db, postId: number): Promise<Attachment[]> {
  return db
    .select({
      id: postAttachment.id,
      originalName: postAttachment.originalName,
      bytes: postAttachment.bytes,
      mime: postAttachment.mime,
    })
    .from(postAttachment)
    .where(eq(postAttachment.postId, postId))
    .orderBy(asc(postAttachment.sortOrder), asc(postAttachment.id));
}

async function findPostRow(db: Db, id: number, publishedOnly: boolean) {
  const [[row], attachments] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        content: post.content,
        contentEn: post.contentEn,
        updatedAt: post.updatedAt,
      })
      .from(post)
      .where(and(eq(post.id, id), publishedOnly ? eq(post.published, true) : undefined))
      .limit(1),
    listAttachments(db, id),
  ]);
  return row ? { ...row, attachments } : null;
}

/** A published post as visitors read it, in `lang`. */
export async function findPublishedPost(db: Db, id: number, lang: ContentLanguage) {
  const row = await findPostRow(db, id, true);
  if (!row) return null;
  const detail: PostDetail = {
    ...toSummary('ko')(row),
    content: row.content,
    updatedAt: row.updatedAt.toISOString(),
    attachments: row.attachments,
  };
  return inLanguage(
    lang,
    { ...detail, hasEnglish: row.titleEn !== null },
    { title: row.titleEn, content: row.contentEn },
  );
}

/** Any post as staff edit it, with both languages. */
export async function findAdminPost(db: Db, id: number): Promise<AdminPost | null> {
  const row = await findPostRow(db, id, false);
  if (!row) return null;
  return {
    ...toSummary('ko')(row),
    titleEn: row.titleEn,
    content: row.content,
    contentEn: row.contentEn,
    updatedAt: row.updatedAt.toISOString(),
    attachments: row.attachments,
  };
}

/** The published posts just older and just newer than this one in its board, titled in `lang`. */
export async function findNeighbours(
  db: Db,
  current: { id: number; boardId: number },
  lang: ContentLanguage,
) {
  // Compared with the stored timestamp itself: a JS Date would lose PostgreSQL's microseconds.
  const self = sql`(select ${post.createdAt}, ${post.id} from ${post} where ${post.id} = ${current.id})`;
  const neighbour = (older: boolean) =>
    db
      .select({ id: post.id, title: post.title, titleEn: post.titleEn })
      .from(post)
      .where(
        and(
          eq(post.boardId, current.boardId),
          eq(post.published, true),
          older
            ? sql`(${post.createdAt}, ${post.id}) < ${self}`
            : sql`(${post.createdAt}, ${post.id}) > ${self}`,
        ),
      )
      .orderBy(...(older ? newestFirst : [asc(post.createdAt), asc(post.id)]))
      .limit(1);
  const [[prev], [next]] = await Promise.all([neighbour(true), neighbour(false)]);
  const titled = (row: { id: number; title: string; titleEn: string | null } | undefined) =>
    row ? inLanguage(lang, { id: row.id, title: row.title }, { title: row.titleEn }) : null;
  return { prev: titled(prev), next: titled(next) };
}

export async function countView(db: Db, id: number): Promise<void> {
  await db
    .update(post)
    .set({ viewCount: sql`${post.viewCount} + 1`, updatedAt: sql`${post.updatedAt}` })
    .where(eq(post.id, id));
}

/**
 * Points the given attachments at the post, in order, and detaches the post's others;
 * returns the storage keys of the detached ones, which the caller deletes.
 */
async function linkAttachments(tx: Db, postId: number, ids: number[]): Promise<string[]> {
  const current = await tx
    .select({ id: postAttachment.id, storageKey: postAttachment.storageKey })
    .from(postAttachment)
    .where(eq(postAttachment.postId, postId));
  const dropped = current.filter((a) => !ids.includes(a.id));
  if (dropped.length > 0) {
    await tx.delete(postAttachment).where(
      inArray(
        postAttachment.id,
        dropped.map((a) => a.id),
      ),
    );
  }
  if (ids.length > 0) {
    const order = sql.join(
      ids.map((id, index) => sql`when ${id}::int then ${index}::int`),
      sql` `,
    );
    await tx
      .update(postAttachment)
      .set({ postId, sortOrder: sql`case ${postAttachment.id} ${order} end` })
      .where(inArray(postAttachment.id, ids));
  }
  return dropped.map((a) => a.storageKey);
}

/** Attachment ids that may go on this post: uploaded but unclaimed, or already its own. */
export async function claimableAttachments(db: Db, ids: number[], postId: number | null) {
  if (ids.length === 0) return true;
  const rows = await db
    .select({ id: postAttachment.id, postId: postAttachment.postId })
    .from(postAttachment)
    .where(inArray(postAttachment.id, ids));
  return rows.length === ids.length && rows.every((r) => r.postId === null || r.postId === postId);
}

export async function insertPost(
  db: Db,
  values: PostValues & { createdBy: number | null; createdAt?: Date },
  attachmentIds: number[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(post).values(values).returning({ id: post.id });
    if (!row) throw new Error('insert returned no row');
    await linkAttachments(tx, row.id, attachmentIds);
    return row.id;
  });
}

/** Returns the storage keys of attachments the update removed, or null when the post is gone. */
export async function updatePost(
  db: Db,
  id: number,
  values: PostValues,
  attachmentIds: number[],
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(post)
      .set(values)
      .where(eq(post.id, id))
      .returning({ id: post.id });
    if (rows.length === 0) return null;
    return linkAttachments(tx, id, attachmentIds);
  });
}

/** The storage keys of the attachments of the posts matching `where`. */
async function attachmentKeys(db: Db, where: SQL): Promise<string[]> {
  const rows = await db
    .select({ key: postAttachment.storageKey })
    .from(postAttachment)
    .innerJoin(post, eq(post.id, postAttachment.postId))
    .where(where);
  return rows.map((r) => r.key);
}

/** Deletes the post and its attachment rows; returns the files to delete, or null when absent. */
export async function deletePost(db: Db, id: number): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const keys = await attachmentKeys(tx, eq(post.id, id));
    const deleted = await tx.delete(post).where(eq(post.id, id)).returning({ id: post.id });
    return deleted.length > 0 ? keys : null;
  });
}

export type BoardDeletion =
  | { status: 'deleted'; keys: string[] }
  | { status: 'not_found' }
  | { status: 'unconfirmed'; posts: number };

/**
 * Deletes a board with its posts, but only when the caller confirmed the current number of
 * posts. The board row is locked first, so no post can be added between the count and the delete.
 */
export async function deleteBoardWithPosts(
  db: Db,
  boardId: number,
  confirmedPosts: number | undefined,
): Promise<BoardDeletion> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: board.id })
      .from(board)
      .where(eq(board.id, boardId))
      .for('update');
    if (!locked) return { status: 'not_found' };
    const [row] = await tx.select({ n: count() }).from(post).where(eq(post.boardId, boardId));
    const posts = row?.n ?? 0;
    if (posts > 0 && confirmedPosts !== posts) return { status: 'unconfirmed', posts };
    const keys = await attachmentKeys(tx, eq(post.boardId, boardId));
    await tx.delete(board).where(eq(board.id, boardId));
    return { status: 'deleted', keys };
  });
}

/** Where library images appear in posts, for the image library (one query for the batch). */
export async function findPostImageUsage(db: Db, imageIds: number[]) {
  if (imageIds.length === 0) return [];
  const ids = intArray(imageIds);
  return queryRows(
    db,
    sql`
      select p.id, p.title, u.image_id
      from post p cross join lateral unnest(p.image_ids) as u(image_id)
      where p.image_ids && ${ids} and u.image_id = any(${ids})`,
    z.object({ id: z.number(), title: z.string(), image_id: z.number() }),
  );
}
