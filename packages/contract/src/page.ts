import { z } from 'zod';
import { idSchema, optionalText, text, timestamp } from './common.ts';

/** The editable pages; each has a public route of the same name (home is `/`). */
export const PAGE_SLUGS = [
  'home',
  'about',
  'smart',
  'research',
  'patent',
  'termsofservice',
  'privacy',
] as const;
export const pageSlugSchema = z.enum(PAGE_SLUGS);
export type PageSlug = z.infer<typeof pageSlugSchema>;
export const pageSlugParamSchema = z.strictObject({ slug: pageSlugSchema });

/** Our own media (`/api/media/…`) or nothing; the image library hands out these URLs. */
const mediaUrl = optionalText(300)
  .pipe(
    z
      .string()
      .regex(/^\/api\/media\/[A-Za-z0-9._~/-]+$/, 'Choose an image from the image library.')
      .refine(
        (url) => !url.split('/').some((s) => s === '.' || s === '..'),
        'Invalid image address.',
      )
      .nullish(),
  )
  .transform((v) => v ?? null);

/** A site path (`/inquiries`) or an http(s) address: never `javascript:` and friends. */
const linkHref = optionalText(500)
  .pipe(
    z
      .string()
      .regex(
        /^(?:\/(?!\/)|https?:\/\/)\S*$/,
        'Use a site path starting with / or an http(s) address.',
      )
      .nullish(),
  )
  .transform((v) => v ?? null);

export const pageSchema = z.object({
  slug: pageSlugSchema,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  metaDescription: z.string(),
  imageUrl: z.string().nullable(),
  ctaLabel: z.string().nullable(),
  ctaHref: z.string().nullable(),
  updatedAt: timestamp,
});
export type Page = z.infer<typeof pageSchema>;

export const pageInputSchema = z
  .strictObject({
    title: text(200),
    /** Rich HTML; the server sanitises it. */
    content: z.string().max(500_000),
    metaDescription: optionalText(300).transform((v) => v ?? ''),
    imageUrl: mediaUrl,
    ctaLabel: optionalText(50).transform((v) => v ?? null),
    ctaHref: linkHref,
  })
  .refine((p) => (p.ctaLabel === null) === (p.ctaHref === null), {
    message: 'A call to action needs both a label and a link.',
    path: ['ctaHref'],
  });
export type PageInput = z.input<typeof pageInputSchema>;

export const pageRevisionSchema = pageSchema.omit({ updatedAt: true }).extend({
  id: z.number().int(),
  savedAt: timestamp,
  savedByName: z.string().nullable(),
});
export type PageRevision = z.infer<typeof pageRevisionSchema>;

export const pageRevisionParamSchema = z.strictObject({
  slug: pageSlugSchema,
  revisionId: idSchema,
});

/** The staff view of a page: who saved it last. */
export const adminPageSchema = pageSchema.extend({ updatedByName: z.string().nullable() });
export type AdminPage = z.infer<typeof adminPageSchema>;

/** A line of the staff page list. */
export const pageListItemSchema = pageSchema.pick({ slug: true, title: true, updatedAt: true });
export type PageListItem = z.infer<typeof pageListItemSchema>;
