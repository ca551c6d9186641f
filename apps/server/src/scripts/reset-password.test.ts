import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../bootstrap/first-admin.ts';
import { openConfiguredDatabase } from '../db/configured-database.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { audit, member, session } from '../db/schema/index.ts';
import { parseEnv } from '../env.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { createSession } from '../modules/auth/session.repository.ts';
import { updateMember } from '../modules/member/member.repository.ts';
import { testDbKind, testPostgresUrl, withMigratedDatabase } from '../test/database.ts';
import { runScript } from '../test/script-process.ts';

const RESET = fileURLToPath(new URL('./reset-password.ts', import.meta.url));

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database of the kind under test with one administrator, signed in, whose account was disabled. */
async function installation(): Promise<Record<string, string>> {
  let target: Record<string, string>;
  if (testDbKind === 'postgres') {
    const { url, drop } = await createScratchDatabase(testPostgresUrl, 'reset');
    cleanups.push(drop);
    target = { DATABASE_URL: url };
  } else {
    const dir = withMigratedDatabase(mkdtempSync(join(tmpdir(), 'reset-test-')));
    cleanups.push(() => {
      rmSync(dir, { recursive: true, force: true });
    });
    target = { DATA_DIR: dir, DATABASE_URL: '' };
  }
  await withDatabase(target, async (db) => {
    await ensureFirstAdmin(db, { loginId: 'boss', password: 'forgotten-long-password' });
    const [admin] = await db.select().from(member);
    await updateMember(db, admin?.id ?? 0, { active: false });
    await createSession(db, { memberId: admin?.id ?? 0, ttlMs: 60_000, ip: null, userAgent: null });
  });
  return target;
}

async function withDatabase<T>(
  target: Record<string, string>,
  use: (db: Awaited<ReturnType<typeof openConfiguredDatabase>>['database']['db']) => Promise<T>,
): Promise<T> {
  const { database, releaseLock } = await openConfiguredDatabase(parseEnv(target), 'apply');
  try {
    return await use(database.db);
  } finally {
    await database.close();
    await releaseLock();
  }
}

test('admin:reset-password prints a new password once; the old one and every session end', async () => {
  const target = await installation();
  const { stdout } = await runScript(RESET, [], target);
  const password = /New password for "boss".*\n\s+(\S+)/.exec(stdout)?.[1] ?? '';
  expect(password).toHaveLength(16);

  await withDatabase(target, async (db) => {
    const [admin] = await db.select().from(member).where(eq(member.loginId, 'boss'));
    expect(await verifyPassword(admin?.passwordHash ?? null, password)).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? null, 'forgotten-long-password')).toBe(
      false,
    );
    expect(admin?.active).toBe(true);
    expect(await db.$count(session)).toBe(0);
    const [entry] = await db.select().from(audit).where(eq(audit.action, 'reset-password'));
    expect(entry).toMatchObject({ entity: 'member', entityId: String(admin?.id) });
  });
});

test('admin:reset-password names what is wrong: an unknown login id, an unknown option', async () => {
  const target = await installation();
  const unknown = runScript(RESET, ['--login', 'nobody'], target);
  await expect(unknown).rejects.toMatchObject({ code: 1 });
  await expect(unknown).rejects.toMatchObject({ stderr: expect.stringContaining('"nobody"') });

  const option = runScript(RESET, ['--user', 'boss'], target);
  await expect(option).rejects.toMatchObject({ code: 2 });
  await expect(option).rejects.toMatchObject({
    stderr: expect.stringContaining('Usage: npm run admin:reset-password'),
  });
  // Nothing changed: the old password still opens the account.
  await withDatabase(target, async (db) => {
    const [admin] = await db.select().from(member);
    expect(await verifyPassword(admin?.passwordHash ?? null, 'forgotten-long-password')).toBe(true);
  });
});
