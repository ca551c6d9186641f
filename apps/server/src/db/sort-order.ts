import { max, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type Db, queryRows } from './client.ts';
import { intArray } from './int-array.ts';

/** The sortOrder that puts a new row last. */
export async function nextSortOrder(db: Db, table: PgTable, column: PgColumn): Promise<number> {
  const [row] = await db.select({ top: max(column) }).from(table);
  const top = row?.top;
  return typeof top === 'number' ? top + 1 : 0;
}

/**
 * Sets sortOrder to each id's position in `ids` (drag and drop) in one statement.
 * Answers how many rows were updated; ids that do not exist are skipped.
 */
export async function applySortOrder(db: Db, table: PgTable, ids: readonly number[]) {
  const rows = await queryRows(
    db,
    sql`update ${table} as t set sort_order = v.position - 1
        from unnest(${intArray(ids)}) with ordinality as v(id, position)
        where t.id = v.id
        returning t.id`,
    z.object({ id: z.number() }),
  );
  return rows.length;
}
