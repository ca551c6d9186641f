import { z } from 'zod';
import { optionalText, text } from './common.ts';
import { koreanTextsSchema } from './content-language.ts';

export const PLACE_NAME_MAX = 100;

/**
 * A place as the public reads it, named in the language asked for (decision 17). Its region,
 * address and description are Korean only: an English answer names them in `ko`.
 */
export const placeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  region: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ko: koreanTextsSchema(['name', 'region', 'address', 'description']),
});
export type Place = z.infer<typeof placeSchema>;

/** A place as staff edit it: the Korean name and its English version. */
export const adminPlaceSchema = placeSchema.extend({ nameEn: z.string().nullable() });
export type AdminPlace = z.infer<typeof adminPlaceSchema>;

export const placeInputSchema = z.strictObject({
  name: text(PLACE_NAME_MAX),
  /** Empty means none; absent leaves it as it is. */
  nameEn: optionalText(PLACE_NAME_MAX),
  region: optionalText(100),
  address: optionalText(300),
  description: optionalText(2000),
  sortOrder: z.number().int().min(0).max(1_000_000).optional(),
});
export type PlaceInput = z.input<typeof placeInputSchema>;
