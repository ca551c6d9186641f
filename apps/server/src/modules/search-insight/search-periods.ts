import { addDays, monthEnd, monthOf, weekOf } from '../../lib/calendar-days.ts';

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
