import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { openConfiguredDatabase } from '../db/configured-database.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { parseEnv } from '../env.ts';
import { testDbKind, testPostgresUrl } from '../test/database.ts';
import { runScript } from '../test/script-process.ts';

const MIGRATE = fileURLToPath(new URL('./migrate.ts', import.meta.url));

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Configuration naming an empty database of the kind under test, removed after the test. */
async function emptyTarget(): Promise<Record<string, string>> {
  if (testDbKind === 'postgres') {
    const { url, drop } = await createScratchDatabase(testPostgresUrl, 'migrate');
    cleanups.push(drop);
    return { DATABASE_URL: url };
  }
  const dir = mkdtempSync(join(tmpdir(), 'migrate-test-'));
  cleanups.push(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  return { DATA_DIR: dir, DATABASE_URL: '' };
}

async function productCount(env: Record<string, string>) {
  const { database, releaseLock } = await openConfiguredDatabase(parseEnv(env));
  try {
    return await database.db.$count((await import('../db/schema/index.ts')).product);
  } finally {
    await database.close();
    await releaseLock();
  }
}

test('with MIGRATE_ON_START=false an unmigrated database is refused, naming the command', async () => {
  const target = await emptyTarget();
  await expect(
    openConfiguredDatabase(parseEnv({ ...target, MIGRATE_ON_START: 'false' })),
  ).rejects.toThrow(/npm run migrate/);
});

test('npm run migrate brings an empty database up to date, and again changes nothing', async () => {
  const target = await emptyTarget();
  const first = await runScript(MIGRATE, [], target);
  expect(first.stdout).toContain('up to date');
  // Instances that only verify now start on it.
  expect(await productCount({ ...target, MIGRATE_ON_START: 'false' })).toBe(0);

  const again = await runScript(MIGRATE, [], target);
  expect(again.stdout).toContain('up to date');
  expect(await productCount({ ...target, MIGRATE_ON_START: 'false' })).toBe(0);
});

test('a migration that cannot reach its database fails with a message and exit code 1', async () => {
  await expect(
    runScript(MIGRATE, [], { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }),
  ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Migration failed') });
});
