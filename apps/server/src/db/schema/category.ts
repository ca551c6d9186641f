import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const category = pgTable(
  'category',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The English name (decision 17); null where there is none. */
    nameEn: text('name_en'),
    parentId: integer('parent_id').references((): AnyPgColumn => category.id, {
      onDelete: 'restrict',
    }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('category_sort_idx').on(t.sortOrder, t.id),
    index('category_parent_idx').on(t.parentId),
  ],
);
