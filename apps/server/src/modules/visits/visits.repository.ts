import {
  VISIT_DEVICES,
  VISIT_TOP,
  type VisitDay,
  type VisitStats,
  type VisitTotals,
} from '@app/contract/visits';
import { CONTENT_LANGUAGES } from '@app/contract/content-language';
import { between, desc, gt, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import {
  type VisitDimension,
  visitDailyCount,
  visitDaily,
  visitDayVisitor,
  visitPeriodCount,
} from '../../db/schema/index.ts';
import { dateArray } from '../../db/date-array.ts';
import { addDays, coverRange, monthOf, weekOf } from '../../lib/calendar-days.ts';
import { ENGINE_NAMES } from './page-view.ts';

/** One day's counts gathered in memory between two flushes (visit-counter.ts). */
export interface DayBatch {
  views: number;
  botViews: number;
  /** The day's visitor hashes seen, each with whether it counts as a bot. */
  visitors: Map<string, boolean>;
  /** People's page views by dimension and key. */
  counts: Map<VisitDimension, Map<string, number>>;
}

/** Rows per statement: 3 parameters each, far below PostgreSQL's 65,535. */
const CHUNK = 1_000;

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += CHUNK) yield items.slice(start, start + CHUNK);
}

/**
 * Adds a day's batch to the day's counters in one transaction, so a failed write leaves nothing
 * half counted and the batch can be written again. A visitor is new the first time its hash
 * enters `visit_day_visitor` from any instance (its primary key); one turned bot later moves from
 * the people to the bots. Rows are written in key order, so two instances never deadlock.
 */
export async function writeVisitBatch(db: Db, day: string, batch: DayBatch): Promise<void> {
  const visitors = [...batch.visitors].sort(([a], [b]) => (a < b ? -1 : 1));
  const counts = [...batch.counts]
    .flatMap(([kind, keys]) => [...keys].map(([key, views]) => ({ kind, day, key, views })))
    .sort((a, b) => (a.kind === b.kind ? (a.key < b.key ? -1 : 1) : a.kind < b.kind ? -1 : 1));
  await db.transaction(async (tx) => {
    let people = 0;
    let bots = 0;
    let turned = 0;
    for (const chunk of chunks(visitors)) {
      const rows = await tx
        .insert(visitDayVisitor)
        .values(chunk.map(([hash, bot]) => ({ day, hash, bot })))
        .onConflictDoUpdate({
          target: [visitDayVisitor.day, visitDayVisitor.hash],
          set: { bot: true },
          // Only a person who became a bot is written (and returned): the rest stay as they are.
          setWhere: sql`not ${visitDayVisitor.bot} and excluded.bot`,
        })
        // A row inserted has no deleting transaction yet (xmax 0); an updated one has.
        .returning({ bot: visitDayVisitor.bot, inserted: sql<boolean>`(xmax = 0)` });
      for (const row of rows) {
        if (!row.inserted) turned += 1;
        else if (row.bot) bots += 1;
        else people += 1;
      }
    }
    await tx
      .insert(visitDaily)
      .values({
        day,
        views: batch.views,
        visitors: people - turned,
        botViews: batch.botViews,
        botVisitors: bots + turned,
      })
      .onConflictDoUpdate({
        target: visitDaily.day,
        set: {
          views: sql`visit_daily.views + excluded.views`,
          visitors: sql`visit_daily.visitors + excluded.visitors`,
          botViews: sql`visit_daily.bot_views + excluded.bot_views`,
          botVisitors: sql`visit_daily.bot_visitors + excluded.bot_visitors`,
        },
      });
    for (const chunk of chunks(counts)) {
      await tx
        .insert(visitDailyCount)
        .values(chunk)
        .onConflictDoUpdate({
          target: [visitDailyCount.day, visitDailyCount.kind, visitDailyCount.key],
          set: { views: sql`visit_daily_count.views + excluded.views` },
        });
    }
    // The day's week and month, months first, in the same key order.
    for (const [period, start] of [
      ['month', monthOf(day)],
      ['week', weekOf(day)],
    ] as const) {
      for (const chunk of chunks(counts)) {
        await tx
          .insert(visitPeriodCount)
          .values(chunk.map(({ kind, key, views }) => ({ period, start, kind, key, views })))
          .onConflictDoUpdate({
            target: [
              visitPeriodCount.period,
              visitPeriodCount.start,
              visitPeriodCount.kind,
              visitPeriodCount.key,
            ],
            set: { views: sql`visit_period_count.views + excluded.views` },
          });
      }
    }
  });
}

/** Forgets the hashes of days before `day`: their counts are in `visit_daily`. */
export async function deleteVisitorsBefore(db: Db, day: string): Promise<number> {
  const deleted = await db
    .delete(visitDayVisitor)
    .where(lt(visitDayVisitor.day, day))
    .returning({ day: visitDayVisitor.day });
  return deleted.length;
}

/**
 * Deletes the breakdowns of days before `day`, and the weeks and months that ended before it;
 * the days' totals stay (the record among them).
 */
export async function deleteVisitDetailsBefore(db: Db, day: string): Promise<number> {
  const deleted = await db
    .delete(visitDailyCount)
    .where(lt(visitDailyCount.day, day))
    .returning({ day: visitDailyCount.day });
  await db.delete(visitPeriodCount).where(
    sql`${visitPeriodCount.start} + case ${visitPeriodCount.period}
        when 'week' then interval '7 days' else interval '1 month' end <= ${day}::date`,
  );
  return deleted.length;
}

