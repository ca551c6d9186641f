import { z } from 'zod';
import { pageQuerySchema } from './common.ts';

/** Formats accepted for upload, decided from the file's content, never from its name. */
export const IMAGE_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
];
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** Files accepted in one upload request. */
export const IMAGE_MAX_FILES = 20;
/** The WebP widths generated for every image (never upscaled). */
export const IMAGE_VARIANT_WIDTHS = [320, 960, 1920] as const;
export const IMAGE_ALT_MAX = 300;

/** One ready-to-use WebP rendition: `url` goes straight into `src`/`srcset`. */
export const imageVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** What a product, post or page shows: enough for an `<img srcset>` with a fixed aspect ratio. */
export const imageRefSchema = z.object({
  id: z.number().int(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Smallest first. */
  variants: z.array(imageVariantSchema).min(1),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

/** A place an image appears in (a product's gallery or description, a post, a page). */
export const imageUsageSchema = z.object({
  kind: z.string(),
  id: z.union([z.number().int(), z.string()]),
  title: z.string(),
});
export type ImageUsage = z.infer<typeof imageUsageSchema>;

/** The library's view of an image (staff only). */
export const imageSchema = imageRefSchema.extend({
  originalName: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
  usedBy: z.array(imageUsageSchema),
});
export type Image = z.infer<typeof imageSchema>;

export const imageListQuerySchema = pageQuerySchema.extend({
  /** Part of the file name, case-insensitive. */
  keyword: z.string().trim().max(100).optional(),
});
export type ImageListQuery = z.infer<typeof imageListQuerySchema>;

export const imageUpdateSchema = z.strictObject({
  alt: z.string().trim().max(IMAGE_ALT_MAX),
});
export type ImageUpdate = z.infer<typeof imageUpdateSchema>;

/** `POST /api/admin/v1/image` answers with the images in upload order; a file already in the library returns the existing image. */
export const imageUploadResultSchema = z.object({ items: z.array(imageSchema) });
export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;
