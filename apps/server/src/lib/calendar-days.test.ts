import { expect, test } from 'vitest';
import { addDays, coverRange, monthOf, weekOf } from './calendar-days.ts';

/** Every day a cover counts, up to today (nothing is logged later). */
function daysCounted(cover: ReturnType<typeof coverRange>, today: string) {
  const days: string[] = [...cover.days];
  for (const week of cover.weeks) {
    for (let i = 0; i < 7; i++) days.push(addDays(week, i));
  }
  for (const month of cover.months) {
    for (let day = month; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  }
  return days.filter((day) => day <= today).sort();
}

test('weeks start on Monday and months on the first', () => {
  expect(weekOf('2026-11-27')).toBe('2026-11-23');
  expect(weekOf('2026-11-23')).toBe('2026-11-23');
  expect(weekOf('2026-11-01')).toBe('2026-10-26');
  expect(monthOf('2026-02-28')).toBe('2026-02-01');
});

test('the presets staff open read a month and a week where they can', () => {
  const today = '2026-11-27';
  expect(coverRange('2026-10-29', today, today)).toEqual({
    days: ['2026-10-29', '2026-10-30', '2026-10-31'],
    weeks: [],
    months: ['2026-11-01'],
  });
  expect(coverRange('2026-11-21', today, today)).toEqual({
    days: ['2026-11-21', '2026-11-22'],
    weeks: ['2026-11-23'],
    months: [],
  });
  // A past range takes only periods that end inside it.
  expect(coverRange('2026-09-28', '2026-10-11', today)).toEqual({
    days: [],
    weeks: ['2026-09-28', '2026-10-05'],
    months: [],
  });
  expect(coverRange('2026-09-28', '2026-10-10', today).weeks).toEqual(['2026-09-28']);
  expect(coverRange('2025-11-28', today, today).months).toHaveLength(12);
});

test('any range is counted exactly once, day by day, up to today', () => {
  // A fixed walk over ranges of every length up to 400 days, ending before, on and after today.
  const today = '2026-03-15';
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  for (let i = 0; i < 2_000; i++) {
    const from = addDays(today, -next(420));
    const to = addDays(from, next(400));
    const cover = coverRange(from, to, today);
    const expected: string[] = [];
    for (let day = from; day <= to && day <= today; day = addDays(day, 1)) expected.push(day);
    expect(daysCounted(cover, today), `${from}..${to}`).toEqual(expected);
  }
});
