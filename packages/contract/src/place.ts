import { z } from 'zod';
import { optionalText, text } from './common.ts';

export const placeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  region: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

export const placeInputSchema = z.strictObject({
  name: text(100),
  region: optionalText(100),
  address: optionalText(300),
  description: optionalText(2000),
  sortOrder: z.number().int().min(0).max(1_000_000).optional(),
});
export type PlaceInput = z.input<typeof placeInputSchema>;
