/** Calendar days as `YYYY-MM-DD` (the log's and the digest's days are Korea's), counted whole. */
const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => toDay(toTime(day) + days * DAY_MS);

/** The Monday of the day's week. */
export function weekOf(day: string): string {
  const weekday = (new Date(toTime(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The first of the day's month. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The last day of the month that begins on `first`. */
export function monthEnd(first: string): string {
  const date = new Date(toTime(first));
  return toDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
}
