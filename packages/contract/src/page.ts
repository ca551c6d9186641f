import { z } from 'zod';
import { idSchema, optionalText, text, timestamp } from './common.ts';
import { koreanTextsSchema } from './content-language.ts';

/**
 * The editable pages; each has a public route of the same name (home is `/`). The terms and the
 * privacy policy are policies, with versions (policy.ts).
 */
export const PAGE_SLUGS = ['home', 'about', 'smart', 'research', 'patent'] as const;
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
export const LINK_HREF = {
  pattern: /^(?:\/(?!\/)|https?:\/\/)\S*$/,
  message: 'Use a site path starting with / or an http(s) address.',
};
export const linkHref = optionalText(500)
  .pipe(z.string().regex(LINK_HREF.pattern, LINK_HREF.message).nullish())
  .transform((v) => v ?? null);

/** What every version of a page holds, in Korean. */
const pageFields = {
  slug: pageSlugSchema,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  metaDescription: z.string(),
  imageUrl: z.string().nullable(),
  ctaLabel: z.string().nullable(),
  ctaHref: z.string().nullable(),
};

/** The English versions of a page's texts (decision 17); null where there is none. */
const englishFields = {
  titleEn: z.string().nullable(),
  contentEn: z.string().nullable(),
  metaDescriptionEn: z.string().nullable(),
  ctaLabelEn: z.string().nullable(),
};

/** A page as the public reads it, in the language asked for (decision 17). */
export const pageSchema = z.object({
  ...pageFields,
  updatedAt: timestamp,
  ko: koreanTextsSchema(['title', 'content', 'metaDescription', 'ctaLabel']),
  /** Whether it has an English title: its English page is then listed (hreflang, sitemap). */
  hasEnglish: z.boolean(),
});
export type Page = z.infer<typeof pageSchema>;

export const PAGE_TITLE_MAX = 200;
export const PAGE_CONTENT_MAX = 500_000;
export const PAGE_META_DESCRIPTION_MAX = 300;
export const PAGE_CTA_LABEL_MAX = 50;

/** `…En`: the English versions, with the same limits; empty means none, absent leaves them be. */
export const pageInputSchema = z
  .strictObject({
    title: text(PAGE_TITLE_MAX),
    titleEn: optionalText(PAGE_TITLE_MAX),
    /** Rich HTML; the server sanitises it. */
    content: z.string().max(PAGE_CONTENT_MAX),
    contentEn: z.string().max(PAGE_CONTENT_MAX).optional(),
    metaDescription: optionalText(PAGE_META_DESCRIPTION_MAX).transform((v) => v ?? ''),
    metaDescriptionEn: optionalText(PAGE_META_DESCRIPTION_MAX),
    imageUrl: mediaUrl,
    ctaLabel: optionalText(PAGE_CTA_LABEL_MAX).transform((v) => v ?? null),
    ctaLabelEn: optionalText(PAGE_CTA_LABEL_MAX),
    ctaHref: linkHref,
  })
  .refine((p) => (p.ctaLabel === null) === (p.ctaHref === null), {
    error: 'A call to action needs both a label and a link.',
    path: ['ctaHref'],
  });
export type PageInput = z.input<typeof pageInputSchema>;

export const pageRevisionSchema = z.object({
  ...pageFields,
  ...englishFields,
  id: z.number().int(),
  savedAt: timestamp,
  savedByName: z.string().nullable(),
});
export type PageRevision = z.infer<typeof pageRevisionSchema>;

export const pageRevisionParamSchema = z.strictObject({
  slug: pageSlugSchema,
  revisionId: idSchema,
});

/** The staff view of a page: its texts in both languages, and who saved it last. */
export const adminPageSchema = z.object({
  ...pageFields,
  ...englishFields,
  updatedAt: timestamp,
  updatedByName: z.string().nullable(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

/** A line of the staff page list. */
export const pageListItemSchema = pageSchema.pick({ slug: true, title: true, updatedAt: true });
export type PageListItem = z.infer<typeof pageListItemSchema>;
