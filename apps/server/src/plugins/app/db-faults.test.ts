import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { ensureFirstAdmin } from '../../bootstrap/first-admin.ts';
import { openDatabase } from '../../db/client.ts';
import type { PGliteThread } from '../../db/pglite-thread.ts';
import { openScratchPostgres } from '../../db/scratch-database.ts';
import { parseEnv } from '../../env.ts';
import { ADMIN, bearer, login } from '../../test/app.ts';
import { testDbKind, testPostgresUrl } from '../../test/database.ts';
import { startTcpProxy } from '../../test/tcp-proxy.ts';

// A database that goes away answers 503 problems with Retry-After (never 500, never a hang),
// health follows it within a second each way, and nothing acknowledged is lost.

const env = () => parseEnv({ NODE_ENV: 'test' });
const health = async (app: App) => (await app.inject({ url: '/api/health' })).statusCode;

async function createPlace(app: App, token: string, name: string) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/v1/place',
    headers: bearer(token),
    payload: { name },
  });
}

test.runIf(testDbKind === 'postgres')(
  'PostgreSQL cut for a few seconds under load: 503 with Retry-After, health follows, no acknowledged write lost',
  async () => {
    const scratch = await openScratchPostgres(testPostgresUrl, 'test_db_fault');
    const target = new URL(scratch.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(scratch.url);
    viaProxy.host = proxy.address;
    const app = await buildApp({
      env: env(),
      database: await openDatabase({ kind: 'postgres', url: viaProxy.toString() }),
    });
    try {
      await ensureFirstAdmin(app.db, ADMIN);
      const token = await login(app, ADMIN.loginId, ADMIN.password);

      // A small steady load of staff writes and uncached reads, through the outage.
      const acknowledged: string[] = [];
      const statuses = new Map<number, number>();
      let retryAfterMissing = 0;
      let running = true;
      const worker = async (n: number) => {
        for (let i = 0; running; i += 1) {
          const name = `장소 ${n}-${i}`;
          const res = await createPlace(app, token, name);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode === 201) acknowledged.push(name);
          if (res.statusCode === 503 && res.headers['retry-after'] === undefined) {
            retryAfterMissing += 1;
          }
          const read = await app.inject({ url: `/api/admin/v1/place`, headers: bearer(token) });
          statuses.set(read.statusCode, (statuses.get(read.statusCode) ?? 0) + 1);
          await sleep(20);
        }
      };
      const load = Promise.all([worker(1), worker(2), worker(3)]);
      await sleep(300);

      await proxy.cut();
      const cutAt = Date.now();
      await expect.poll(() => health(app), { timeout: 5_000, interval: 50 }).toBe(503);
      const downAfter = Date.now() - cutAt;
      await sleep(2_000);
      await proxy.restore();
      const restoredAt = Date.now();
      await expect.poll(() => health(app), { timeout: 5_000, interval: 50 }).toBe(200);
      const upAfter = Date.now() - restoredAt;
      await sleep(500);
      running = false;
      await load;

      expect([...statuses.keys()].sort()).toEqual([200, 201, 503]);
      expect(retryAfterMissing).toBe(0);
      // The probe runs every 500 ms: both ways within a second, with room for a busy machine.
      expect(downAfter).toBeLessThan(2_000);
      expect(upAfter).toBeLessThan(2_000);
      const stored = (
        await app.inject({ url: '/api/admin/v1/place', headers: bearer(token) })
      ).json<{ name: string }[]>();
      const names = new Set(stored.map((place) => place.name));
      expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    } finally {
      await app.close();
      await proxy.close();
      await scratch.close();
    }
  },
);

test.runIf(testDbKind === 'pglite')(
  'a PGlite thread that dies answers 503 with Retry-After, then restarts by itself with the data',
  async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pglite-crash-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    const app = await buildApp({ env: env(), database });
    try {
      await ensureFirstAdmin(app.db, ADMIN);
      const token = await login(app, ADMIN.loginId, ADMIN.password);
      expect((await createPlace(app, token, '평택 공장')).statusCode).toBe(201);

      // Drizzle's client is the thread; ending its worker plays a crash of PGlite.
      const thread = (app.db as unknown as { $client: PGliteThread }).$client;
      await thread.worker?.terminate();
      const during = await app.inject({ url: '/api/admin/v1/place', headers: bearer(token) });
      expect(during.statusCode).toBe(503);
      expect(during.headers['retry-after']).toMatch(/^\d+$/);
      expect(during.json<{ code: string }>().code).toBe('database_unavailable');
      await expect.poll(() => health(app), { timeout: 5_000, interval: 50 }).toBe(503);

      await expect.poll(() => health(app), { timeout: 20_000, interval: 100 }).toBe(200);
      const after = await app.inject({ url: '/api/admin/v1/place', headers: bearer(token) });
      expect(after.json<{ name: string }[]>().map((place) => place.name)).toEqual(['평택 공장']);
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  },
);
