import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, expect, test } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import { type DbPluginOptions, dbPlugin } from '../../plugins/app/db.ts';
import { redisPlugin } from '../../plugins/external/redis.ts';
import { createTestApp } from '../../test/app.ts';
import { healthRoutes } from './health.routes.ts';

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** The health routes alone, on a database whose probe is `probe`. */
async function healthApp(
  probe: () => Promise<void>,
  options: Omit<DbPluginOptions, 'database'> = {},
) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The routes read the status only; the probe is the one call the plugin makes.
  const database: Database = {
    db: null as unknown as Db,
    readDb: null as unknown as Db,
    replicas: null,
    kind: 'postgres',
    close: () => Promise.resolve(),
    probe,
    load: () => ({ kind: 'pglite', queueDepth: 0 }),
  };
  await app.register(redisPlugin, { url: undefined });
  await app.register(dbPlugin, { database, ...options });
  await app.register(healthRoutes);
  closers.push(() => app.close());
  return app;
}

const health = async (app: Awaited<ReturnType<typeof healthApp>>) => {
  const res = await app.inject({ url: '/health' });
  return { status: res.statusCode, body: res.json() };
};

test('the whole app reports its database up', async () => {
  const ctx = await createTestApp();
  closers.push(() => ctx.close());
  const res = await ctx.app.inject({ url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', db: 'up', redis: 'off' });
});

test('a failing database is a 503 from the first request', async () => {
  const app = await healthApp(() => Promise.reject(new Error('connection refused')));
  expect(await health(app)).toEqual({
    status: 503,
    body: { status: 'unavailable', db: 'down', redis: 'off' },
  });
});

test('a database that stops answering turns 503 once the last probe is stale, and recovers', async () => {
  let mode: 'up' | 'stalled' | 'failing' = 'up';
  const app = await healthApp(
    () =>
      mode === 'up'
        ? Promise.resolve()
        : mode === 'failing'
          ? Promise.reject(new Error('gone'))
          : new Promise(() => undefined),
    { probeEveryMs: 10, staleAfterMs: 60 },
  );
  // Polled, not timed: on a busy machine a probe may be late, but each state must come.
  const status = (target: typeof app) =>
    expect.poll(async () => (await health(target)).status, { timeout: 10_000, interval: 20 });
  await status(app).toBe(200);
  mode = 'stalled';
  await status(app).toBe(503);

  // A stalled probe is not repeated on top of itself; once the database answers again, a new
  // app (the stuck promise never settles here) reports it up. A failure is reported too.
  const second = await healthApp(
    () => (mode === 'failing' ? Promise.reject(new Error('gone')) : Promise.resolve()),
    {
      probeEveryMs: 10,
      staleAfterMs: 60,
    },
  );
  mode = 'up';
  await status(second).toBe(200);
  mode = 'failing';
  await status(second).toBe(503);
  mode = 'up';
  await status(second).toBe(200);
});
