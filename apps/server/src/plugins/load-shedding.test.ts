import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { SHED_QUEUE_DEPTH } from '../db/admission.ts';
import { useTestApp } from '../test/app.ts';

const ctx = useTestApp();

test('with the database queue full, a public read gets a fast 503 with Retry-After while staff and health are served', async () => {
  // Slow work the database is busy with: more queries waiting than public reads may join,
  // beyond those PostgreSQL's pool runs at once. (Drizzle's queries start when awaited.)
  const running = 2 * availableParallelism();
  const busy = Array.from({ length: running + SHED_QUEUE_DEPTH + 2 }, () =>
    Promise.resolve(ctx.app.db.execute(sql`select pg_sleep(0.3)`)),
  );
  await new Promise((resolve) => setImmediate(resolve));
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
