import type { ProductImportJob, ProductImportRow } from '@app/contract/product-import';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { z } from 'zod';
import { type Database, type Db, queryRows } from '../../../db/client.ts';
import { HandlePool } from '../../../db/priority-pool.ts';
import * as schema from '../../../db/schema/index.ts';
import { productImport, productImportRow } from '../../../db/schema/index.ts';

/**
 * A running job writes its heartbeat (`updated_at`) at least this often; one silent for
 * STALE_AFTER_MS has lost its server (a crash, a kill, a hang) and is failed as `interrupted`.
 */
export const HEARTBEAT_MS = 10_000;
const STALE_AFTER_MS = 60_000;

/**
 * Advisory lock keys (`pg_advisory_lock(JOB_LOCK, id)`) of running jobs on PostgreSQL: the job's
 * server holds its key on the job's connection, so PostgreSQL frees it the moment that server
 * dies, and any instance can tell a job whose server is gone without waiting for its heartbeat.
 */
const JOB_LOCK = 727_016;

/**
 * The database a job runs on. On PostgreSQL, a connection of its own from the staff pool for
 * the whole run: it holds the job's lock, and the job's writes never wait for a connection
 * behind other requests. On PGlite, the one database handle (one process has it).
 */
export interface JobConnection {
  db: Db;
  /** Whether the job has this connection to itself (PostgreSQL). */
  own: boolean;
  release: () => Promise<void>;
}

export async function openJobConnection(db: Db): Promise<JobConnection> {
  // Drizzle keeps what it was opened on as `$client`: on PostgreSQL the staff pool's handle.
  const pool: unknown = Reflect.get(db, '$client');
  if (!(pool instanceof HandlePool)) return { db, own: false, release: async () => undefined };
  const client = await pool.connect();
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    own: true,
    release: async () => {
      // A lock left on the connection would follow it back into the pool: if it cannot be
      // taken off, the connection is closed instead.
      const unlocked = await client.query('select pg_advisory_unlock_all()').then(
        () => true,
        () => false,
      );
      client.release(!unlocked);
    },
  };
}

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

/**
 * Records a running job; on its own connection (PostgreSQL) the job's lock is taken before the
 * row is visible, so no instance ever sees it running without an owner.
 */
export async function insertImportJob(
  connection: Pick<JobConnection, 'db' | 'own'>,
  values: { fileName: string; total: number; createdBy: number | null },
): Promise<ProductImportJob> {
  return connection.db.transaction(async (tx) => {
    const [row] = await tx.insert(productImport).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    if (connection.own) await tx.execute(sql`select pg_advisory_lock(${JOB_LOCK}, ${row.id})`);
    return toJob(row);
  });
}

/**
 * Fails the running jobs whose server has stopped, as `interrupted`, and answers their ids
 * (`ids` limits it to those jobs). On PostgreSQL those are the jobs whose lock nobody holds;
 * on PGlite, at start, every running job (one process has the database). Then, on either, jobs
 * whose heartbeat stopped: a server that hangs keeps its connection.
 */
export async function failStoppedImports(
  db: Db,
  kind: Database['kind'],
  moment: 'start' | 'read',
  ids?: number[],
): Promise<number[]> {
  const failed: number[] = [];
  const running = await db
    .select({ id: productImport.id })
    .from(productImport)
    .where(eq(productImport.status, 'running'));
  for (const { id } of running) {
    if (ids !== undefined && !ids.includes(id)) continue;
    if (kind === 'pglite') {
      if (moment === 'start' && (await failJob(db, id))) failed.push(id);
      continue;
    }
    // A transaction's lock, so it is let go whatever happens; it fails while the owner lives.
    const ended = await db.transaction(async (tx) => {
      const [lock] = await queryRows(
        tx,
        sql`select pg_try_advisory_xact_lock(${JOB_LOCK}, ${id}) as free`,
        z.object({ free: z.boolean() }),
      );
      return lock?.free === true && (await failJob(tx, id));
    });
    if (ended) failed.push(id);
  }
  return [...failed, ...(await failInterruptedImports(db))];
}

async function failJob(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(productImport)
    .set({ status: 'failed', error: 'interrupted', finishedAt: new Date() })
    .where(and(eq(productImport.id, id), eq(productImport.status, 'running')))
    .returning({ id: productImport.id });
  return rows.length > 0;
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

/** A job as its progress bar shows it; a running one whose server stopped is failed first. */
export async function findImportJob(
  db: Db,
  kind: Database['kind'],
  id: number,
): Promise<ProductImportJob | null> {
  const read = async () => {
    const [row] = await db.select().from(productImport).where(eq(productImport.id, id));
    return row;
  };
  const row = await read();
  if (row?.status !== 'running') return row ? toJob(row) : null;
  const failed = await failStoppedImports(db, kind, 'read', [id]);
  const current = failed.includes(id) ? await read() : row;
  return current ? toJob(current) : null;
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
