import { max } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** The sortOrder that puts a new row last. */
export async function nextSortOrder(db: Db, table: PgTable, column: PgColumn): Promise<number> {
  const [row] = await db.select({ top: max(column) }).from(table);
  const top = row?.top;
  return typeof top === 'number' ? top + 1 : 0;
}
