import { type Database, openDatabase } from '../db/client.ts';
import { openScratchPostgres } from '../db/scratch-database.ts';

/** Which database the server tests run on: the `server-pg` vitest project sets TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const testPostgresUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A fresh, empty database: PGlite in memory, or a uniquely named PostgreSQL database dropped on close. */
export function openTestDatabase(): Promise<Database> {
  return testDbKind === 'pglite'
    ? openDatabase({ kind: 'pglite', dataDir: null })
    : openScratchPostgres(testPostgresUrl, 'test');
}
