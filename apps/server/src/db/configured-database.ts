import type { Env } from '../env.ts';
import { type Database, openDatabase } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

export interface ConfiguredDatabase {
  database: Database;
  /** Lets another process open the embedded data directory; call after `database.close()`. */
  releaseLock: () => Promise<void>;
}

/**
 * Opens the database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in
 * DATA_DIR, whose directory only one process may hold (the server, or one command).
 */
export async function openConfiguredDatabase(
  env: Env,
  migrations: 'apply' | 'verify' = env.MIGRATE_ON_START ? 'apply' : 'verify',
): Promise<ConfiguredDatabase> {
  if (env.DATABASE_URL !== undefined) {
    const database = await openDatabase({
      kind: 'postgres',
      url: env.DATABASE_URL,
      poolSize: env.DATABASE_POOL_SIZE,
      replicaUrls: env.DATABASE_REPLICA_URL,
      migrations,
    });
    return { database, releaseLock: async () => undefined };
  }
  const releaseLock = await lockDataDir(env.DATA_DIR);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR, migrations });
    return { database, releaseLock };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}
