import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { ensureFirstAdmin } from '../bootstrap/first-admin.ts';
import { parseEnv } from '../env.ts';
import { ADMIN, bearer, login } from '../test/app.ts';
import { type CreatedProduct, createCategory, createProduct } from '../test/catalogue.ts';
import { testDbKind, testRedisUrl } from '../test/database.ts';
import {
  type StreamingPair,
  findPostgresTools,
  startStreamingPair,
} from '../test/streaming-replica.ts';
import { openDatabase } from './client.ts';
import { uniqueRedisPrefix } from '../test/redis-prefix.ts';

// Visitors' catalogue reads go to a real streaming replica (initdb and pg_basebackup of the
// installed PostgreSQL, on ports of this test's own); staff and writes go to the primary. Which
// server answered shows while the replica's replay is paused: a change made on the primary
// alone (SQL, no cache drop) is there, not on the replica. Two instances share Redis under a
// prefix of this run's own, whose keys go when it ends; the shared PostgreSQL is not used.

const tools = findPostgresTools();
const skipReason =
  testDbKind !== 'postgres'
    ? 'runs in the server-pg project'
    : typeof tools === 'string'
      ? tools
      : null;
if (testDbKind === 'postgres' && typeof tools === 'string') {
  console.warn(`\n  Read replica tests skipped: ${tools}\n`);
}

/** A generous bound: probes run every 500 ms and a replica replays in milliseconds. */
const SETTLE_MS = 20_000;

