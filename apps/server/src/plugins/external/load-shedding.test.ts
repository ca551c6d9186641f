import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import { SHED_QUEUE_DEPTH } from '../../db/admission.ts';
import { queryRows } from '../../db/client.ts';
import { useTestApp } from '../../test/app.ts';

const ctx = useTestApp();

test('with the database queue full, a public read gets a fast 503 with Retry-After while staff and health are served', async () => {
  // Slow public reads: as many as PostgreSQL's pool runs at once (PGlite's thread takes two at a
  // time), then enough to fill the queue a public read may join. (Drizzle's queries start when
  // awaited; those past the queue are refused themselves.)
  const running = 2 * availableParallelism();
  const sleeps = (n: number) =>
    Array.from({ length: n }, () =>
      Promise.resolve(ctx.app.readDb.execute(sql`select pg_sleep(0.5)`)).catch(() => undefined),
    );
  const busy = sleeps(running);
  if (ctx.app.dbKind === 'postgres') {
    await vi.waitFor(
      async () => {
        const [row] = await queryRows(
          ctx.app.db,
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and query like 'select pg_sleep%'
              and state = 'active'`,
          z.object({ n: z.number() }),
        );
        expect(row?.n).toBe(running);
      },
      { timeout: 10_000, interval: 20 },
    );
  }
  busy.push(...sleeps(SHED_QUEUE_DEPTH));
  try {
    const read = await ctx.call('GET', '/api/data/v1/product?keyword=shed-me', null);
    expect(read.statusCode).toBe(503);
    expect(read.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(read.headers['retry-after']).toMatch(/^\d+$/);
    expect(read.json<{ code: string }>().code).toBe('overloaded');

    expect((await ctx.admin('GET', '/product')).statusCode).toBe(200);
    expect((await ctx.call('GET', '/api/health', null)).statusCode).toBe(200);
  } finally {
    await Promise.all(busy);
  }
  // And once the queue drains, the same read is served.
  const again = await ctx.call('GET', '/api/data/v1/product?keyword=shed-me', null);
  expect(again.statusCode).toBe(200);
});
