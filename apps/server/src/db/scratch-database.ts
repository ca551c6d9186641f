import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from './client.ts';

async function run(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, uniquely named PostgreSQL database (UTF-8, so trigrams index Hangul) with the
 * migrations applied, dropped again on close. Tests and benchmarks use it.
 */
export async function openScratchPostgres(
  adminUrl: string,
  prefix: string,
): Promise<Database & { url: string }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await run(
    adminUrl,
    `create database ${name} template template0 encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C.UTF-8'`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await run(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export async function postgresReachable(adminUrl: string): Promise<boolean> {
  try {
    await run(adminUrl, 'select 1');
    return true;
  } catch {
    return false;
  }
}
