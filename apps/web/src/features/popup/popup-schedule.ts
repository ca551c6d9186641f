/*
 * A popup's period is entered in Korean time (the company's, as every date of the site is shown,
 * lib/date-time.ts) whatever the staff member's computer says. Korea keeps no summer time, so
 * its offset is always +09:00.
 */
const KOREA_OFFSET_MS = 9 * 3_600_000;

/** `2026-08-01T09:00` (a datetime-local field's value) for a stored timestamp. */
export function toKoreanInput(iso: string): string {
  return new Date(Date.parse(iso) + KOREA_OFFSET_MS).toISOString().slice(0, 16);
}

/** The timestamp a datetime-local field's value names in Korean time; '' stays '' (refused). */
export function fromKoreanInput(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+09:00` : value;
}