/** A range's counts by kind and key, as rows to sum. */
function rangeCounts(from: string, to: string, today: string) {
  const { days, weeks, months } = coverRange(from, to, today);
  return sql`select kind, key, views from visit_daily_count where day = any(${dateArray(days)})
    union all select kind, key, views from visit_period_count
      where period = 'week' and start = any(${dateArray(weeks)})
    union all select kind, key, views from visit_period_count
      where period = 'month' and start = any(${dateArray(months)})`;
}

const sums = z.object({
  todayVisitors: z.coerce.number(),
  todayViews: z.coerce.number(),
  yesterdayVisitors: z.coerce.number(),
  yesterdayViews: z.coerce.number(),
  monthVisitors: z.coerce.number(),
  monthViews: z.coerce.number(),
  totalVisitors: z.coerce.number(),
  totalViews: z.coerce.number(),
});
const rankedRow = z.object({ kind: z.string(), key: z.string(), views: z.coerce.number() });

const isDevice = (key: string): key is (typeof VISIT_DEVICES)[number] =>
  (VISIT_DEVICES as readonly string[]).includes(key);
const isLanguage = (key: string): key is (typeof CONTENT_LANGUAGES)[number] =>
  (CONTENT_LANGUAGES as readonly string[]).includes(key);

/**
 * Everything the statistics screen shows, from the pre-aggregated days: a few index range
 * reads whatever the traffic (one row per day, one per key and day).
 */
export async function readVisitStats(
  db: Db,
  range: { from: string; to: string; today: string },
): Promise<VisitStats> {
  const { from, to, today } = range;
  const yesterday = addDays(today, -1);
  const monthStart = `${today.slice(0, 8)}01`;
  const [days, summed, record, ranked] = await Promise.all([
    db
      .select({
        day: visitDaily.day,
        views: visitDaily.views,
        visitors: visitDaily.visitors,
        botViews: visitDaily.botViews,
        botVisitors: visitDaily.botVisitors,
      })
      .from(visitDaily)
      .where(between(visitDaily.day, from, to))
      .orderBy(visitDaily.day),
    // One row per day ever counted: a few thousand at most.
    queryRows(
      db,
      sql`select
            coalesce(sum(visitors) filter (where day = ${today}), 0) as "todayVisitors",
            coalesce(sum(views) filter (where day = ${today}), 0) as "todayViews",
            coalesce(sum(visitors) filter (where day = ${yesterday}), 0) as "yesterdayVisitors",
            coalesce(sum(views) filter (where day = ${yesterday}), 0) as "yesterdayViews",
            coalesce(sum(visitors) filter (where day between ${monthStart} and ${today}), 0) as "monthVisitors",
            coalesce(sum(views) filter (where day between ${monthStart} and ${today}), 0) as "monthViews",
            coalesce(sum(visitors), 0) as "totalVisitors",
            coalesce(sum(views), 0) as "totalViews"
          from visit_daily`,
      sums,
    ),
    db
      .select({ day: visitDaily.day, visitors: visitDaily.visitors, views: visitDaily.views })
      .from(visitDaily)
      .where(gt(visitDaily.visitors, 0))
      .orderBy(desc(visitDaily.visitors), desc(visitDaily.day))
      .limit(1),
    // The first VISIT_TOP keys of each kind over the range, in one read of its whole months,
    // whole weeks and the days left over.
    queryRows(
      db,
      sql`select kind, key, views from (
            select kind, key, sum(views) as views,
                   row_number() over (partition by kind order by sum(views) desc, key collate "C") as rank
            from (${rangeCounts(from, to, today)}) c
            group by kind, key
          ) ranked
          where rank <= ${VISIT_TOP}
          order by kind, views desc, key collate "C"`,
      rankedRow,
    ),
  ]);
  const byDay = new Map(days.map((row) => [row.day, row]));
  const series: VisitDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    series.push(byDay.get(day) ?? { day, views: 0, visitors: 0, botViews: 0, botVisitors: 0 });
  }
  const s = summed[0];
  const totals = (visitors = 0, views = 0): VisitTotals => ({ visitors, views });
  const of = (kind: VisitDimension) => ranked.filter((row) => row.kind === kind);
  return {
    from,
    to,
    today: totals(s?.todayVisitors, s?.todayViews),
    yesterday: totals(s?.yesterdayVisitors, s?.yesterdayViews),
    thisMonth: totals(s?.monthVisitors, s?.monthViews),
    total: totals(s?.totalVisitors, s?.totalViews),
    record: record[0] ?? null,
    days: series,
    range: series.reduce(
      (sum, day) => ({
        visitors: sum.visitors + day.visitors,
        views: sum.views + day.views,
        botVisitors: sum.botVisitors + day.botVisitors,
        botViews: sum.botViews + day.botViews,
      }),
      { visitors: 0, views: 0, botVisitors: 0, botViews: 0 },
    ),
    pages: of('page').map(({ key, views }) => ({ path: key, views })),
    referrers: of('referrer').map(({ key, views }) => ({
      domain: key,
      name: ENGINE_NAMES[key] ?? null,
      views,
    })),
    devices: of('device').flatMap(({ key, views }) =>
      isDevice(key) ? [{ device: key, views }] : [],
    ),
    languages: of('language').flatMap(({ key, views }) =>
      isLanguage(key) ? [{ language: key, views }] : [],
    ),
  };
}
