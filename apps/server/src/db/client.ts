import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { z } from 'zod';
import { PGliteThread } from './pglite-thread.ts';
import { postgresProber } from './postgres-prober.ts';
import { PriorityPool } from './priority-pool.ts';
import { ReadPool } from './read-replicas.ts';
import { DatabaseUnavailableError } from './unavailable.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The driver-independent database handle every repository uses. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  /** `poolSize`: connections kept open; by default twice this machine's cores. */
  (
    | {
        kind: 'postgres';
        url: string;
        poolSize?: number | undefined;
        /** Streaming replicas of `url` for public catalogue reads (decision 14). */
        replicaUrls?: readonly string[] | undefined;
      }
    /**
     * `dataDir: null` keeps everything in memory (tests). `template`: a file of PGlite's
     * `dumpDataDir` to start from instead of an empty database (tests' migrated template).
     */
    | { kind: 'pglite'; dataDir: string | null; template?: string | undefined }
  ) & {
    /**
     * `apply` (the default) brings the schema up to date on open; `verify` only checks that it
     * is, for deployments that run `npm run migrate` as a step of their own.
     */
    migrations?: 'apply' | 'verify';
  };

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
  /**
   * For public catalogue reads: a read replica answers when the request may use one and one
   * has replayed what it must see (read-replicas.ts); otherwise, and without replicas, `db`.
   */
  readDb: Db;
  /** The read replicas (DATABASE_REPLICA_URL), or null without any. */
  replicas: ReadPool | null;
  kind: DatabaseTarget['kind'];
  close: () => Promise<void>;
  /**
   * Answers once the database is known to be reachable, or rejects: on PostgreSQL over a
   * connection of its own, so a busy pool is not mistaken for a dead server.
   */
  probe: () => Promise<void>;
  load: () => DatabaseLoad;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Serialises migrations when several instances start at once on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    // A few connections per core: with more, busy backends crowd out the server's own thread
    // (measured on 2 cores: /api/health p99 under search load 31 ms with 10, 7 ms with 4, and
    // more searches a second). A database on a bigger machine of its own may want more. Two
    // more are kept for staff work and sign-in (priority-pool.ts).
    const poolConfig = {
      max: target.poolSize ?? 2 * availableParallelism(),
      // A server that does not answer fails the request (503) instead of holding it forever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // No JIT compilation: a catalogue read that a million rows make look costly (a broad
      // keyword's matches) paid 9 ms of compiling to run in 40, and up to 600 ms once past the
      // cost that turns on inlining. Our statements are short; none gains from it.
      options: '-c jit=off',
    };
    const pool = new PriorityPool({ ...poolConfig, connectionString: target.url });
    const db = drizzleNodePg(pool.staff as unknown as pg.Pool, { schema });
    try {
      await prepareSchema(pool, db, target.migrations);
    } catch (error) {
      // Nothing keeps the connections of a database that cannot be used.
      await pool.end();
      throw error;
    }
    const prober = postgresProber(target.url);
    const replicas = target.replicaUrls?.length
      ? new ReadPool(pool.visitors, target.url, target.replicaUrls, poolConfig)
      : null;
    return {
      db: db as unknown as Db,
      readDb: drizzleNodePg((replicas ?? pool.visitors) as unknown as pg.Pool, { schema }),
      replicas,
      kind: 'postgres',
      close: async () => {
        await Promise.all([pool.end(), prober.close(), replicas?.end()]);
      },
      probe: async () => {
        await prober.query('select 1');
      },
      load: () => ({
        kind: 'postgres',
        pools: { shared: poolLoad(pool.shared), reserved: poolLoad(pool.reserved) },
      }),
    };
  }

  if (target.dataDir !== null) mkdirSync(target.dataDir, { recursive: true });
  // On a thread of its own, so a slow query does not hold up the server's other requests.
  const client = await PGliteThread.start(target.dataDir, target.template ?? null);
  const db = drizzlePglite(client.asPGlite(), { schema });
  const readDb = drizzlePglite(client.asPGlite('sheddable'), { schema });
  try {
    if (target.migrations === 'verify') await verifyMigrations(db);
    else await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Db,
    readDb: readDb as unknown as Db,
    replicas: null,
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

/** Brings the schema up to date (`apply`) or checks that it is (`verify`). */
async function prepareSchema(
  pool: PriorityPool,
  db: Db,
  migrations: DatabaseTarget['migrations'],
): Promise<void> {
  if (migrations === 'verify') {
    await verifyMigrations(db);
    return;
  }
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
}

/**
 * Refuses a database whose schema is behind this build's migrations (drizzle's own record of
 * what it applied), naming the command that fixes it.
 */
async function verifyMigrations(db: Db): Promise<void> {
  const latest = readMigrationFiles({ migrationsFolder }).at(-1)?.folderMillis ?? 0;
  const [table] = await queryRows(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    z.object({ present: z.boolean() }),
  );
  const [applied] = table?.present
    ? await queryRows(
        db,
        sql`select coalesce(max(created_at), 0)::bigint as at from drizzle.__drizzle_migrations`,
        z.object({ at: z.coerce.number() }),
      )
    : [];
  if ((applied?.at ?? 0) < latest) {
    throw new Error(
      'The database schema is behind this version: run `npm run migrate` first (or start with MIGRATE_ON_START=true).',
    );
  }
}

const poolLoad = (pool: pg.Pool): PoolLoad => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

/** How long connecting to PostgreSQL may take before the attempt counts as failed. */
const CONNECT_TIMEOUT_MS = 3_000;

/** What both drivers answer to `execute`. */
const resultSchema = z.object({ rows: z.array(z.unknown()) });

/**
 * Runs raw SQL and parses its rows, whichever driver answered. Each row is parsed by `row`
 * itself: a schema built per call (an array of it) would be set up and compiled by zod on every
 * query, which cost more CPU than the query's own round trip.
 */
export async function queryRows<T extends z.ZodType>(
  db: Db,
  query: SQL,
  row: T,
): Promise<z.infer<T>[]> {
  const { rows } = resultSchema.parse(await db.execute(query));
  return rows.map((value) => row.parse(value));
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
