import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { parseEnv } from '../../apps/server/src/env.ts';

const postgresAdminUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(text: string) {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A database for one bench run: PGlite in a temp folder, or a uniquely named PostgreSQL database. */
export async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    return {
      ...database,
      close: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await admin(
    `create database ${name} template template0 encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C.UTF-8'`,
  );
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

export async function postgresAvailable(): Promise<boolean> {
  try {
    await admin('select 1');
    return true;
  } catch {
    return false;
  }
}

/** Our whole app on the given database, listening on a free port. */
export async function startApp(database: Database) {
  const app = await buildApp({ env: parseEnv({ NODE_ENV: 'production' }), database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, address };
}
