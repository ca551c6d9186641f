import type { ProductImportJob, ProductImportRow } from '@app/contract/product-import';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { productImport, productImportRow } from '../../../db/schema/index.ts';

/**
 * A running job writes its heartbeat (`updated_at`) at least this often; one silent for
 * STALE_AFTER_MS has lost its server (a crash, a kill) and is failed as `interrupted`.
 */
export const HEARTBEAT_MS = 10_000;
const STALE_AFTER_MS = 60_000;

type JobRow = typeof productImport.$inferSelect;

const toJob = (row: JobRow): ProductImportJob => ({
  id: row.id,
  status: row.status,
  fileName: row.fileName,
  total: row.total,
  processed: row.processed,
  created: row.created,
  updated: row.updated,
  refused: row.refused,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export async function insertImportJob(
  db: Db,
  values: { fileName: string; total: number; createdBy: number | null },
): Promise<ProductImportJob> {
  const [row] = await db.insert(productImport).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return toJob(row);
}

/** Fails running jobs whose heartbeat stopped; answers their ids. */
export async function failInterruptedImports(db: Db, now = new Date()): Promise<number[]> {
  const rows = await db
    .update(productImport)
    .set({ status: 'failed', error: 'interrupted', finishedAt: now })
    .where(
      and(
        eq(productImport.status, 'running'),
        lt(productImport.updatedAt, new Date(now.getTime() - STALE_AFTER_MS)),
      ),
    )
    .returning({ id: productImport.id });
  return rows.map((row) => row.id);
}

/** A job as its progress bar shows it; a running one whose heartbeat stopped is failed first. */
export async function findImportJob(db: Db, id: number): Promise<ProductImportJob | null> {
  await failInterruptedImports(db);
  const [row] = await db.select().from(productImport).where(eq(productImport.id, id));
  return row ? toJob(row) : null;
}

export const heartbeat = (db: Db, id: number) =>
  db.update(productImport).set({ updatedAt: new Date() }).where(eq(productImport.id, id));

/** Records a batch's outcomes and counts, in the batch's own transaction. */
export async function recordImportBatch(
  db: Db,
  id: number,
  rows: (ProductImportRow & { productId: number | null })[],
) {
  if (rows.length === 0) return;
  await db.insert(productImportRow).values(
    rows.map((row) => ({
      importId: id,
      row: row.row,
      action: row.action,
      productId: row.productId,
      code: row.code,
      name: row.name,
      errors: row.errors,
    })),
  );
  const count = (action: ProductImportRow['action']) =>
    rows.filter((row) => row.action === action).length;
  await db
    .update(productImport)
    .set({
      processed: sql`${productImport.processed} + ${rows.length}`,
      created: sql`${productImport.created} + ${count('create')}`,
      updated: sql`${productImport.updated} + ${count('update')}`,
      refused: sql`${productImport.refused} + ${count('refuse')}`,
      updatedAt: new Date(),
    })
    .where(eq(productImport.id, id));
}

export async function finishImportJob(db: Db, id: number, error: string | null) {
  const [row] = await db
    .update(productImport)
    .set({ status: error === null ? 'done' : 'failed', error, finishedAt: new Date() })
    .where(and(eq(productImport.id, id), eq(productImport.status, 'running')))
    .returning();
  return row ? toJob(row) : null;
}

const REPORT_BATCH = 1_000;

/** An applied import's row outcomes in row order, a keyset batch at a time. */
export async function* importReportRows(db: Db, id: number) {
  for (let after = 0; ;) {
    const rows = await db
      .select()
      .from(productImportRow)
      .where(and(eq(productImportRow.importId, id), gt(productImportRow.row, after)))
      .orderBy(productImportRow.row)
      .limit(REPORT_BATCH);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (last === undefined || rows.length < REPORT_BATCH) return;
    after = last.row;
  }
}
