import { z } from 'zod';
import {
  MAX_ID,
  bodyIdSchema,
  MAX_PAGE_SIZE,
  idSchema,
  optionalText,
  pageQuerySchema,
  text,
  timestamp,
  wholeNumber,
} from './common.ts';
import { contentLanguageSchema, koreanTextsSchema } from './content-language.ts';

export const BOARD_KINDS = ['list', 'gallery'] as const;
export const boardKindSchema = z.enum(BOARD_KINDS);
export type BoardKind = z.infer<typeof boardKindSchema>;

export const BOARD_NAME_MAX = 100;
export const BOARD_DESCRIPTION_MAX = 500;

/** A board as the public reads it, in the language asked for (decision 17). */
export const boardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: boardKindSchema,
  sortOrder: z.number().int(),
  postsPerPage: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
  ko: koreanTextsSchema(['name', 'description']),
  /** Whether it has an English name: its English page is then listed (hreflang, sitemap). */
  hasEnglish: z.boolean(),
});
export type Board = z.infer<typeof boardSchema>;

/** A board as staff edit it: with the English versions of its name and description. */
export const adminBoardDetailSchema = boardSchema.extend({
  nameEn: z.string().nullable(),
  descriptionEn: z.string().nullable(),
});
export type AdminBoardDetail = z.infer<typeof adminBoardDetailSchema>;

/** The admin list also says how many posts each board holds (the delete confirmation names it). */
export const adminBoardSchema = adminBoardDetailSchema.extend({ postCount: z.number().int() });
export type AdminBoard = z.infer<typeof adminBoardSchema>;

/** `…En`: the English versions, with the same limits; empty means none, absent leaves them be. */
export const boardInputSchema = z.strictObject({
  name: text(BOARD_NAME_MAX),
  nameEn: optionalText(BOARD_NAME_MAX),
  slug: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.'),
  description: optionalText(BOARD_DESCRIPTION_MAX).transform((v) => v ?? ''),
  descriptionEn: optionalText(BOARD_DESCRIPTION_MAX),
  kind: boardKindSchema.default('list'),
  postsPerPage: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  sortOrder: z.number().int().min(0).max(1_000_000).optional(),
});
export type BoardInput = z.input<typeof boardInputSchema>;

/**
 * Deleting a board that has posts needs the post count the person confirmed; when it no
 * longer matches (someone posted meanwhile), the server asks again.
 */
export const boardDeleteQuerySchema = z.strictObject({
  confirmPosts: wholeNumber(0, MAX_ID).optional(),
});

export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
export const MAX_ATTACHMENTS_PER_POST = 10;
/** What the file picker offers; the server decides by content, not by name. */
export const ATTACHMENT_ACCEPT =
  '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.hwp,.hwpx,.zip,.png,.jpg,.jpeg,.gif,.webp';

export const attachmentSchema = z.object({
  id: z.number().int(),
  originalName: z.string(),
  bytes: z.number().int(),
  mime: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const postSummarySchema = z.object({
  id: z.number().int(),
  boardId: z.number().int(),
  title: z.string(),
  authorName: z.string(),
  pinned: z.boolean(),
  published: z.boolean(),
  viewCount: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  attachmentCount: z.number().int(),
  createdAt: timestamp,
  ko: koreanTextsSchema(['title']),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

const postNeighbourSchema = z
  .object({ id: z.number().int(), title: z.string(), ko: koreanTextsSchema(['title']) })
  .nullable();

/** A whole post as staff edit it. */
export const postDetailSchema = postSummarySchema.extend({
  content: z.string(),
  updatedAt: timestamp,
  attachments: z.array(attachmentSchema),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

/** A post as staff edit it: with the English versions of its title and content. */
export const adminPostSchema = postDetailSchema.extend({
  titleEn: z.string().nullable(),
  contentEn: z.string().nullable(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

/** A published post as visitors read it, in the language asked for, with its neighbours. */
export const postSchema = postDetailSchema.extend({
  /** The older post of the same board. */
  prev: postNeighbourSchema,
  /** The newer post of the same board. */
  next: postNeighbourSchema,
  ko: koreanTextsSchema(['title', 'content']),
  /** Whether it has an English title: its English page is then listed (hreflang, sitemap). */
  hasEnglish: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

const postListQuery = {
  keyword: z.string().trim().max(100).optional(),
  page: pageQuerySchema.shape.page,
  /** Defaults to the board's posts per page. */
  size: pageQuerySchema.shape.size.unwrap().optional(),
};

export const postListQuerySchema = z.strictObject({
  ...postListQuery,
  lang: contentLanguageSchema,
});
export type PostListQuery = z.output<typeof postListQuerySchema>;

export const adminPostListQuerySchema = z.strictObject({ ...postListQuery, boardId: idSchema });
export type AdminPostListQuery = z.output<typeof adminPostListQuerySchema>;

/** A board page: the pinned posts (repeated on every page), then one page of the others. */
export const postPageSchema = z.object({
  board: boardSchema,
  pinned: z.array(postSummarySchema),
  items: z.array(postSummarySchema),
  page: z.number().int(),
  size: z.number().int(),
  /** Posts that are not pinned (the pages count these). */
  total: z.number().int(),
});
export type PostPage = z.infer<typeof postPageSchema>;

/** At most this many notices are shown above each page. */
export const MAX_PINNED_SHOWN = 10;

export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MAX = 500_000;

/** `…En`: the English versions, with the same limits; empty means none, absent leaves them be. */
export const postInputSchema = z.strictObject({
  boardId: bodyIdSchema,
  title: text(POST_TITLE_MAX),
  titleEn: optionalText(POST_TITLE_MAX),
  /** Rich HTML; the server sanitises it. */
  content: z.string().max(POST_CONTENT_MAX),
  contentEn: z.string().max(POST_CONTENT_MAX).optional(),
  authorName: optionalText(50),
  pinned: z.boolean().default(false),
  published: z.boolean().default(true),
  /** Uploaded attachments, in display order; ones left out are deleted. */
  attachmentIds: z
    .array(bodyIdSchema)
    .max(MAX_ATTACHMENTS_PER_POST)
    .refine((ids) => new Set(ids).size === ids.length, 'An attachment is listed twice.')
    .default([]),
});
export type PostInput = z.input<typeof postInputSchema>;
