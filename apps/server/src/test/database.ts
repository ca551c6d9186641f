import { cpSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { openScratchPostgres } from '../db/scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a file of `dumpDataDir` of a migrated database (test/global-setup.ts). */
    pgliteTemplate: string;
    /** PGlite: a data directory holding the same migrated database (`withMigratedDatabase`). */
    pgliteDataDir: string;
    /** PostgreSQL: the name of a migrated database that `create database … template` copies. */
    postgresTemplate: string;
  }
}

/** Which database the server tests run on: the `server-pg` vitest project sets TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const testPostgresUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A fresh database with the migrations applied: PGlite in memory, or a uniquely named PostgreSQL
 * database dropped on close. Each is a copy of the template test/global-setup.ts migrated once
 * (opening it still checks that the migrations are applied, as a server does).
 */
export function openTestDatabase(): Promise<Database> {
  return testDbKind === 'pglite'
    ? openDatabase({ kind: 'pglite', dataDir: null, template: inject('pgliteTemplate') })
    : openTestPostgres('test');
}

/** A migrated scratch PostgreSQL database, copied from the template; dropped on close. */
export function openTestPostgres(prefix: string): Promise<Database & { url: string }> {
  return openScratchPostgres(testPostgresUrl, prefix, inject('postgresTemplate'));
}

/**
 * `dir` (made if missing) holding a migrated PGlite database, a copy of test/global-setup.ts's,
 * for a server process or a script to open as its DATA_DIR.
 */
export function withMigratedDatabase(dir: string): string {
  cpSync(inject('pgliteDataDir'), dir, { recursive: true });
  return dir;
}
