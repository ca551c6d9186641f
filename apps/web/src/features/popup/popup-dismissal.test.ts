import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { dismiss, isDismissed } from './popup-dismissal';

/** The browser's localStorage, as a map. */
let stored: Map<string, string>;
beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const popup = { id: 7, updatedAt: '2026-07-20T01:00:00.000Z', dismissDays: 1 };
/** A time on a day of August 2026 in the visitor's own time zone. */
const august = (day: number, hour: number, minute = 0) =>
  new Date(2026, 7, day, hour, minute).getTime();

test('"오늘 하루 보지 않기" lasts until midnight, in the visitor\'s own time', () => {
  expect(isDismissed(popup, august(1, 15))).toBe(false);
  dismiss(popup, august(1, 15));
  expect(isDismissed(popup, august(1, 23, 59))).toBe(true);
  expect(isDismissed(popup, august(2, 0))).toBe(false);
  // Run out: the entry goes.
  expect(stored.size).toBe(0);
});

test('N days last until the start of the Nth day after', () => {
  const threeDays = { ...popup, dismissDays: 3 };
  dismiss(threeDays, august(1, 9));
  expect(isDismissed(threeDays, august(3, 23, 59))).toBe(true);
  expect(isDismissed(threeDays, august(4, 0))).toBe(false);
});

test('an edited popup shows again; what this code did not write is ignored', () => {
  dismiss(popup, august(1, 9));
  const edited = { ...popup, updatedAt: '2026-08-01T02:00:00.000Z' };
  expect(isDismissed(edited, august(1, 10))).toBe(false);
  expect(stored.size).toBe(0);
  for (const junk of ['not json', '{"until":"soon"}', 'null', '[]']) {
    stored.set('popup-dismissed:7', junk);
    expect(isDismissed(popup, august(1, 10)), junk).toBe(false);
  }
});
