import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import {
  openScratchPostgres,
  postgresReachable,
} from '../../apps/server/src/db/scratch-database.ts';
import { parseEnv } from '../../apps/server/src/env.ts';

const postgresAdminUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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
  return openScratchPostgres(postgresAdminUrl, 'bench');
}

export const postgresAvailable = () => postgresReachable(postgresAdminUrl);

/** Our whole app on the given database, listening on a free port; `cacheEntries: 0` turns its caches off. */
export async function startApp(database: Database, options: { cacheEntries?: number } = {}) {
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1' }),
    database,
    ...(options.cacheEntries === undefined ? {} : { cacheEntries: options.cacheEntries }),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, address };
}
