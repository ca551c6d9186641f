import { z } from 'zod';
import {
  bodyIdSchema,
  idSchema,
  optionalText,
  pageQuerySchema,
  pagedSchema,
  text,
} from './common.ts';
import { contentLanguageSchema, koreanTextsSchema } from './content-language.ts';
import { imageRefSchema } from './image.ts';
import { type SearchUnderstood, searchUnderstoodSchema } from './search.ts';
import { PRODUCT_KEYWORD_MAX, PRODUCT_RESULT_WINDOW, PRODUCT_SORTS } from './product-constants.ts';

// Defined without zod for the browser's first download; re-exported for the schemas' importers.
export {
  PRODUCT_KEYWORD_MAX,
  PRODUCT_RESULT_WINDOW,
  PRODUCT_SORTS,
  type ProductSort,
} from './product-constants.ts';

export const PRODUCT_STATUSES = ['draft', 'published'] as const;
export const productStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof productStatusSchema>;

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_CODE_MAX = 50;
export const PRODUCT_SUMMARY_MAX = 500;
/** Sanitised HTML can be long (tables, many paragraphs) but stays well under the 1 MB body limit. */
export const PRODUCT_DESCRIPTION_MAX = 200_000;
export const PRODUCT_SPECS_MAX = 30;
export const PRODUCT_IMAGES_MAX = 20;
/** Related products shown on a product page. */
export const RELATED_PRODUCTS = 4;

const id = bodyIdSchema;

export const PRODUCT_SPEC_LABEL_MAX = 50;
export const PRODUCT_SPEC_VALUE_MAX = 200;

/** A spec row as staff write it in Korean: both parts are needed. */
export const productSpecSchema = z.strictObject({
  label: text(PRODUCT_SPEC_LABEL_MAX),
  value: text(PRODUCT_SPEC_VALUE_MAX),
});
export type ProductSpec = z.infer<typeof productSpecSchema>;

/**
 * The English version of the Korean spec row at the same position (decision 17): each part is
 * optional, and an empty one is shown in Korean on the English page.
 */
export const productSpecEnInputSchema = z.strictObject({
  label: optionalText(PRODUCT_SPEC_LABEL_MAX),
  value: optionalText(PRODUCT_SPEC_VALUE_MAX),
});

/** An English spec row as stored and as staff read it back: null is "shown in Korean". */
export const productSpecEnSchema = z.object({
  label: z.string().nullable(),
  value: z.string().nullable(),
});
export type ProductSpecEn = z.infer<typeof productSpecEnSchema>;

/** A spec row as a product page shows it; `ko` names the parts shown in Korean for want of English. */
export const productSpecViewSchema = z.object({
  label: z.string(),
  value: z.string(),
  ko: koreanTextsSchema(['label', 'value']),
});
export type ProductSpecView = z.infer<typeof productSpecViewSchema>;

const unique = (ids: number[]) => new Set(ids).size === ids.length;

/**
 * A product code (품번, model name) as catalogues and quotes write it: letters and digits, with
 * spaces and - _ . / ( ) # + between them. Unique ignoring case; empty means none.
 */
