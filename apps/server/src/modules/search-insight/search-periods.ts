import type { SearchInsightQuery } from '@app/contract/search-insight';
import { type SQL, sql } from 'drizzle-orm';
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

/** A `date[]` parameter of days this module made (`YYYY-MM-DD` only), one bound value. */
const dates = (days: string[]) => sql`${`{${days.join(',')}}`}::date[]`;

/**
 * The counts of a range of days as rows to group by query (and language): whole months and weeks
 * from their roll-ups, the days left over from the daily rows.
 */
export function rangeCounts(query: SearchInsightQuery, today: string): SQL {
  const { days, weeks, months } = coverRange(query.from, query.to, today);
  const lang = query.lang === undefined ? sql`` : sql` and lang = ${query.lang}`;
  const columns = sql`searched, lang, searches, empty, clicks, position_sum, inquiries`;
  return sql`select ${columns}, case when empty > 0 then day end as last_empty
      from search_daily where day = any(${dates(days)})${lang}
    union all select ${columns}, last_empty
      from search_period where kind = 'week' and start = any(${dates(weeks)})${lang}
    union all select ${columns}, last_empty
      from search_period where kind = 'month' and start = any(${dates(months)})${lang}`;
}
