import { expect, test } from 'vitest';
import { formatDate, formatDateTime, formatMonthDay } from './date-time';

// 23:30 UTC on 31 January is already 8:30 in the morning of 1 February in Korea.
const lateEvening = '2026-01-31T23:30:00Z';

test('timestamps are shown in Korean time, in the reader’s language', () => {
  // The AM/PM marker's wording and spacing vary between ICU versions.
  expect(formatDateTime(lateEvening, 'ko')).toMatch(/^2026\. 2\. 1\. .*8:30/);
  expect(formatDateTime(lateEvening, 'en')).toMatch(/^Feb 1, 2026, 8:30\sAM$/);
  expect(formatDate(lateEvening, 'ko')).toBe('2026. 2. 1.');
  expect(formatDate(lateEvening, 'en')).toBe('Feb 1, 2026');
});

test('a calendar day keeps its date, without the year', () => {
  expect(formatMonthDay('2026-01-31', 'ko')).toBe('1. 31.');
  expect(formatMonthDay('2026-01-31', 'en')).toBe('1/31');
});
