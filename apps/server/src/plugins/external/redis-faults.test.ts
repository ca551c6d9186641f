import { PRIVACY_NOTICE_VERSION } from '../../test/inquiries.ts';
import { Writable } from 'node:stream';
import { afterEach, expect, test } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { ensureFirstAdmin } from '../../bootstrap/first-admin.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { openScratchPostgres } from '../../db/scratch-database.ts';
import { parseEnv } from '../../env.ts';
import { ADMIN, bearer, login } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/catalogue.ts';
import {
  openTestDatabase,
  testDbKind,
  testPostgresUrl,
  testRedisUrl,
} from '../../test/database.ts';
import { type TcpProxy, startTcpProxy } from '../../test/tcp-proxy.ts';
import { GUESS_LIMITS } from './throttle.ts';
import { uniqueRedisPrefix } from '../../test/redis-prefix.ts';

// Redis is an accelerator: unreachable at start or lost at runtime, every request still
// works, and once it returns the instances' caches agree again. The link to the shared Redis
// goes through a proxy of the test's own, which the test cuts.

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const redisTarget = () => {
  const url = new URL(testRedisUrl);
  return { host: url.hostname, port: Number(url.port || 6379) };
};

async function redisProxy(): Promise<TcpProxy> {
  const proxy = await startTcpProxy(redisTarget());
  cleanups.push(() => proxy.close());
  return proxy;
}

/** A unique key prefix, whose keys are deleted when the test ends. */
function redisPrefix(): string {
  const { prefix, remove } = uniqueRedisPrefix();
  cleanups.push(remove);
  return prefix;
}

/** An app on `database` whose warnings and errors are collected in `logs`. */
async function startApp(database: Database, env: Record<string, string>) {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', ...env }),
    database,
    logger: { level: 'warn', stream },
  });
  cleanups.push(() => app.close());
  return { app, logs };
}

const health = async (app: App) => (await app.inject({ url: '/api/health' })).json<unknown>();

const inquiry = {
  title: '견적 문의',
  content: '배관 부품 100개 견적 부탁드립니다.',
  authorName: '홍길동',
  email: 'hong@example.com',
  secret: true,
  password: 'pass1234',
  privacyConsent: true,
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
};

test('with Redis unreachable at start, the server starts, warns once naming REDIS_URL and serves on local limits', async () => {
  const proxy = await redisProxy();
  await proxy.cut();
  const { app, logs } = await startApp(await openTestDatabase(), {
    REDIS_URL: `redis://${proxy.address}`,
    REDIS_PREFIX: redisPrefix(),
  });
  await ensureFirstAdmin(app.db, ADMIN);

  expect(await health(app)).toEqual({ status: 'degraded', db: 'up', redis: 'down' });
  const token = await login(app, ADMIN.loginId, ADMIN.password);
  expect((await app.inject({ url: '/api/authCheck', headers: bearer(token) })).statusCode).toBe(
    200,
  );
  const created = await app.inject({
    method: 'POST',
    url: '/api/data/v1/inquiry',
    payload: inquiry,
  });
  expect(created.statusCode).toBe(201);

  // Rate limits stay in force, counted by this instance alone.
  const attempt = () =>
    app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { loginId: 'nobody', password: 'wrong-password' },
    });
  const statuses: number[] = [];
  for (let i = 0; i < GUESS_LIMITS.pair.failures + 1; i += 1) {
    statuses.push((await attempt()).statusCode);
  }
  expect(statuses).toEqual([...Array<number>(GUESS_LIMITS.pair.failures).fill(401), 429]);

  const warnings = logs.filter((line) => line.includes('REDIS_URL'));
  expect(warnings).toHaveLength(1);

  await proxy.restore();
  await expect
    .poll(() => health(app), { timeout: 10_000 })
    .toEqual({
      status: 'ok',
      db: 'up',
      redis: 'up',
    });
});

test.runIf(testDbKind === 'postgres')(
  'Redis lost under two instances: writes, logins, inquiries and post reads succeed, and caches converge when it returns',
  async () => {
    const proxy = await redisProxy();
    const scratch = await openScratchPostgres(testPostgresUrl, 'test_redis_fault');
    const env = { REDIS_URL: `redis://${proxy.address}`, REDIS_PREFIX: redisPrefix() };
    // Closed after both apps, which `startApp` closes first (cleanups run in reverse).
    cleanups.push(() => scratch.close());
    const { app: first } = await startApp({ ...scratch, close: () => Promise.resolve() }, env);
    const { app: second } = await startApp(
      await openDatabase({ kind: 'postgres', url: scratch.url }),
      env,
    );
    await ensureFirstAdmin(first.db, ADMIN);
    const staff = { app: first, adminToken: await login(first, ADMIN.loginId, ADMIN.password) };
    const category = await createCategory(staff);
    const product = await createProduct(staff, { name: '원래 이름', categoryId: category.id });
    const board = await staff.app.inject({
      method: 'POST',
      url: '/api/admin/v1/board',
      headers: bearer(staff.adminToken),
      payload: { name: '공지사항', slug: 'fault-notice' },
    });
    const post = await staff.app.inject({
      method: 'POST',
      url: '/api/admin/v1/post',
      headers: bearer(staff.adminToken),
      payload: { boardId: board.json<{ id: number }>().id, title: '공지', content: '<p>본문</p>' },
    });
    const nameOn = async (app: App) =>
      (await app.inject({ url: `/api/data/v1/product/${product.id}` })).json<{ name: string }>()
        .name;
    expect(await nameOn(second)).toBe('원래 이름');

    await proxy.cut();
    await expect.poll(() => health(second), { timeout: 5_000 }).toMatchObject({ redis: 'down' });

    const rename = (name: string) =>
      staff.app.inject({
        method: 'PUT',
        url: `/api/admin/v1/product/${product.id}`,
        headers: bearer(staff.adminToken),
        payload: { name, categoryId: category.id, status: 'published' },
      });
    // None of it waits long for Redis: they used to take 1.6 s, 9.9 s and 15 s, or fail.
    const outageStarted = Date.now();
    const renamed = await rename('장애 중 바꾼 이름');
    expect(renamed.statusCode).toBe(200);
    expect(await nameOn(first)).toBe('장애 중 바꾼 이름');
    expect((await login(second, ADMIN.loginId, ADMIN.password)).length).toBeGreaterThan(0);
    const created = await second.inject({
      method: 'POST',
      url: '/api/data/v1/inquiry',
      payload: inquiry,
    });
    expect(created.statusCode).toBe(201);
    const read = await second.inject({
      url: `/api/data/v1/post/${post.json<{ id: number }>().id}`,
    });
    expect(read.statusCode).toBe(200);
    expect(Date.now() - outageStarted).toBeLessThan(5_000);

    await proxy.restore();
    await expect.poll(() => health(second), { timeout: 10_000 }).toMatchObject({ redis: 'up' });
    await expect.poll(() => nameOn(second), { timeout: 10_000 }).toBe('장애 중 바꾼 이름');
    // And invalidations flow again at once.
    expect((await rename('복구 후 이름')).statusCode).toBe(200);
    await expect.poll(() => nameOn(second), { timeout: 2_000 }).toBe('복구 후 이름');
  },
);
