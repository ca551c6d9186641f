import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many rows of a table have each status (products published and draft, inquiries received
 * and answered), kept by triggers in the same transaction as every write (migration 0016), so
 * the admin home reads exact counts in constant time at any size (decision 5, "Counts").
 */
export const statusCount = pgTable(
  'status_count',
  {
    tableName: text('table_name').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.status] })],
);