export const productCodeSchema = optionalText(PRODUCT_CODE_MAX).refine(
  (code) => code == null || /^[\p{L}\p{N}](?:[\p{L}\p{N} ._\-/()#+]*[\p{L}\p{N})])?$/u.test(code),
  'a product code is letters and digits, with spaces and - _ . / ( ) # + between them',
);

/**
 * The body of `POST` and `PUT /api/admin/v1/product`; the admin form validates with it too.
 * Each `…En` field is the English version of its Korean one, with the same limits (decision 17):
 * empty means none, and a body without it leaves the stored one as it is (an import says
 * nothing of English). `specsEn[i]` translates `specs[i]`, so it has no row `specs` lacks.
 */
export const productInputSchema = z
  .strictObject({
    name: text(PRODUCT_NAME_MAX),
    nameEn: optionalText(PRODUCT_NAME_MAX),
    code: productCodeSchema.default(null),
    summary: optionalText(PRODUCT_SUMMARY_MAX),
    summaryEn: optionalText(PRODUCT_SUMMARY_MAX),
    /** Rich text HTML; the server sanitises it with an allow-list before storing. */
    description: z.string().max(PRODUCT_DESCRIPTION_MAX).default(''),
    descriptionEn: z.string().max(PRODUCT_DESCRIPTION_MAX).optional(),
    categoryId: id,
    placeId: id.nullable().default(null),
    specs: z.array(productSpecSchema).max(PRODUCT_SPECS_MAX).default([]),
    specsEn: z.array(productSpecEnInputSchema).max(PRODUCT_SPECS_MAX).optional(),
    /** Ordered gallery; the first image is the main one. */
    imageIds: z
      .array(id)
      .max(PRODUCT_IMAGES_MAX)
      .refine(unique, 'an image appears only once in a gallery')
      .default([]),
    status: productStatusSchema.default('draft'),
    featured: z.boolean().default(false),
    sortOrder: z.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((input) => (input.specsEn?.length ?? 0) <= input.specs.length, {
    error: 'each English spec row translates the Korean row at its position; add that row first',
    path: ['specsEn'],
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

/** A product's category or place as cards and pages name it. */
const named = z.object({ id: z.number().int(), name: z.string(), ko: koreanTextsSchema(['name']) });

/**
 * A product in a list: what a card or a table row shows, with its main image. Public lists
 * answer in the language asked for (`lang`), text by text (decision 17).
 */
export const productCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  summary: z.string().nullable(),
  category: named.nullable(),
  place: named.nullable(),
  image: imageRefSchema.nullable(),
  featured: z.boolean(),
  createdAt: z.string(),
  ko: koreanTextsSchema(['name', 'summary']),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** `GET /api/data/v1/product/{id}`: a published product with everything its page shows. */
export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  /** Every Korean row; on the English page each part in English where there is one, else Korean. */
  specs: z.array(productSpecViewSchema),
  images: z.array(imageRefSchema),
  updatedAt: z.string(),
  related: z.array(productCardSchema),
  ko: koreanTextsSchema(['name', 'summary', 'description']),
  /** Whether it has an English name: its English page is then listed (hreflang, sitemap). */
  hasEnglish: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** A row of the back-office table. */
export const adminProductRowSchema = productCardSchema.extend({
  status: productStatusSchema,
  sortOrder: z.number().int(),
  viewCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

/** `GET /api/admin/v1/product/{id}`: the stored product, as the form edits it. */
export const adminProductSchema = adminProductRowSchema.extend({
  nameEn: z.string().nullable(),
  summaryEn: z.string().nullable(),
  description: z.string(),
  descriptionEn: z.string().nullable(),
  categoryId: z.number().int(),
  placeId: z.number().int().nullable(),
  specs: z.array(productSpecSchema),
  /**
   * The English version of each Korean row, by position; empty when there is none. Products
   * saved before rows were paired may have fewer or more rows than `specs`.
   */
  specsEn: z.array(productSpecEnSchema),
  imageIds: z.array(z.number().int()),
  /** The gallery's images in order (ids whose image was deleted are left out). */
  images: z.array(imageRefSchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/**
 * Paged like every list, plus whether `total` stopped counting at the result window (a plain
 * list) or is an estimate (a search with more than PRODUCT_EXACT_TOTAL matches).
 */
export const productPageSchema = <T extends z.ZodType>(item: T) =>
  pagedSchema(item).extend({
    totalCapped: z.boolean(),
    totalEstimated: z.boolean(),
    /** A search's keyword as understood; absent for a plain list. */
    understood: searchUnderstoodSchema.optional(),
  });
export type ProductPage<T> = {
  items: T[];
  page: number;
  size: number;
  total: number;
  totalCapped: boolean;
  totalEstimated: boolean;
  understood?: SearchUnderstood | undefined;
};

const optionalId = idSchema.optional();
const keyword = z.string().trim().max(PRODUCT_KEYWORD_MAX).optional();

/** Keeps a page inside the result window, so the pager never offers a page we refuse. */
const inWindow = (q: { page: number; size: number }) =>
  (q.page + 1) * q.size <= PRODUCT_RESULT_WINDOW;
const beyondWindow = {
  message: `results beyond the first ${PRODUCT_RESULT_WINDOW} are not listed; narrow the search`,
  path: ['page'],
};

export const productSortSchema = z.enum(PRODUCT_SORTS);

export const productListQuerySchema = pageQuerySchema
  .extend({
    keyword,
    /** A top-level category includes its sub-categories. */
    category: optionalId,
    place: optionalId,
    sort: productSortSchema.default('newest'),
    /** `true`: the keyword exactly as typed, never rewritten (the notice's link back to it). */
    literal: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    featured: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    lang: contentLanguageSchema,
  })
  .refine(inWindow, beyondWindow);
export type ProductListQuery = z.output<typeof productListQuerySchema>;
export type ProductListParams = z.input<typeof productListQuerySchema>;

export const ADMIN_PRODUCT_SORTS = [
  'id',
  'name',
  'status',
  'featured',
  'sortOrder',
  'viewCount',
  'createdAt',
  'updatedAt',
  /** By the category's name, then most recently updated first. */
  'category',
  /** By the place's name (products without one last), then most recently updated first. */
  'place',
] as const;
export const adminProductSortSchema = z.enum(ADMIN_PRODUCT_SORTS);
export type AdminProductSort = z.infer<typeof adminProductSortSchema>;

export const adminProductListQuerySchema = pageQuerySchema
  .extend({
    keyword,
    category: optionalId,
    place: optionalId,
    status: productStatusSchema.optional(),
    sort: adminProductSortSchema.default('updatedAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine(inWindow, beyondWindow);
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;
export type AdminProductListParams = z.input<typeof adminProductListQuerySchema>;

/** `GET /api/admin/v1/product/export`: the admin table's filter, as a spreadsheet. */
export const productExportQuerySchema = z.object({
  keyword,
  category: optionalId,
  place: optionalId,
  status: productStatusSchema.optional(),
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
  /** The language of the column headers. */
  lang: z.enum(['ko', 'en']).default('ko'),
});
export type ProductExportQuery = z.output<typeof productExportQuerySchema>;
export type ProductExportParams = z.input<typeof productExportQuerySchema>;

export const PRODUCT_BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export const productBulkInputSchema = z.strictObject({
  ids: z.array(id).min(1).max(100).refine(unique, 'each id once'),
  action: z.enum(PRODUCT_BULK_ACTIONS),
});
export type ProductBulkInput = z.infer<typeof productBulkInputSchema>;
export const productBulkResultSchema = z.object({ affected: z.number().int() });
export type ProductBulkResult = z.infer<typeof productBulkResultSchema>;
