import { z } from 'zod';
import { idSchema } from './common.ts';
import { PRODUCT_SPECS_MAX } from './product.ts';

/** Rows a sheet may have below its header row (decision 16, "Import"). */
export const PRODUCT_IMPORT_MAX_ROWS = 50_000;
/** The largest spreadsheet accepted (.xlsx or CSV), in bytes. */
export const PRODUCT_IMPORT_SHEET_MAX_BYTES = 100 * 1024 * 1024;
/** The largest ZIP of images accepted, in bytes. */
export const PRODUCT_IMPORT_IMAGES_MAX_BYTES = 500 * 1024 * 1024;
/** Rows `inspect` returns as samples under the header row. */
export const PRODUCT_IMPORT_SAMPLE_ROWS = 5;

/**
 * The single-valued fields a column can fill; specs are `spec<n>Label` / `spec<n>Value`, English
 * specs `spec<n>LabelEn` / `spec<n>ValueEn`.
 */
export const PRODUCT_IMPORT_FIELDS = [
  'name',
  'nameEn',
  'code',
  'summary',
  'summaryEn',
  'description',
  'descriptionEn',
  'category',
  'place',
  'status',
  'featured',
  'sortOrder',
  'images',
] as const;
export type ProductImportSimpleField = (typeof PRODUCT_IMPORT_FIELDS)[number];

/** The fields every mapping must fill. */
export const PRODUCT_IMPORT_REQUIRED_FIELDS = ['name', 'category'] as const;

const SPEC_FIELD = /^spec([1-9]|[12][0-9]|30)(Label|Value)(En)?$/;
// The pattern states PRODUCT_SPECS_MAX (30) itself: a JSON Schema pattern cannot be computed.
const FIELD = new RegExp(`^(${PRODUCT_IMPORT_FIELDS.join('|')})$|${SPEC_FIELD.source}`);

export const isSimpleField = (field: string): field is ProductImportSimpleField =>
  PRODUCT_IMPORT_FIELDS.some((f) => f === field);

/**
 * `spec3Label` → { index: 3, part: 'label', english: false }, `spec3ValueEn` → { index: 3,
 * part: 'value', english: true }, or null for any other field.
 */
export function specField(
  field: string,
): { index: number; part: 'label' | 'value'; english: boolean } | null {
  const match = SPEC_FIELD.exec(field);
  if (match === null || Number(match[1]) > PRODUCT_SPECS_MAX) return null;
  return {
    index: Number(match[1]),
    part: match[2] === 'Label' ? 'label' : 'value',
    english: match[3] === 'En',
  };
}

export const productImportFieldSchema = z
  .string()
  .regex(FIELD)
  .meta({
    description: `One of ${PRODUCT_IMPORT_FIELDS.join(', ')}, spec<n>Label / spec<n>Value, or spec<n>LabelEn / spec<n>ValueEn for English specs (n = 1–${String(PRODUCT_SPECS_MAX)})`,
  });

/**
 * Which field each column of the sheet fills, by column position (0 = A); null leaves the column
 * out. A field is filled by at most one column; name and category must be mapped.
 */
export const productImportMappingSchema = z
  .array(productImportFieldSchema.nullable())
  .max(200)
  .superRefine((mapping, ctx) => {
    const used = mapping.filter((f) => f !== null);
    if (new Set(used).size !== used.length) {
      ctx.addIssue({ code: 'custom', message: 'each field may be mapped from one column only' });
    }
    for (const required of PRODUCT_IMPORT_REQUIRED_FIELDS) {
      if (!used.includes(required)) {
        ctx.addIssue({ code: 'custom', message: `the ${required} field must be mapped` });
      }
    }
  });
export type ProductImportMapping = z.output<typeof productImportMappingSchema>;

/** `POST /product/import/inspect`: what the sheet looks like, and the mapping the server proposes. */
export const productImportInspectionSchema = z.object({
  format: z.enum(['xlsx', 'csv']),
  /** How a CSV's bytes were read (null for .xlsx). */
  encoding: z.enum(['utf-8', 'cp949']).nullable(),
  columns: z.array(z.string()),
  samples: z.array(z.array(z.string())),
  mapping: z.array(productImportFieldSchema.nullable()),
});
export type ProductImportInspection = z.infer<typeof productImportInspectionSchema>;

/**
 * Why a cell or row is refused, as a code the interface translates, with the values its message
 * needs (`params`). `column` is the sheet's column letter, or null for the row as a whole.
 */
export const PRODUCT_IMPORT_ERRORS = [
  'required',
  'too_long',
  'invalid_code',
  'invalid_status',
  'invalid_featured',
  'invalid_number',
  'category_not_found',
  'category_ambiguous',
  'place_not_found',
  'place_ambiguous',
  'spec_incomplete',
  'too_many_images',
  'duplicate_image',
  'image_not_found',
  'image_invalid',
  'invalid',
] as const;
export const productImportErrorSchema = z.object({
  column: z.string().nullable(),
  code: z.enum(PRODUCT_IMPORT_ERRORS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ProductImportError = z.infer<typeof productImportErrorSchema>;

export const PRODUCT_IMPORT_ACTIONS = ['create', 'update', 'refuse'] as const;
export type ProductImportAction = (typeof PRODUCT_IMPORT_ACTIONS)[number];

/** One data row's outcome; `row` is the sheet's row number (the header is row 1). */
export const productImportRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(PRODUCT_IMPORT_ACTIONS),
  code: z.string().nullable(),
  name: z.string(),
  errors: z.array(productImportErrorSchema),
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

const counts = {
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  refused: z.number().int(),
};

/** `POST /product/import/dry-run`: every row's outcome, refusals first; nothing is written. */
export const productImportDryRunSchema = z.object({
  ...counts,
  rows: z.array(productImportRowSchema),
});
export type ProductImportDryRun = z.infer<typeof productImportDryRunSchema>;

export const PRODUCT_IMPORT_STATUSES = ['running', 'done', 'failed'] as const;
export type ProductImportStatus = (typeof PRODUCT_IMPORT_STATUSES)[number];

/** An import job, as its progress bar polls it. */
export const productImportJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(PRODUCT_IMPORT_STATUSES),
  fileName: z.string(),
  ...counts,
  processed: z.number().int(),
  /** Why a failed job stopped: `interrupted` (the server stopped) or `error`. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ProductImportJob = z.infer<typeof productImportJobSchema>;

export const productImportJobParamsSchema = z.strictObject({ id: idSchema });

/** The report's and the template's column headers follow the staff member's language. */
export const productImportLangQuerySchema = z.object({
  lang: z.enum(['ko', 'en']).default('ko'),
});
