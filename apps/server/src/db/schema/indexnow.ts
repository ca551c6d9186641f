import { integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { INDEXNOW_OUTCOMES } from '@app/contract/indexnow';

/**
 * The site's IndexNow notifications (modules/indexnow), newest last: what staff see of them in
 * the admin. Only the latest are kept; addresses are the site's own public pages.
 */
export const indexNowPing = pgTable('indexnow_ping', {
  id: serial('id').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  urlCount: integer('url_count').notNull(),
  /** The first few addresses sent. */
  urls: text('urls').array().notNull(),
  status: smallint('status'),
  outcome: text('outcome', { enum: INDEXNOW_OUTCOMES }).notNull(),
  detail: text('detail'),
});
