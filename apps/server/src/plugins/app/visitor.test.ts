import { expect, test } from 'vitest';
import { visitorSalt } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';

const ctx = useTestApp();

/** What the hash reads of a request. */
const requestFrom = (ip: string, userAgent: string) => ({
  ip,
  headers: { 'user-agent': userAgent },
});

const at = (iso: string) => new Date(iso);

test('a visitor is the same all day in Korea, another the next day, and the old salt is gone', async () => {
  const phone = requestFrom('203.0.113.7', 'Mozilla/5.0 (iPhone)');
  // 23:59 on the 1st and 00:01 on the 2nd, Korean time.
  const morning = await ctx.app.visitorOf(phone, at('2026-11-30T15:00:00Z'));
  const evening = await ctx.app.visitorOf(phone, at('2026-12-01T14:59:00Z'));
  const nextDay = await ctx.app.visitorOf(phone, at('2026-12-01T15:01:00Z'));
  expect(morning).toEqual({ day: '2026-12-01', hash: expect.stringMatching(/^[\w-]{22}$/) });
  expect(evening).toEqual(morning);
  expect(nextDay?.day).toBe('2026-12-02');
  expect(nextDay?.hash).not.toBe(morning?.hash);
  // Only the current day's salt is kept: yesterday's hashes can no longer be remade.
  const days = await ctx.app.db.select({ day: visitorSalt.day }).from(visitorSalt);
  expect(days).toEqual([{ day: '2026-12-02' }]);

  const laptop = requestFrom('203.0.113.7', 'Mozilla/5.0 (Windows NT 10.0)');
  const neighbour = requestFrom('203.0.113.8', 'Mozilla/5.0 (iPhone)');
  const now = at('2026-12-01T16:00:00Z');
  const hashes = new Set(
    await Promise.all(
      [phone, laptop, neighbour].map(async (r) => (await ctx.app.visitorOf(r, now))?.hash),
    ),
  );
  expect(hashes.size).toBe(3);
});
