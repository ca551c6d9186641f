import { date, pgTable } from 'drizzle-orm/pg-core';
import { bytes, createdAt } from './columns.ts';

/**
 * The day's secret that visitor hashes are made with (plugins/app/visitor.ts): one row per day
 * in Korea, shared by every instance, deleted once the day is over, so yesterday's hashes can
 * no longer be linked to an address.
 */
export const visitorSalt = pgTable('visitor_salt', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytes('salt').notNull(),
  createdAt: createdAt(),
});
