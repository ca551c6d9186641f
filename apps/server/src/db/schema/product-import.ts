import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { member } from './member.ts';

/**
 * Product imports run in the background (decision 16, "Import"): their progress lives here, so
 * a reload or another instance can show it. `updated_at` is the running job's heartbeat; a job
 * whose heartbeat stops is failed as `interrupted`.
 */
export const productImport = pgTable(
  'product_import',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    fileName: text('file_name').notNull(),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    error: text('error'),
    createdBy: integer('created_by').references(() => member.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('product_import_status_valid', sql`${t.status} in ('running', 'done', 'failed')`),
    // The start-up sweep finds running jobs without reading finished ones.
    index('product_import_running_idx')
      .on(t.updatedAt)
      .where(sql`status = 'running'`),
  ],
);

/** Each row's outcome of an applied import, for its report. */
export const productImportRow = pgTable(
  'product_import_row',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => productImport.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    action: text('action', { enum: ['create', 'update', 'refuse'] }).notNull(),
    /** No foreign key: the report outlives a product deleted later. */
    productId: integer('product_id'),
    code: text('code'),
    name: text('name').notNull(),
    errors: jsonb('errors').notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] })],
);
