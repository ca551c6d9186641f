import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { member } from './member.ts';

/** One stored WebP rendition of an image; `key` is its name in the storage driver. */
export interface ImageVariantRow {
  width: number;
  height: number;
  bytes: number;
  key: string;
}

export const image = pgTable(
  'image',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The uploaded file name, for people only: it never names a stored file. */
    originalName: text('original_name').notNull(),
    /** The original's format as detected from its content (image/jpeg, image/png, …). */
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Size of the uploaded original in bytes. */
    bytes: integer('bytes').notNull(),
    /** Hex sha256 of the uploaded bytes: identical files are stored once. */
    sha256: text('sha256').notNull(),
    alt: text('alt').notNull().default(''),
    /** Random prefix of every stored variant's key. */
    storageKey: text('storage_key').notNull(),
    /** WebP variants, smallest first; never upscaled, so small originals have fewer. */
    variants: jsonb('variants').$type<ImageVariantRow[]>().notNull(),
    createdBy: integer('created_by').references(() => member.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('image_sha256_uq').on(t.sha256),
    uniqueIndex('image_storage_key_uq').on(t.storageKey),
    // The admin list: newest first, id as the tie-breaker.
    index('image_created_at_idx').on(t.createdAt, t.id),
    // Name search (`lower(original_name) like '%kw%'`); pg_trgm is created by the previous migration.
    index('image_name_trgm_idx').using('gin', sql`lower(${t.originalName}) gin_trgm_ops`),
    index('image_created_by_idx').on(t.createdBy),
    check('image_variants_not_empty', sql`jsonb_array_length(${t.variants}) > 0`),
  ],
);
