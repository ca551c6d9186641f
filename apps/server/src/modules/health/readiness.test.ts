import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { openScratchPostgres } from '../../db/scratch-database.ts';
import { parseEnv } from '../../env.ts';
import { createTestApp } from '../../test/app.ts';
import { testDbKind, testPostgresUrl, testRedisUrl } from '../../test/database.ts';
import { startTcpProxy } from '../../test/tcp-proxy.ts';
import { uniqueRedisPrefix } from '../../test/redis-prefix.ts';

// Readiness tells a load balancer whether to send this instance traffic: the database and
// storage are required, Redis is reported but only degrades. Faults are played by cutting a
// TCP proxy of the test's own, never by stopping the shared Redis or PostgreSQL.

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const readiness = async (app: App) => {
  const res = await app.inject({ url: '/api/health/ready' });
  return { status: res.statusCode, body: res.json<unknown>() };
};

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'readiness-test-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A proxy in front of the shared Redis, and a key prefix whose keys go when the test ends. */
async function redisThroughProxy() {
  const target = new URL(testRedisUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  cleanups.push(() => proxy.close());
  const { prefix, remove } = uniqueRedisPrefix();
  cleanups.push(remove);
  return { proxy, env: { REDIS_URL: `redis://${proxy.address}`, REDIS_PREFIX: prefix } };
}

test('a healthy app is ready: database and storage up, Redis off when not configured', async () => {
  const ctx = await createTestApp();
  cleanups.push(() => ctx.close());
  const res = await ctx.app.inject({ url: '/api/health/ready' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.json()).toEqual({ status: 'ready', db: 'up', redis: 'off', storage: 'up' });
});

test('storage that cannot be written makes readiness 503, while liveness stays 200', async () => {
  const blocked = join(await tempDir(), 'files');
  // A file where the storage folder should be: nothing can be stored under it.
  await writeFile(blocked, 'not a folder');
  const ctx = await createTestApp({ STORAGE_DIR: blocked });
  cleanups.push(() => ctx.close());
  expect(await readiness(ctx.app)).toEqual({
    status: 503,
    body: { status: 'unavailable', db: 'up', redis: 'off', storage: 'down' },
  });
  expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
});

test('Redis cut: readiness reports it down (200, degraded) while the site serves, and up again once back', async () => {
  const { proxy, env } = await redisThroughProxy();
  const ctx = await createTestApp(env);
  cleanups.push(() => ctx.close());
  expect(await readiness(ctx.app)).toEqual({
    status: 200,
    body: { status: 'ready', db: 'up', redis: 'up', storage: 'up' },
  });

  await proxy.cut();
  await expect
    .poll(() => readiness(ctx.app), { timeout: 5_000 })
    .toEqual({
      status: 200,
      body: { status: 'degraded', db: 'up', redis: 'down', storage: 'up' },
    });
  // Degraded, not down: public reads and staff work go on without Redis.
  expect((await ctx.app.inject({ url: '/api/data/v1/place' })).statusCode).toBe(200);
  expect((await ctx.app.inject({ url: '/api/health' })).json()).toMatchObject({ redis: 'down' });

  await proxy.restore();
  // ioredis retries every 2 s at most once it has backed off.
  await expect
    .poll(() => readiness(ctx.app), { timeout: 10_000 })
    .toEqual({
      status: 200,
      body: { status: 'ready', db: 'up', redis: 'up', storage: 'up' },
    });
});

test.runIf(testDbKind === 'postgres')(
  'PostgreSQL cut: readiness is 503 with the database down, and ready again once it answers',
  async () => {
    const scratch = await openScratchPostgres(testPostgresUrl, 'test_readiness');
    cleanups.push(() => scratch.close());
    const target = new URL(scratch.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(scratch.url);
    viaProxy.host = proxy.address;
    const app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', STORAGE_DIR: await tempDir() }),
      database: await openDatabase({ kind: 'postgres', url: viaProxy.toString() }),
    });
    cleanups.push(() => app.close());
    expect((await readiness(app)).status).toBe(200);

    await proxy.cut();
    // The probe runs every 500 ms; a status older than 3 s counts as down in any case.
    await expect
      .poll(() => readiness(app), { timeout: 8_000 })
      .toEqual({
        status: 503,
        body: { status: 'unavailable', db: 'down', redis: 'off', storage: 'up' },
      });

    await proxy.restore();
    await expect.poll(async () => (await readiness(app)).status, { timeout: 8_000 }).toBe(200);
  },
);

test('readiness only answers GET (and HEAD): another method is a 404 problem', async () => {
  const ctx = await createTestApp();
  cleanups.push(() => ctx.close());
  const res = await ctx.app.inject({ method: 'POST', url: '/api/health/ready', payload: {} });
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json()).toMatchObject({ status: 404, code: 'not_found' });
  expect((await ctx.app.inject({ method: 'HEAD', url: '/api/health/ready' })).statusCode).toBe(200);
});

test('a closing instance is not ready, so new traffic goes elsewhere while it drains', async () => {
  const ctx = await createTestApp();
  const closed = ctx.close();
  const res = await ctx.app.inject({ url: '/api/health/ready' });
  await closed;
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ status: 'closing', db: 'up' });
});
