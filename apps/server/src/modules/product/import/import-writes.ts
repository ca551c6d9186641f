import type { ProductImportRow } from '@app/contract/product-import';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { product, statusCount } from '../../../db/schema/index.ts';
import { causes } from '../../../db/unavailable.ts';
import { descriptionImageIds } from '../product-description.ts';
import { storedValues } from '../product-write.ts';
import type { ProductWrite } from '../product.repository.ts';
import { recordImportBatch } from './import-job.repository.ts';
import type { CheckedRow } from './row-values.ts';

/** A checked row with what it writes: null for a refused row, which only gets its outcome. */
export interface RowWrite {
  row: CheckedRow;
  write: ProductWrite | null;
  outcome: ProductImportRow;
}

/**
 * The stored form of a row's values (storedValues, as the form's routes write them). An update
 * that leaves the English description as stored keeps counting its images as used, as
 * `updateProduct` does. Read here, before the transaction, so the transaction only writes.
 */
export async function rowWrite(
  db: Db,
  row: CheckedRow,
  outcome: ProductImportRow,
): Promise<RowWrite> {
  if (row.values === null) return { row, write: null, outcome };
  const write = await storedValues(db, row.values);
  const stored = row.existing?.description_en;
  if (write.descriptionEn === undefined && stored) {
    const kept = await descriptionImageIds(db, stored);
    write.descriptionImageIds = [...new Set([...write.descriptionImageIds, ...kept])];
  }
  return { row, write, outcome };
}

/**
 * Makes sure a product status counter row exists for every status before the job's
 * transactions lock them (writeRows): a row the first write of a status creates is held,
 * uncommitted, by the transaction creating it, and a job and a staff save each creating one
 * while waiting for the other's deadlocked. A count of 0 is what the trigger would start from.
 */
export async function prepareWrites(db: Db): Promise<void> {
  await db
    .insert(statusCount)
    .values(product.status.enumValues.map((status) => ({ tableName: 'product', status, count: 0 })))
    .onConflictDoNothing();
}

/** PostgreSQL's code for a transaction it ended to break a deadlock. */
const DEADLOCK = '40P01';

/**
 * Writes rows in one transaction: their new products in one statement, their updates in one,
 * their outcomes and the job's counts. A statement a row (each a round trip to PGlite's thread
 * and a run of the status counters' statement trigger, migration 0016) cost about 2 ms a row.
 */
export async function writeRows(db: Db, jobId: number, rows: RowWrite[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.transaction(async (tx) => {
        // Product writes move the status counters in status order and hold them until they
        // commit. Taking both first, in that order, keeps the two statements here from taking
        // them in the other order and deadlocking with a staff save that changes a status.
        await tx
          .select({ status: statusCount.status })
          .from(statusCount)
          .where(eq(statusCount.tableName, 'product'))
          .orderBy(statusCount.status)
          .for('update');
        const creates = rows.flatMap(({ row, write }) =>
          write !== null && row.existing === null ? [write] : [],
        );
        const created =
          creates.length === 0
            ? []
            : await tx.insert(product).values(creates).returning({ id: product.id });
        await updateProducts(
          tx,
          rows.flatMap(({ row, write }) =>
            write !== null && row.existing !== null ? [{ id: row.existing.id, write }] : [],
          ),
        );
        // RETURNING lists inserted rows in the order of their VALUES.
        let next = 0;
        const outcomes = rows.map(({ row, write, outcome }) => {
          let productId = row.existing?.id ?? null;
          if (write !== null && row.existing === null) productId = created[next++]?.id ?? null;
          return { ...outcome, productId };
        });
        await recordImportBatch(tx, jobId, outcomes);
      });
      return;
    } catch (error) {
      // Another writer's row locks met ours (a product edited as it is imported): try again.
      const deadlock = causes(error).some((cause) => 'code' in cause && cause.code === DEADLOCK);
      if (!deadlock || attempt === 3) throw error;
    }
  }
}

const PRODUCT_COLUMNS: Record<string, PgColumn> = getTableColumns(product);

/**
 * Updates products in one statement, each from its record of a JSON array
 * (`jsonb_to_recordset`, typed by the table's own columns). Only the fields the rows set are
 * written: an unmapped English field is undefined in every row of an import and stays as stored.
 */
async function updateProducts(db: Db, rows: { id: number; write: ProductWrite }[]) {
  const [first] = rows;
  if (first === undefined) return;
  const written: Record<string, unknown> = first.write;
  const fields = Object.entries(written).flatMap(([key, value]) => {
    const column = PRODUCT_COLUMNS[key];
    return value === undefined || column === undefined ? [] : [{ key, column }];
  });
  const records = rows.map(({ id, write }) => {
    const values: Record<string, unknown> = write;
    return Object.fromEntries([
      ['id', id] as const,
      ...fields.map(({ key, column }) => [column.name, values[key] ?? null] as const),
    ]);
  });
  const columns = sql.raw(
    fields.map(({ column }) => `"${column.name}" ${column.getSQLType()}`).join(', '),
  );
  await db
    .update(product)
    .set(Object.fromEntries(fields.map(({ key, column }) => [key, sql.raw(`v."${column.name}"`)])))
    .from(sql`jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(id integer, ${columns})`)
    .where(sql`${product.id} = v.id`);
}
