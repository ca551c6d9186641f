import { z } from 'zod';

/** RFC 9457 problem details, with our machine-readable `code`. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** The largest id an `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * A whole number as a path or query string carries it: plain decimal digits only, so `0x1`,
 * `1e3`, `+1` and ` 1` are refused instead of being read as 1, 1000 and 1. A JSON number passes
 * as is (the web app parses its own values with these schemas).
 */
export const wholeNumber = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^(0|[1-9][0-9]{0,15})$/, 'must be a whole number in decimal digits')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));

/** A row id in a path or query string: a positive whole number within the column's range. */
export const idSchema = wholeNumber(1, MAX_ID);
/** A row id in a JSON body: a number, within the column's range. */
export const bodyIdSchema = z.number().int().positive().max(MAX_ID);

export const idParamSchema = z.strictObject({ id: idSchema });
export type IdParam = z.infer<typeof idParamSchema>;

export const MAX_PAGE_SIZE = 100;

/** `?page=0&size=20`; page is 0-based (DESIGN §4). */
export const pageQuerySchema = z.object({
  page: wholeNumber(0, 100_000).default(0),
  size: wholeNumber(1, MAX_PAGE_SIZE).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  });
export type Paged<T> = { items: T[]; page: number; size: number; total: number };

/** Single-line text: trimmed, non-empty, bounded. */
export const text = (max: number) => z.string().trim().min(1).max(max);
/** Optional text where the empty string means "none". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** Empty means "not given", so a form can send every field it has. */
const emptyToNull = (v: string) => (v === '' ? null : v);

/** An optional e-mail address. */
export const optionalEmail = z
  .string()
  .trim()
  .max(200)
  .transform(emptyToNull)
  .pipe(z.email('enter a valid e-mail address').nullable())
  .nullish();

/** An optional phone number: digits, spaces, hyphens, brackets and a leading +. */
export const optionalPhone = z
  .string()
  .trim()
  .max(30)
  .transform(emptyToNull)
  .pipe(
    z
      .string()
      .regex(/^\+?[0-9][0-9 ()-]{6,}$/, 'enter a phone number: digits, spaces, hyphens')
      .nullable(),
  )
  .nullish();

export const timestamp = z.iso.datetime({ offset: true });
/** A calendar day, `YYYY-MM-DD`, that exists. */
export const daySchema = z.iso.date('use the format YYYY-MM-DD');

export const okSchema = z.object({ ok: z.literal(true) });

/** `PUT …/order`: the ids in their new display order (drag and drop); sortOrder becomes the index. */
export const reorderInputSchema = z.strictObject({
  ids: z
    .array(bodyIdSchema)
    .min(1)
    .max(1_000)
    .refine((ids) => new Set(ids).size === ids.length, 'each id once'),
});
export type ReorderInput = z.infer<typeof reorderInputSchema>;
