import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { member } from './member.ts';

export const board = pgTable(
  'board',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** English versions (decision 17); null where there is none. */
    nameEn: text('name_en'),
    descriptionEn: text('description_en'),
    /** `list` shows a table of titles; `gallery` shows a grid of thumbnails. */
    kind: text('kind', { enum: ['list', 'gallery'] })
      .notNull()
      .default('list'),
    sortOrder: integer('sort_order').notNull().default(0),
    postsPerPage: smallint('posts_per_page').notNull().default(10),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('board_slug_uq').on(t.slug),
    index('board_sort_idx').on(t.sortOrder, t.id),
    check('board_kind_valid', sql`${t.kind} in ('list', 'gallery')`),
    check('board_posts_per_page_range', sql`${t.postsPerPage} between 1 and 100`),
  ],
);

export const post = pgTable(
  'post',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boardId: integer('board_id')
      .notNull()
      .references(() => board.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML (lib/rich-text/sanitize.ts); never stored unsanitised. */
    content: text('content').notNull(),
    /** The English version (decision 17); null where there is none. */
    titleEn: text('title_en'),
    contentEn: text('content_en'),
    /** Lowercased titles and visible text of the contents, in both languages: what keyword search matches. */
    searchText: text('search_text').notNull(),
    /** Library images the content shows, so the library knows where each is used. */
    imageIds: integer('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The first image of the content, shown by gallery boards. */
    thumbnailUrl: text('thumbnail_url'),
    authorName: text('author_name').notNull(),
    /** A notice: listed before the other posts on every page. */
    pinned: boolean('pinned').notNull().default(false),
    published: boolean('published').notNull().default(true),
    viewCount: integer('view_count').notNull().default(0),
    createdBy: integer('created_by').references(() => member.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The board list: pinned first, newest first, within one board (public and admin).
    index('post_board_list_idx').on(
      t.boardId,
      t.published,
      t.pinned.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('post_board_admin_idx').on(t.boardId, t.pinned.desc(), t.createdAt.desc(), t.id.desc()),
    // Keyword search (`search_text like '%kw%'`); pg_trgm comes with an earlier migration.
    index('post_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('post_created_by_idx').on(t.createdBy),
    // The admin home's posts of this week: a range, however many posts there are.
    index('post_created_idx').on(t.createdAt),
    index('post_image_ids_idx').using('gin', t.imageIds),
    check('post_view_count_positive', sql`${t.viewCount} >= 0`),
  ],
);

/**
 * A file attached to a post. Uploaded before the post is saved (so the form can show
 * progress), it stays unattached (`post_id` null) until a post claims it.
 */
export const postAttachment = pgTable(
  'post_attachment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id').references(() => post.id, { onDelete: 'cascade' }),
    /** The uploaded file name, for people only: it never names a stored file. */
    originalName: text('original_name').notNull(),
    /** Random name in the storage driver. */
    storageKey: text('storage_key').notNull(),
    bytes: integer('bytes').notNull(),
    /** Detected from the content, never taken from the request. */
    mime: text('mime').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdBy: integer('created_by').references(() => member.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_attachment_storage_key_uq').on(t.storageKey),
    index('post_attachment_post_idx').on(t.postId, t.sortOrder, t.id),
    // Finds abandoned uploads to clean up.
    index('post_attachment_orphan_idx')
      .on(t.createdAt)
      .where(sql`${t.postId} is null`),
    index('post_attachment_created_by_idx').on(t.createdBy),
  ],
);
