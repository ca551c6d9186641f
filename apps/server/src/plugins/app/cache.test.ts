import { afterAll, beforeAll, expect, test } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { openScratchPostgres } from '../../db/scratch-database.ts';
import { parseEnv } from '../../env.ts';
import { ADMIN, bearer, login } from '../../test/app.ts';
import { ensureFirstAdmin } from '../../bootstrap/first-admin.ts';
import { testDbKind, testPostgresUrl, testRedisUrl } from '../../test/database.ts';
import { uniqueRedisPrefix } from '../../test/redis-prefix.ts';

// Two instances behind a load balancer share one PostgreSQL and one Redis: a staff write on
// one must refresh the other's cached public lists, and a logout must end the session on both.
const shared = testDbKind === 'postgres';
// Keys and channels of these two instances alone: other tests and runs share the Redis.
const redisPrefix = uniqueRedisPrefix('cache-test');
let first: App;
let second: App;

beforeAll(async () => {
  if (!shared) return;
  const scratch = await openScratchPostgres(testPostgresUrl, 'test_redis');
  const env = parseEnv({
    NODE_ENV: 'test',
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: redisPrefix.prefix,
  });
  first = await buildApp({ env, database: scratch });
  second = await buildApp({
    env,
    database: await openDatabase({ kind: 'postgres', url: scratch.url }),
  });
  await ensureFirstAdmin(first.db, ADMIN);
});
afterAll(async () => {
  if (!shared) return;
  await second.close();
  await first.close();
  await redisPrefix.remove();
});

test.runIf(shared)('a write on one instance refreshes the cached list of the other', async () => {
  const token = await login(first, ADMIN.loginId, ADMIN.password);
  const list = async (app: App) =>
    (await app.inject({ url: '/api/data/v1/place' })).json<{ name: string }[]>().map((p) => p.name);
  expect(await list(second)).toEqual([]);
  const created = await first.inject({
    method: 'POST',
    url: '/api/admin/v1/place',
    headers: bearer(token),
    payload: { name: '평택 공장' },
  });
  expect(created.statusCode).toBe(201);
  await expect.poll(() => list(second), { timeout: 2_000 }).toEqual(['평택 공장']);
});

test.runIf(shared)('a logout on one instance ends the session on the other at once', async () => {
  const token = await login(first, ADMIN.loginId, ADMIN.password);
  const check = (app: App) => app.inject({ url: '/api/authCheck', headers: bearer(token) });
  expect((await check(second)).statusCode).toBe(200);
  expect(
    (await first.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode,
  ).toBe(204);
  await expect.poll(async () => (await check(second)).statusCode, { timeout: 2_000 }).toBe(401);
});
