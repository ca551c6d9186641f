import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { bytes, createdAt } from './columns.ts';

/**
 * The site's own font (modules/site-font): Pretendard cut down to the characters the site's
 * words and content use, one row per version, so every instance serves the same bytes.
 */
export const siteFont = pgTable(
  'site_font',
  {
    /** Names the file's URL: a hash of its bytes. */
    hash: text('hash').primaryKey(),
    /** The characters it draws, in code point order: a rebuild that would draw the same is skipped. */
    characters: text('characters').notNull(),
    font: bytes('font').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('site_font_created_idx').on(t.createdAt.desc())],
);
