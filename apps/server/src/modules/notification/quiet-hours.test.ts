import { expect, test } from 'vitest';
import { textNotBefore } from './quiet-hours.ts';

/** A time in Korea (UTC+9), written as Korea reads it. */
const korea = (local: string) => new Date(`${local}+09:00`);
const NIGHT = { start: 21, end: 8 };

test('a text in the quiet hours waits for their end; outside them it goes at once', () => {
  expect(textNotBefore(korea('2026-11-28T23:10:00'), NIGHT)).toEqual(korea('2026-11-29T08:00:00'));
  expect(textNotBefore(korea('2026-11-28T21:00:00'), NIGHT)).toEqual(korea('2026-11-29T08:00:00'));
  expect(textNotBefore(korea('2026-11-29T03:59:59'), NIGHT)).toEqual(korea('2026-11-29T08:00:00'));
  expect(textNotBefore(korea('2026-11-29T07:59:00'), NIGHT)).toEqual(korea('2026-11-29T08:00:00'));
  for (const now of ['2026-11-29T08:00:00', '2026-11-29T12:30:00', '2026-11-29T20:59:59']) {
    expect(textNotBefore(korea(now), NIGHT)).toEqual(korea(now));
  }
  // Quiet within one day, and no quiet at all.
  const lunch = { start: 12, end: 13 };
  expect(textNotBefore(korea('2026-11-29T12:20:00'), lunch)).toEqual(korea('2026-11-29T13:00:00'));
  expect(textNotBefore(korea('2026-11-29T13:20:00'), lunch)).toEqual(korea('2026-11-29T13:20:00'));
  const none = { start: 0, end: 0 };
  expect(textNotBefore(korea('2026-11-29T03:00:00'), none)).toEqual(korea('2026-11-29T03:00:00'));
});
