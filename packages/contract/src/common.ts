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

export const idParamSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export type IdParam = z.infer<typeof idParamSchema>;

export const MAX_PAGE_SIZE = 100;

/** `?page=0&size=20`; page is 0-based (DESIGN §4). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
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

export const timestamp = z.iso.datetime({ offset: true });

export const okSchema = z.object({ ok: z.literal(true) });

/** `PUT …/order`: the ids in their new display order (drag and drop); sortOrder becomes the index. */
export const reorderInputSchema = z.strictObject({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1)
    .max(1_000)
    .refine((ids) => new Set(ids).size === ids.length, 'each id once'),
});
export type ReorderInput = z.infer<typeof reorderInputSchema>;
