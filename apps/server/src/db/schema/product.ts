import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { category } from './category.ts';
import { createdAt, updatedAt } from './columns.ts';
import { place } from './place.ts';

export interface ProductSpecRow {
  label: string;
  value: string;
}

/** A Korean spec row's English version; a null part shows in Korean. */
export interface ProductSpecEnRow {
  label: string | null;
  value: string | null;
}

/** Partial indexes for the public site, which only ever reads published products. */
const published = sql`status = 'published'`;

export const product = pgTable(
  'product',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** English versions (decision 17): null where there is none, and the Korean is shown. */
    nameEn: text('name_en'),
    /**
     * The product code (품번, model name) staff and buyers refer to, as typed; unique compared
     * without case, spaces and separators (`productCodeKey`).
     */
    code: text('code'),
    summary: text('summary'),
    summaryEn: text('summary_en'),
    /** Sanitised HTML (lib/rich-text), never raw input. */
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en'),
    // Deleting a category or place in use is refused (409 naming the count) before the FK would.
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'restrict' }),
    placeId: integer('place_id').references(() => place.id, { onDelete: 'restrict' }),
    /** Ordered label/value rows, shown as a table. */
    specs: jsonb('specs').$type<ProductSpecRow[]>().notNull().default([]),
    /**
     * The English version of each `specs` row, by position: null (never empty) where no row has
     * any. Rows saved before they were paired may be fewer or more (decision 17).
     */
    specsEn: jsonb('specs_en').$type<ProductSpecEnRow[]>(),
    /** Ordered gallery of image ids; the first is the main image. */
    imageIds: integer('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Library images the description shows, kept so the image library knows where they are used. */
    descriptionImageIds: integer('description_image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Lowercased names (Korean and English), code, summaries and specs: what keywords are
     * matched against (migration 0020).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`product_search_text(name, name_en, code, summary, summary_en, specs)`),
    /**
     * The Korean name, English name and code, each lowercased without spaces and code
     * separators, joined by `|`: what a code typed without its hyphen or a compound typed
     * without its space is matched against (migration 0022).
     */
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(sql`product_search_key(name, name_en, code)`),
  },
  (t) => [
    check('product_status_valid', sql`${t.status} in ('draft', 'published')`),
    check('product_specs_array', sql`jsonb_typeof(${t.specs}) = 'array'`),
    check('product_specs_en_array', sql`jsonb_typeof(${t.specsEn}) = 'array'`),
    // Search: trigrams for keywords of three characters or more, grams for shorter ones.
    index('product_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Every character and character pair of searchText (the IMMUTABLE function of migration
    // 0004), indexed as an expression rather than stored: as a column the array tripled the
    // table, and only the index is ever read.
    index('product_search_grams_idx').using('gin', sql`search_grams(${t.searchText})`),
    index('product_search_key_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    // Exact and prefix name matches rank first: `lower(name) like 'kw%'` reads only those rows
    // (text_pattern_ops serves LIKE prefixes under any collation). Not partial, so the back
    // office's search uses it too.
    index('product_name_lower_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    // A keyword that is a whole word of the name ranks next (decision 5): those rows alone.
    index('product_name_words_idx').using('gin', sql`string_to_array(lower(${t.name}), ' ')`),
    // The same words but the first: a search in name order walks from its word, where the names
    // starting with it lie, and reads those holding it later through this (match-sql.ts `seekWord`).
    index('product_name_later_words_idx').using(
      'gin',
      sql`((string_to_array(lower(${t.name}), ' '))[2:])`,
    ),
    // A keyword the name holds ranks next: every character and character pair of the name as
    // `search_key` keeps it (lowercase, without spaces and separators), so the name's matches are
    // read without the summaries' and specs'.
    index('product_name_key_grams_idx').using(
      'gin',
      sql`search_grams(split_part(${t.searchKey}, '|', 1))`,
    ),
    // The same for English names, which rank alike (decision 17).
    index('product_name_en_lower_idx').using('btree', sql`lower(${t.nameEn}) text_pattern_ops`),
    // An exact or prefix code search reads it directly.
    index('product_code_lower_idx').using('btree', sql`lower(${t.code}) text_pattern_ops`),
    // One product per code, compared without case, spaces and separators (`KP-100` = `kp100`).
    uniqueIndex('product_code_key_idx').using('btree', sql`product_code_key(${t.code})`),
    // Public list: one index per sort.
    index('product_pub_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(published),
    index('product_pub_name_idx').on(t.name, t.id).where(published),
    index('product_pub_popular_idx').on(t.viewCount.desc(), t.id.desc()).where(published),
    // Per filter, one per sort too, so a category's or place's deep pages are read in order.
    index('product_pub_category_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(published),
    index('product_pub_category_name_idx').on(t.categoryId, t.name, t.id).where(published),
    index('product_pub_category_popular_idx')
      .on(t.categoryId, t.viewCount.desc(), t.id.desc())
      .where(published),
    index('product_pub_place_idx').on(t.placeId, t.createdAt.desc(), t.id.desc()).where(published),
    index('product_pub_place_name_idx').on(t.placeId, t.name, t.id).where(published),
    index('product_pub_place_popular_idx')
      .on(t.placeId, t.viewCount.desc(), t.id.desc())
      .where(published),
    index('product_pub_featured_idx')
      .on(t.sortOrder, t.createdAt.desc(), t.id.desc())
      .where(sql`status = 'published' and featured`),
    // Back office: every sortable column (id as the tie-breaker), and the filters.
    index('product_updated_at_idx').on(t.updatedAt, t.id),
    index('product_created_at_idx').on(t.createdAt, t.id),
    index('product_name_idx').on(t.name, t.id),
    index('product_status_idx').on(t.status, t.id),
    index('product_featured_idx').on(t.featured, t.id),
    index('product_sort_order_idx').on(t.sortOrder, t.id),
    index('product_view_count_idx').on(t.viewCount, t.id),
    index('product_category_idx').on(t.categoryId, t.updatedAt, t.id),
    index('product_place_idx').on(t.placeId, t.updatedAt, t.id),
    // Which products show an image (the image library's "used by").
    index('product_image_ids_idx').using('gin', t.imageIds),
    index('product_description_image_ids_idx').using('gin', t.descriptionImageIds),
  ],
);
