import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { image } from './image.ts';

/** A popup of the public site (decision 25): shown between `starts_at` and `ends_at`. */
export const popup = pgTable(
  'popup',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** The English version (decision 17); null where there is none. */
    titleEn: text('title_en'),
    /** `text` (rich text) or `image` (one picture of the library). */
    kind: text('kind').notNull(),
    /** Sanitised HTML of a text popup (lib/rich-text/sanitize.ts). */
    body: text('body'),
    bodyEn: text('body_en'),
    /** The library refuses to delete it first (image usage); the key stops anything else. */
    imageId: integer('image_id').references(() => image.id, { onDelete: 'restrict' }),
    /** A site path or an http(s) address. */
    link: text('link'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** `all`, `desktop` or `mobile`. */
    device: text('device').notNull(),
    /** `all`, `ko` or `en`: which site shows it. */
    language: text('language').notNull(),
    /** How many days "don't show again" lasts; 1 is "for today". */
    dismissDays: integer('dismiss_days').notNull(),
    /** Library images it shows (its picture, pictures in its text), for the library's usage list. */
    imageIds: integer('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('popup_schedule_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('popup_dismiss_days_ck', sql`${t.dismissDays} between 1 and 365`),
    // The public read loads the popups not yet ended.
    index('popup_ends_at_idx').on(t.endsAt),
  ],
);
