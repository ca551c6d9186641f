import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * Site-wide settings a grade-10 administrator changes, one row per key (the two-factor
 * requirement, the company's facts); each value is parsed where it is read.
 */
export const siteSetting = pgTable('site_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
