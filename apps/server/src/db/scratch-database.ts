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
 * A fresh, empty, uniquely named PostgreSQL database (UTF-8, so trigrams index Hangul): its URL,
 * and how to drop it again. With `template`, a copy of that database (one made here, so UTF-8
 * too) instead of an empty one.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await run(
    adminUrl,
    template === undefined
      ? `create database ${name} template template0 encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C.UTF-8'`
      : `create database ${name} template ${pg.escapeIdentifier(template)}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => run(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A scratch database (above) with the migrations applied, dropped again on close. Tests and
 * benchmarks use it; tests copy an already migrated `template` (test/global-setup.ts).
 */
export async function openScratchPostgres(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<Database & { url: string }> {
  const { url, drop } = await createScratchDatabase(adminUrl, prefix, template);
  const database = await openDatabase({ kind: 'postgres', url });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await drop();
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
