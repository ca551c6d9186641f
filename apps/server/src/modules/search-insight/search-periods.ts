import type { SearchInsightQuery } from '@app/contract/search-insight';
import { type SQL, sql } from 'drizzle-orm';
import { dateArray } from '../../db/date-array.ts';
import { coverRange } from '../../lib/calendar-days.ts';

/**
 * The counts of a range of days as rows to group by query (and language): whole months and weeks
 * from their roll-ups, the days left over from the daily rows.
 */
export function rangeCounts(query: SearchInsightQuery, today: string): SQL {
  const { days, weeks, months } = coverRange(query.from, query.to, today);
  const lang = query.lang === undefined ? sql`` : sql` and lang = ${query.lang}`;
  const columns = sql`searched, lang, searches, empty, clicks, position_sum, inquiries`;
  return sql`select ${columns}, case when empty > 0 then day end as last_empty
      from search_daily where day = any(${dateArray(days)})${lang}
    union all select ${columns}, last_empty
      from search_period where kind = 'week' and start = any(${dateArray(weeks)})${lang}
    union all select ${columns}, last_empty
      from search_period where kind = 'month' and start = any(${dateArray(months)})${lang}`;
}
