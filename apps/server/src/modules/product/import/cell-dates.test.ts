import { expect, test } from 'vitest';
import { dateShape, serialText } from './cell-dates.ts';

test('built-in and custom number formats that show dates and times are told apart from numbers', () => {
  expect(dateShape(14, undefined)).toBe('date');
  expect(dateShape(22, undefined)).toBe('date-time');
  expect(dateShape(20, undefined)).toBe('time');
  expect(dateShape(2, undefined)).toBeNull();
  expect(dateShape(164, 'yyyy"년" m"월" d"일"')).toBe('date');
  expect(dateShape(165, '[$-412]yyyy-mm-dd hh:mm')).toBe('date-time');
  expect(dateShape(166, '#,##0.00"원"')).toBeNull();
  expect(dateShape(167, '"day"0')).toBeNull();
  expect(dateShape(168, 'General')).toBeNull();
});

test('a serial day number reads as the date a person sees', () => {
  expect(serialText('46055', 'date', false)).toBe('2026-02-02');
  expect(serialText('46055.604166666664', 'date-time', false)).toBe('2026-02-02 14:30');
  expect(serialText('0.5', 'time', false)).toBe('12:00');
  expect(serialText('44593', 'date', true)).toBe('2026-02-02');
  expect(serialText('abc', 'date', false)).toBe('abc');
});
