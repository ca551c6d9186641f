import { setTimeout } from 'node:timers/promises';
import { expect, test } from 'vitest';
import { useTestApp } from '../../test/app.ts';

/**
 * A key never requested before, hit by many requests at once, is computed once and shared
 * (issue 16 measured 20 connections completing nothing in 4 s while each ran the same query).
 */
const ctx = useTestApp();

const slowCounter = () => {
  let calls = 0;
  return {
    calls: () => calls,
    load: async () => {
      calls += 1;
      const n = calls;
      await setTimeout(20);
      return { n };
    },
  };
};

test('concurrent misses of one key share one computation', async () => {
  const memo = ctx.app.cache.memo<{ n: number }>('stampede', 60_000);
  const counter = slowCounter();
  const values = await Promise.all(Array.from({ length: 20 }, () => memo.get('k', counter.load)));
  expect(counter.calls()).toBe(1);
  expect(new Set(values.map((v) => v?.n))).toEqual(new Set([1]));
  // Stored: the next request does not compute at all.
  await memo.get('k', counter.load);
  expect(counter.calls()).toBe(1);
});

test('a load that started before an invalidation is not joined by later requests', async () => {
  const memo = ctx.app.cache.memo<{ n: number }>('stampede-stale', 60_000);
  const counter = slowCounter();
  const early = memo.get('k', counter.load);
  await ctx.app.cache.invalidate('stampede-stale:');
  const late = memo.get('k', counter.load);
  expect((await early)?.n).toBe(1);
  expect((await late)?.n).toBe(2);
  expect(counter.calls()).toBe(2);
});

test('a failed load fails every waiter once, and the next request tries again', async () => {
  const memo = ctx.app.cache.memo<{ n: number }>('stampede-fail', 60_000);
  let calls = 0;
  const failing = async () => {
    calls += 1;
    await setTimeout(10);
    throw new Error('database away');
  };
  const results = await Promise.allSettled(Array.from({ length: 5 }, () => memo.get('k', failing)));
  expect(results.every((r) => r.status === 'rejected')).toBe(true);
  expect(calls).toBe(1);
  expect(await memo.get('k', async () => ({ n: 7 }))).toEqual({ n: 7 });
});
