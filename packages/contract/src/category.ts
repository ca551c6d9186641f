import { z } from 'zod';
import { bodyIdSchema, text } from './common.ts';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryInputSchema = z.strictObject({
  name: text(100),
  /** Categories form a two-level tree: a parent must itself be top-level. */
  parentId: bodyIdSchema.nullable().optional(),
  sortOrder: z.number().int().min(0).max(1_000_000).optional(),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
