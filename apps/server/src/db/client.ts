import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { z } from 'zod';
import { PGliteThread } from './pglite-thread.ts';
import { PriorityPool } from './priority-pool.ts';
import { DatabaseUnavailableError } from './unavailable.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The driver-independent database handle every repository uses. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  /** `poolSize`: connections kept open; by default twice this machine's cores. */
  | { kind: 'postgres'; url: string; poolSize?: number | undefined }
  /** `dataDir: null` keeps everything in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null };

/** Connections of one PostgreSQL pool: open, idle among them, and requests waiting for one. */
export interface PoolLoad {
  total: number;
  idle: number;
  waiting: number;
}

/** How busy the database is right now (metrics). */
export type DatabaseLoad =
  | { kind: 'postgres'; pools: { shared: PoolLoad; reserved: PoolLoad } }
  /** Queries waiting for the PGlite thread or running on it. */
  | { kind: 'pglite'; queueDepth: number };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  close: () => Promise<void>;
  /**
   * Answers once the database is known to be reachable, or rejects: on PostgreSQL over a
   * connection of its own, so a busy pool is not mistaken for a dead server.
   */
  probe: () => Promise<void>;
  load: () => DatabaseLoad;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Serialises migrations when several instances start at once on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    // A few connections per core: with more, busy backends crowd out the server's own thread
    // (measured on 2 cores: /api/health p99 under search load 31 ms with 10, 7 ms with 4, and
    // more searches a second). A database on a bigger machine of its own may want more. Two
    // more are kept for staff work and sign-in (priority-pool.ts).
    const pool = new PriorityPool({
      connectionString: target.url,
      max: target.poolSize ?? 2 * availableParallelism(),
      // A server that does not answer fails the request (503) instead of holding it forever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const db = drizzleNodePg(pool as unknown as pg.Pool, { schema });
    const client = await pool.shared.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    } finally {
      await client
        .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
      client.release();
    }
    const prober = postgresProber(target.url);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: async () => {
        await Promise.all([pool.end(), prober.close()]);
      },
      probe: () => prober.probe(),
      load: () => ({
        kind: 'postgres',
        pools: { shared: poolLoad(pool.shared), reserved: poolLoad(pool.reserved) },
      }),
    };
  }

  if (target.dataDir !== null) mkdirSync(target.dataDir, { recursive: true });
  // On a thread of its own, so a slow query does not hold up the server's other requests.
  const client = await PGliteThread.start(target.dataDir);
  const db = drizzlePglite(client.asPGlite(), { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    probe: async () => {
      // A query queued behind a busy thread is not a sign of death; a stopped thread is.
      if (!client.available) throw new DatabaseUnavailableError('the PGlite thread is restarting');
      await client.query('select 1');
    },
    load: () => ({ kind: 'pglite', queueDepth: client.queueDepth }),
  };
}

const poolLoad = (pool: pg.Pool): PoolLoad => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

/** How long connecting to PostgreSQL may take before the attempt counts as failed. */
const CONNECT_TIMEOUT_MS = 3_000;
/** A probe that takes longer than this counts as failed. */
const PROBE_TIMEOUT_MS = 1_000;

/**
 * `select 1` over one connection kept for probing, outside the pool: a pool busy with the
 * site's queries would make a healthy server look dead. A broken connection is replaced on the
 * next probe.
 */
function postgresProber(url: string) {
  let client: pg.Client | null = null;
  const drop = (broken: pg.Client) => {
    if (client === broken) client = null;
    void broken.end().catch(() => undefined);
  };
  return {
    async probe() {
      let current = client;
      if (current === null) {
        const fresh = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: PROBE_TIMEOUT_MS,
          query_timeout: PROBE_TIMEOUT_MS,
        });
        fresh.on('error', () => {
          drop(fresh);
        });
        try {
          await fresh.connect();
        } catch (error) {
          drop(fresh);
          throw error;
        }
        client = current = fresh;
      }
      try {
        await current.query('select 1');
      } catch (error) {
        drop(current);
        throw error;
      }
    },
    async close() {
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

/** Runs raw SQL and parses its rows, whichever driver answered. */
export async function queryRows<T extends z.ZodType>(
  db: Db,
  query: SQL,
  row: T,
): Promise<z.infer<T>[]> {
  const result = await db.execute(query);
  return z.object({ rows: z.array(row) }).parse(result).rows;
}

/** The database's character classification, which trigram search depends on. */
export async function characterType(db: Db): Promise<string | null> {
  const rows = await queryRows(
    db,
    sql`select datctype as ctype from pg_database where datname = current_database()`,
    z.object({ ctype: z.string() }),
  );
  return rows[0]?.ctype ?? null;
}
