import { z } from 'zod';
import { bodyIdSchema, optionalText, text } from './common.ts';
import { koreanTextsSchema } from './content-language.ts';

export const CATEGORY_NAME_MAX = 100;

/** A category as the public reads it, named in the language asked for (decision 17). */
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ko: koreanTextsSchema(['name']),
});
export type Category = z.infer<typeof categorySchema>;

/** A category as staff edit it: the Korean name and its English version. */
export const adminCategorySchema = categorySchema.extend({ nameEn: z.string().nullable() });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const categoryInputSchema = z.strictObject({
  name: text(CATEGORY_NAME_MAX),
  /** Empty means none; absent leaves it as it is. */
  nameEn: optionalText(CATEGORY_NAME_MAX),
  /** Categories form a two-level tree: a parent must itself be top-level. */
  parentId: bodyIdSchema.nullable().optional(),
  sortOrder: z.number().int().min(0).max(1_000_000).optional(),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