describe.skipIf(skipReason !== null)(
  `read replicas${skipReason === null ? '' : ` (skipped: ${skipReason})`}`,
  () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    let pair: StreamingPair;
    let first: App;
    let second: App;
    let token: string;
    let categoryId: number;
    /** Products no visitor has read yet, one per check, so no cache answers for a server. */
    const unread: CreatedProduct[] = [];

    beforeAll(async () => {
      if (typeof tools === 'string') return;
      pair = await startStreamingPair(tools);
      cleanups.push(() => pair.close());
      const { prefix, remove } = uniqueRedisPrefix();
      cleanups.push(remove);
      const env = parseEnv({
        NODE_ENV: 'test',
        REDIS_URL: testRedisUrl,
        REDIS_PREFIX: prefix,
        STORAGE_DIR: join(pair.dir, 'files'),
      });
      const open = () =>
        openDatabase({ kind: 'postgres', url: pair.primaryUrl, replicaUrls: [pair.replicaUrl] });
      first = await buildApp({ env, database: await open() });
      cleanups.push(() => first.close());
      second = await buildApp({ env, database: await open() });
      cleanups.push(() => second.close());
      await ensureFirstAdmin(first.db, ADMIN);
      token = await login(first, ADMIN.loginId, ADMIN.password);
      const staff = { app: first, adminToken: token };
      categoryId = (await createCategory(staff, { name: '밸브' })).id;
      for (let i = 0; i < 5; i += 1) unread.push(await createProduct(staff, { categoryId }));
    }, 120_000);

    afterAll(async () => {
      // Every step runs, the clusters' stop and removal last, whatever failed before.
      const failures: unknown[] = [];
      for (const cleanup of cleanups.splice(0).reverse()) {
        await cleanup().catch((error: unknown) => failures.push(error));
      }
      if (failures.length > 0) throw failures[0];
    }, 120_000);

    const nextUnread = () => {
      const product = unread.shift();
      if (product === undefined) throw new Error('no unread product left: create more');
      return product;
    };
    const publicName = async (app: App, id: number, headers: Record<string, string> = {}) => {
      const res = await app.inject({ url: `/api/data/v1/product/${id}`, headers });
      expect(res.statusCode).toBe(200);
      return res.json<{ name: string }>().name;
    };
    const staffName = async (id: number) =>
      (await first.inject({ url: `/api/admin/v1/product/${id}`, headers: bearer(token) })).json<{
        name: string;
      }>().name;
    const renameOnPrimaryOnly = (id: number, name: string) =>
      pair.sql('primary', 'update product set name = $1 where id = $2', [name, id]);
    const categoryNames = async (app: App) =>
      (await app.inject({ url: '/api/data/v1/category' }))
        .json<{ name: string }[]>()
        .map((c) => c.name);
    const readiness = async (app: App) => {
      const res = await app.inject({ url: '/api/health/ready' });
      return { http: res.statusCode, ...res.json<{ status: string; replicas?: string[] }>() };
    };
    /** Until the replica serves reads: reachable, caught up with every write so far. */
    const replicaServes = (app: App) =>
      expect
        .poll(async () => (await readiness(app)).replicas, { timeout: SETTLE_MS })
        .toEqual(['up']);

    /** A visitor's read of a product no one has read comes from the replica. */
    async function expectVisitorReadsReplica(app: App) {
      const product = nextUnread();
      await replicaServes(app);
      await pair.pauseReplay();
      try {
        await renameOnPrimaryOnly(product.id, `${product.name} (primary only)`);
        expect(await publicName(app, product.id)).toBe(product.name);
      } finally {
        await pair.resumeReplay();
      }
    }

    test('a visitor reads from the replica; a signed-in staff member reads the primary', async () => {
      await expectVisitorReadsReplica(first);
      const product = nextUnread();
      await replicaServes(first);
      await pair.pauseReplay();
      try {
        await renameOnPrimaryOnly(product.id, '스테인리스 볼밸브');
        expect(await staffName(product.id)).toBe('스테인리스 볼밸브');
        // The same public route, called with a staff session, reads the primary too.
        expect(await publicName(first, product.id, bearer(token))).toBe('스테인리스 볼밸브');
      } finally {
        await pair.resumeReplay();
      }
    }, 60_000);

    test('a staff write shows at once on every instance, though the replica has not replayed it', async () => {
      await replicaServes(first);
      await replicaServes(second);
      // Both instances keep the category list, read from the replica.
      expect(await categoryNames(first)).toEqual(['밸브']);
      expect(await categoryNames(second)).toEqual(['밸브']);
      await pair.pauseReplay();
      try {
        const res = await first.inject({
          method: 'PUT',
          url: `/api/admin/v1/category/${categoryId}`,
          headers: bearer(token),
          payload: { name: '산업용 밸브' },
        });
        expect(res.statusCode).toBe(200);
        // The replica still has the old name: a refill from it would keep that until the next write.
        expect(await pair.sql('replica', 'select name from category')).toEqual([{ name: '밸브' }]);
        expect(await categoryNames(first)).toEqual(['산업용 밸브']);
        await expect
          .poll(() => categoryNames(second), { timeout: SETTLE_MS })
          .toEqual(['산업용 밸브']);
        expect(await categoryNames(first)).toEqual(['산업용 밸브']);
        expect((await readiness(first)).status).toBe('ready');
      } finally {
        await pair.resumeReplay();
      }
      await replicaServes(first);
      expect(await categoryNames(first)).toEqual(['산업용 밸브']);
    }, 60_000);

    test('a replica far behind is left out (degraded, not unavailable) and taken back once it catches up', async () => {
      const product = nextUnread();
      await replicaServes(first);
      await pair.pauseReplay();
      try {
        await renameOnPrimaryOnly(product.id, '게이트 밸브');
        await expect
          .poll(() => readiness(first), { timeout: SETTLE_MS })
          .toMatchObject({ http: 200, status: 'degraded', replicas: ['lagging'] });
        expect(await publicName(first, product.id)).toBe('게이트 밸브');
      } finally {
        await pair.resumeReplay();
      }
      await replicaServes(first);
      expect((await readiness(first)).status).toBe('ready');
    }, 60_000);

    test('a stopped replica: visitors are served by the primary at once; restarted, it serves again', async () => {
      const product = nextUnread();
      await replicaServes(first);
      await pair.stopReplica();
      // Before any probe has noticed: a read that finds the replica gone is retried on the primary.
      expect(await publicName(first, product.id)).toBe(product.name);
      expect((await first.inject({ url: '/api/data/v1/product?page=4' })).statusCode).toBe(200);
      await expect
        .poll(() => readiness(first), { timeout: SETTLE_MS })
        .toMatchObject({ http: 200, status: 'degraded', replicas: ['down'] });
      expect((await first.inject({ url: '/api/health' })).statusCode).toBe(200);
      await pair.startReplica();
      await expectVisitorReadsReplica(first);
    }, 90_000);
  },
);
