import { integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * Product page views not yet added to `product.view_count`. Views land here every few seconds;
 * once an hour they are added to their products in a few large statements. Counted on the
 * product, each view rewrote a row that 20-odd indexes hold (the popular order and the search's
 * GIN indexes among them): about 100 KB of WAL a view at a million products. Here a view is a
 * HOT update of a narrow row with one index. No foreign key: a deleted product's row is simply
 * dropped at the next fold.
 */
export const productViewDelta = pgTable('product_view_delta', {
  productId: integer('product_id').primaryKey(),
  views: integer('views').notNull(),
});
