import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { member } from './member.ts';

/** The English versions of a page's texts (decision 17); null where there is none. */
const englishVersion = () => ({
  titleEn: text('title_en'),
  contentEn: text('content_en'),
  metaDescriptionEn: text('meta_description_en'),
  ctaLabelEn: text('cta_label_en'),
});

/** An editable page (about, home, smart, …), addressed by its slug. */
export const page = pgTable(
  'page',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    /** Sanitised HTML (lib/rich-text/sanitize.ts). */
    content: text('content').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    ...englishVersion(),
    /** A header image from the image library (`/api/media/…`); the home page's hero image. */
    imageUrl: text('image_url'),
    /** A call-to-action button; the home page's hero button. */
    ctaLabel: text('cta_label'),
    ctaHref: text('cta_href'),
    /** Library images the page shows (content and header image), so the library knows where each is used. */
    imageIds: integer('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => member.id, { onDelete: 'set null' }),
  },
  (t) => [index('page_image_ids_idx').using('gin', t.imageIds)],
);

/** A version of a page as it was before a save replaced it. */
export const pageRevision = pgTable(
  'page_revision',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug')
      .notNull()
      .references(() => page.slug, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    metaDescription: text('meta_description').notNull(),
    ...englishVersion(),
    imageUrl: text('image_url'),
    ctaLabel: text('cta_label'),
    ctaHref: text('cta_href'),
    /** When and by whom this version was written (the page's values at the time). */
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    savedBy: integer('saved_by').references(() => member.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('page_revision_slug_idx').on(t.slug, t.savedAt.desc(), t.id.desc()),
    index('page_revision_saved_by_idx').on(t.savedBy),
  ],
);
