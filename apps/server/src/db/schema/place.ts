import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const place = pgTable(
  'place',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The English name (decision 17); null where there is none. */
    nameEn: text('name_en'),
    region: text('region'),
    address: text('address'),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('place_sort_idx').on(t.sortOrder, t.id)],
);
