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

/** The daily rows, whole weeks and whole months that together count exactly a range of days. */
export interface RangeCover {
  days: string[];
  weeks: string[];
  months: string[];
}

/**
 * Covers `from`..`to` with as few rows to read as it can: whole months, then whole weeks, then
 * single days. Nothing is counted after `today`, so a period running past it is whole as soon
 * as the range reaches today (the last 30 days take this month's row and a few days before).
 */
export function coverRange(from: string, to: string, today: string): RangeCover {
  const cover: RangeCover = { days: [], weeks: [], months: [] };
  const last = to < today ? to : today;
  const fits = (periodEnd: string) => periodEnd <= to || to >= today;
  for (let day = from; day <= last;) {
    if (day === monthOf(day) && fits(monthEnd(day))) {
      cover.months.push(day);
      day = addDays(monthEnd(day), 1);
      continue;
    }
    const weekEnd = addDays(day, 6);
    const nextMonth = addDays(monthEnd(day), 1);
    // A week that runs into a month the range holds whole would cost that month's row.
    const crossesWholeMonth =
      nextMonth <= weekEnd && nextMonth <= last && fits(monthEnd(nextMonth));
    if (day === weekOf(day) && fits(weekEnd) && !crossesWholeMonth) {
      cover.weeks.push(day);
      day = addDays(weekEnd, 1);
      continue;
    }
    cover.days.push(day);
    day = addDays(day, 1);
  }
  return cover;
}
