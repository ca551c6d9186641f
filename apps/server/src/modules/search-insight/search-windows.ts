import type { SearchInsightQuery } from '@app/contract/search-insight';
import { type SQL, and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchWindow, searchWindowState } from '../../db/schema/index.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { rangeCounts } from './search-periods.ts';

/** The report's longest choices, in days: each kept as a rolling window of counts. */
export const SEARCH_WINDOWS = [90, 365] as const;

const rangeOf = (days: number, asOf: string) => ({ from: addDays(asOf, 1 - days), to: asOf });

/** Whether a window counting to `asOf` counts `day`. */
export const windowHolds = (days: number, asOf: string, day: string) =>
  day >= addDays(asOf, 1 - days) && day <= asOf;

/** A range's counts summed per query, for every language (`''`) and for each. */
const perQuery = (range: SQL) => sql`select coalesce(s.lang, '') as lang, s.searched,
    sum(s.searches) as searches, sum(s.empty) as empty, sum(s.clicks) as clicks,
    sum(s.position_sum) as position_sum, sum(s.inquiries) as inquiries,
    max(s.last_empty) as last_empty
  from (${range}) s group by grouping sets ((s.searched), (s.searched, s.lang))`;

/** Moves a window from `asOf` (null: never built) to `today`. */
async function roll(tx: Db, days: number, asOf: string | null, today: string) {
  if (asOf === null || addDays(asOf, days) <= today) {
    // Every day it counted has left it: built anew from the roll-ups (search-periods.ts).
    await tx.delete(searchWindow).where(eq(searchWindow.days, days));
    await tx.execute(sql`insert into search_window (days, lang, searched, searches, empty, clicks,
        position_sum, inquiries, last_empty)
      select ${days}, c.* from (${perQuery(rangeCounts(rangeOf(days, today), today))}) c`);
  } else {
    // The days that left it are taken off. `last_empty` may stay older than the window: it is
    // read only beside a count of empty searches, which the window's own last day then made.
    const left = { from: addDays(asOf, 1 - days), to: addDays(today, -days) };
    await tx.execute(sql`update search_window w set searches = w.searches - c.searches,
        empty = w.empty - c.empty, clicks = w.clicks - c.clicks,
        position_sum = w.position_sum - c.position_sum, inquiries = w.inquiries - c.inquiries
      from (${perQuery(rangeCounts(left, today))}) c
      where w.days = ${days} and w.lang = c.lang and w.searched = c.searched`);
    await tx
      .delete(searchWindow)
      .where(and(eq(searchWindow.days, days), lte(searchWindow.searches, 0)));
  }
  await tx.update(searchWindowState).set({ asOf: today }).where(eq(searchWindowState.days, days));
}

/**
 * Rolls every window forward to `today` and locks them to the end of the transaction, so counts
 * added in it land in windows that have reached their day; returns the day each counts to (later
 * than today only if the clock went back).
 */
export async function lockWindows(tx: Db, today: string): Promise<Map<number, string>> {
  await tx
    .insert(searchWindowState)
    .values(SEARCH_WINDOWS.map((days) => ({ days, asOf: null })))
    .onConflictDoNothing();
  const states = await tx
    .select()
    .from(searchWindowState)
    .where(inArray(searchWindowState.days, [...SEARCH_WINDOWS]))
    .orderBy(searchWindowState.days)
    .for('update');
  const reached = new Map<number, string>();
  for (const state of states) {
    if (state.asOf === null || state.asOf < today) await roll(tx, state.days, state.asOf, today);
    reached.set(state.days, state.asOf !== null && state.asOf > today ? state.asOf : today);
  }
  return reached;
}

/** Rolls the windows to a new day before anyone searches on it (the report reads them then). */
export function rollSearchWindows(db: Db, today: string) {
  return db.transaction((tx) => lockWindows(tx, today));
}

/**
 * The counts of a range from its window, one row per query, when the range is a window's and
 * the window has reached today; null otherwise (the range is then read from its roll-ups).
 */
export async function windowCounts(
  db: Db,
  query: SearchInsightQuery,
  today: string,
): Promise<SQL | null> {
  const days = SEARCH_WINDOWS.find(
    (d) => query.to === today && query.from === rangeOf(d, today).from,
  );
  if (days === undefined) return null;
  const [state] = await db
    .select({ asOf: searchWindowState.asOf })
    .from(searchWindowState)
    .where(eq(searchWindowState.days, days));
  if (state?.asOf !== today) return null;
  return sql`(select searched, searches, empty, clicks, position_sum, inquiries, last_empty
    from search_window where days = ${days} and lang = ${query.lang ?? ''})`;
}
