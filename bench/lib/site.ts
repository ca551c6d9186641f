/**
 * A site for one benchmark run, as the load and catalogue benchmarks start it: its database
 * (PGlite in a folder, or a scratch PostgreSQL database), the environment the server and the
 * seed script run with, and a staff session. Everything is removed by the run's clean-up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { openScratchPostgres } from '../../apps/server/src/db/scratch-database.ts';
import { onCleanup } from './processes.ts';

export type Kind = 'pglite' | 'postgres';

export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_POSTGRES_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** The first administrator the server creates, for staff requests. */
export const ADMIN = { loginId: 'bench', password: 'bench-password-1' };

/** A database for the server, removed by the clean-up, and the environment naming it. */
export async function prepareSite(kind: Kind, name: string): Promise<NodeJS.ProcessEnv> {
  // Uploaded files (the seed's pictures) land in DATA_DIR on PostgreSQL too.
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  onCleanup(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  let databaseUrl = '';
  if (kind === 'postgres') {
    const scratch = await openScratchPostgres(POSTGRES_ADMIN_URL, name.replaceAll('-', '_'));
    onCleanup(() => scratch.close());
    databaseUrl = scratch.url;
  }
  return {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Empty means unset: nothing from the caller's shell redirects the run.
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    SEED_DEMO: 'false',
    ADMIN_LOGIN: ADMIN.loginId,
    ADMIN_PASSWORD: ADMIN.password,
  };
}

/** Signs in as the first administrator; answers the header staff requests carry. */
export async function signIn(origin: string): Promise<{ authorization: string }> {
  const res = await fetch(`${origin}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = z.object({ token: z.string() }).parse(await res.json());
  return { authorization: `Bearer ${token}` };
}
