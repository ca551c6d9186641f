import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it,
 * so the server holds a lock on DATA_DIR for as long as it runs.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, {
      lockfilePath: resolve(dir, 'server.lock'),
      stale: 15_000,
      update: 5_000,
      retries: 0,
    });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ELOCKED') {
      throw new Error(
        `Another server is already running on DATA_DIR=${dir}. ` +
          'Stop it first, or give this one a different DATA_DIR (PGlite allows one process per data directory).',
        { cause: error },
      );
    }
    throw error;
  }
}
