import type {
  SearchInsight,
  SearchInsightQuery,
  SearchedQuery,
} from '@app/contract/search-insight';
import { SEARCH_INSIGHT_ROWS } from '@app/contract/search-insight';
import { searchRouteSchema } from '@app/contract/search';
import { PRODUCT_SORTS, type ProductSort } from '@app/contract/product-constants';
import { type SQL, and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import {
  product,
  searchDaily,
  searchDailyRoute,
  searchDismissed,
  searchEvent,
  searchLog,
  searchPeriod,
  searchWindow,
} from '../../db/schema/index.ts';
import type { EarlierSearch, FollowUp, LoggedSearch, VisitorEvent } from './search-log-types.ts';
import { monthOf, weekOf } from '../../lib/calendar-days.ts';
import { rangeCounts } from './search-periods.ts';
import { lockWindows, windowCounts, windowHolds } from './search-windows.ts';

/**
 * Events per statement: about ten values each, well under PostgreSQL's 65,535 parameters even for
 * the backlog an outage leaves.
 */
const EVENTS_PER_STATEMENT = 1_000;

/** Stores events as they came, a statement per thousand. */
export async function insertEvents(db: Db, events: VisitorEvent[]) {
  for (let start = 0; start < events.length; start += EVENTS_PER_STATEMENT) {
    await insertEventRows(db, events.slice(start, start + EVENTS_PER_STATEMENT));
  }
}

async function insertEventRows(db: Db, events: VisitorEvent[]) {
  await db.insert(searchEvent).values(
    events.map((e) => ({
      at: new Date(e.at),
      day: e.day,
      visitor: e.visitor,
      kind: e.kind,
      ...(e.kind === 'search'
        ? {
            keyword: e.keyword,
            lang: e.lang,
            categoryId: e.category,
            placeId: e.place,
            sort: e.sort,
          }
        : e.kind === 'open'
          ? { productId: e.product }
          : { inquiryId: e.inquiry }),
    })),
  );
}

const eventRow = z.object({
  // bigint and timestamptz come as text from one driver or the other.
  id: z.coerce.number(),
  at: z.coerce.date(),
  day: z.string(),
  visitor: z.string().nullable(),
  kind: z.enum(['search', 'open', 'inquiry']),
  keyword: z.string().nullable(),
  lang: z.enum(['ko', 'en']).nullable(),
  category_id: z.number().nullable(),
  place_id: z.number().nullable(),
  sort: z.enum(PRODUCT_SORTS).nullable(),
  product_id: z.number().nullable(),
  inquiry_id: z.number().nullable(),
});

/**
 * The events of visitors who have done nothing since `before` (their searches are settled), and
 * of no visitor, oldest first, with their ids: the first `limit`, and the rest of their visitors'
 * (a visitor's keystrokes split between two calls would be two searches). Bounded per call: a
 * backlog is taken in over several.
 */
export async function settledEvents(
  db: Db,
  before: Date,
  limit: number,
): Promise<{ ids: number[]; events: VisitorEvent[] }> {
  const rows = await queryRows(
    db,
    sql`with first as (
        select e.id, e.visitor from search_event e
        where e.at < ${before}
          and (e.visitor is null or not exists (
            select 1 from search_event n where n.visitor = e.visitor and n.at >= ${before}))
        order by e.at, e.id limit ${limit}
      )
      select e.id, e.at, e.day::text as day, e.visitor, e.kind, e.keyword, e.lang,
        e.category_id, e.place_id, e.sort, e.product_id, e.inquiry_id
      from search_event e
      where e.id in (select id from first)
        or e.visitor in (select visitor from first where visitor is not null)
      order by e.at, e.id`,
    eventRow,
  );
  const events = rows.flatMap((r): VisitorEvent[] => {
    const base = { at: r.at.getTime(), day: r.day, visitor: r.visitor };
    if (r.kind === 'open' && r.product_id !== null)
      return [{ ...base, kind: 'open', product: r.product_id }];
    if (r.kind === 'inquiry' && r.inquiry_id !== null)
      return [{ ...base, kind: 'inquiry', inquiry: r.inquiry_id }];
    if (r.kind === 'search' && r.keyword !== null) {
      return [
        {
          ...base,
          kind: 'search',
          keyword: r.keyword,
          lang: r.lang ?? 'ko',
          category: r.category_id,
          place: r.place_id,
          sort: r.sort ?? 'newest',
        },
      ];
    }
    return [];
  });
  return { ids: rows.map((r) => r.id), events };
}

/** The visitor's last logged search since `since`, with what already followed it. */
export async function earlierSearch(
  db: Db,
  visitor: string,
  since: Date,
): Promise<EarlierSearch | null> {
  const [row] = await db
    .select()
    .from(searchLog)
    .where(and(eq(searchLog.visitor, visitor), sql`${searchLog.at} >= ${since}`))
    .orderBy(sql`${searchLog.at} desc`)
    .limit(1);
  if (!row) return null;
  return {
    key: { id: row.id, day: row.day, searched: row.searched, lang: row.lang },
    at: row.at.getTime(),
    search: {
      keyword: row.typed,
      lang: row.lang === 'en' ? 'en' : 'ko',
      category: row.categoryId,
      place: row.placeId,
      sort: (PRODUCT_SORTS as readonly string[]).includes(row.sort ?? '')
        ? (row.sort as ProductSort)
        : 'newest',
    },
    clicked: row.clickedProduct !== null,
    inquired: row.inquiryId !== null,
  };
}

interface DailyCounts {
  day: string;
  searched: string;
  lang: string;
  searches: number;
  empty: number;
  clicks: number;
  positionSum: number;
  inquiries: number;
}

const sums = ['searches', 'empty', 'clicks', 'positionSum', 'inquiries'] as const;

type PeriodCounts = Omit<DailyCounts, 'day'> & {
  kind: 'week' | 'month';
  start: string;
  lastEmpty: string | null;
};

type WindowCounts = Omit<PeriodCounts, 'kind' | 'start'> & { days: number };

/**
 * Adds counts to their daily rows, to their week's and month's, and to the rolling windows that
 * hold their day, one statement each; counts are summed per row first, so a statement touches
 * each row once.
 */
async function addCounts(tx: Db, counts: DailyCounts[], today: string) {
  const days = new Map<string, DailyCounts>();
  const periods = new Map<string, PeriodCounts>();
  const windows = new Map<string, WindowCounts>();
  const reached = await lockWindows(tx, today);
  const add = <T extends Record<(typeof sums)[number], number>>(
    rows: Map<string, T>,
    key: unknown[],
    fresh: () => T,
    c: DailyCounts,
  ) => {
    const id = JSON.stringify(key);
    const row = rows.get(id) ?? fresh();
    for (const sum of sums) row[sum] += c[sum];
    rows.set(id, row);
    return row;
  };
  for (const c of counts) {
    add(days, [c.day, c.searched, c.lang], () => ({ ...c, ...zero }), c);
    for (const [kind, start] of [
      ['week', weekOf(c.day)],
      ['month', monthOf(c.day)],
    ] as const) {
      const key = { kind, start, searched: c.searched, lang: c.lang };
      const row = add(periods, Object.values(key), () => ({ ...key, ...zero, lastEmpty: null }), c);
      if (c.empty > 0 && (row.lastEmpty ?? '') < c.day) row.lastEmpty = c.day;
    }
    for (const [length, asOf] of reached) {
      if (!windowHolds(length, asOf, c.day)) continue;
      for (const lang of ['', c.lang]) {
        const key = { days: length, lang, searched: c.searched };
        const row = add(
          windows,
          Object.values(key),
          () => ({ ...key, ...zero, lastEmpty: null }),
          c,
        );
        if (c.empty > 0 && (row.lastEmpty ?? '') < c.day) row.lastEmpty = c.day;
      }
    }
  }
  if (days.size === 0) return;
  const added = (table: string) =>
    Object.fromEntries(
      sums.map((sum) => {
        const column = sum === 'positionSum' ? 'position_sum' : sum;
        return [sum, sql.raw(`${table}.${column} + excluded.${column}`)];
      }),
    );
  await tx
    .insert(searchDaily)
    .values([...days.values()])
    .onConflictDoUpdate({
      target: [searchDaily.day, searchDaily.searched, searchDaily.lang],
      set: added('search_daily'),
    });
  await tx
    .insert(searchPeriod)
    .values([...periods.values()])
    .onConflictDoUpdate({
      target: [searchPeriod.kind, searchPeriod.start, searchPeriod.searched, searchPeriod.lang],
      set: {
        ...added('search_period'),
        lastEmpty: sql`greatest(search_period.last_empty, excluded.last_empty)`,
      },
    });
  if (windows.size === 0) return;
  await tx
    .insert(searchWindow)
    .values([...windows.values()])
    .onConflictDoUpdate({
      target: [searchWindow.days, searchWindow.lang, searchWindow.searched],
      set: {
        ...added('search_window'),
        lastEmpty: sql`greatest(search_window.last_empty, excluded.last_empty)`,
      },
    });
}

const zero = { searches: 0, empty: 0, clicks: 0, positionSum: 0, inquiries: 0 };

/**
 * Logs settled searches and what followed earlier ones, with their daily counts, and deletes the
 * events they came from (`taken`), in one transaction; false when another instance took the
 * events first (then nothing is written). `today` is the day the rolling windows count to.
 */
export async function writeSearchLog(
  db: Db,
  taken: number[],
  searches: LoggedSearch[],
  followUps: FollowUp[],
  today: string,
): Promise<boolean> {
  try {
    await writeBatch(db, taken, searches, followUps, today);
    return true;
  } catch (error) {
    if (error instanceof TakenElsewhere) return false;
    throw error;
  }
}

/** Another instance logged some of a batch's events first. */
class TakenElsewhere extends Error {}

function writeBatch(
  db: Db,
  taken: number[],
  searches: LoggedSearch[],
  followUps: FollowUp[],
  today: string,
): Promise<void> {
  return db.transaction(async (tx) => {
    // The events go as their searches come: if another instance took some meanwhile, it logs
    // them, and this batch is given up (nothing written, nothing counted twice).
    if (taken.length > 0) {
      const deleted = await tx
        .delete(searchEvent)
        .where(inArray(searchEvent.id, taken))
        .returning({ id: searchEvent.id });
      if (deleted.length !== taken.length) throw new TakenElsewhere();
    }
    if (searches.length > 0) {
      await tx.insert(searchLog).values(
        searches.map((s) => ({
          at: s.at,
          day: s.day,
          typed: s.typed,
          searched: s.searched,
          route: s.route,
          results: s.results,
          lang: s.lang,
          categoryId: s.category,
          placeId: s.place,
          sort: s.sort,
          visitor: s.visitor,
          clickedProduct: s.clicked?.product ?? null,
          clickedPosition: s.clicked?.position ?? null,
          inquiryId: s.inquiry,
        })),
      );
    }
    const counts: DailyCounts[] = searches.map((s) => ({
      ...zero,
      day: s.day,
      searched: s.searched,
      lang: s.lang,
      searches: 1,
      empty: s.results === 0 ? 1 : 0,
      clicks: s.clicked === null ? 0 : 1,
      positionSum: s.clicked?.position ?? 0,
      inquiries: s.inquiry === null ? 0 : 1,
    }));
    for (const followUp of followUps) {
      const { id, day, searched, lang } = followUp.search;
      if (followUp.kind === 'click') {
        const [done] = await tx
          .update(searchLog)
          .set({ clickedProduct: followUp.product, clickedPosition: followUp.position })
          .where(and(eq(searchLog.id, id), isNull(searchLog.clickedProduct)))
          .returning({ id: searchLog.id });
        if (done)
          counts.push({ ...zero, day, searched, lang, clicks: 1, positionSum: followUp.position });
      } else {
        const [done] = await tx
          .update(searchLog)
          .set({ inquiryId: followUp.inquiry })
          .where(and(eq(searchLog.id, id), isNull(searchLog.inquiryId)))
          .returning({ id: searchLog.id });
        if (done) counts.push({ ...zero, day, searched, lang, inquiries: 1 });
      }
    }
    await addCounts(tx, counts, today);
    const routes = new Map<
      string,
      { day: string; lang: string; route: string; searches: number }
    >();
    for (const s of searches) {
      const key = JSON.stringify([s.day, s.lang, s.route]);
      const row = routes.get(key) ?? { day: s.day, lang: s.lang, route: s.route, searches: 0 };
      row.searches += 1;
      routes.set(key, row);
    }
    if (routes.size > 0) {
      await tx
        .insert(searchDailyRoute)
        .values([...routes.values()])
        .onConflictDoUpdate({
          target: [searchDailyRoute.day, searchDailyRoute.lang, searchDailyRoute.route],
          set: { searches: sql`search_daily_route.searches + excluded.searches` },
        });
    }
  });
}

/** Rows deleted per statement of the retention job. */
const DELETE_CHUNK = 5_000;

/**
 * The log's retention: visitor hashes go when their day is over; rows older than `before` go
 * entirely, in chunks (the daily counts stay).
 */
export async function forgetSearches(db: Db, today: string, before: string) {
  await db
    .update(searchLog)
    .set({ visitor: null })
    .where(and(lt(searchLog.day, today), sql`${searchLog.visitor} is not null`));
  let deleted: number;
  do {
    const rows = await db
      .delete(searchLog)
      .where(
        inArray(
          searchLog.id,
          db
            .select({ id: searchLog.id })
            .from(searchLog)
            .where(lt(searchLog.day, before))
            .limit(DELETE_CHUNK),
        ),
      )
      .returning({ id: searchLog.id });
    deleted = rows.length;
  } while (deleted === DELETE_CHUNK);
}

export async function dismissSearch(db: Db, searched: string, by: number) {
  await db
    .insert(searchDismissed)
    .values({ searched, dismissedBy: by })
    .onConflictDoUpdate({
      target: searchDismissed.searched,
      set: { dismissedBy: by, createdAt: new Date() },
    });
}

const queryRow = z.object({
  searched: z.string(),
  searches: z.coerce.number().int(),
  empty: z.coerce.number().int(),
  clicks: z.coerce.number().int(),
  position_sum: z.coerce.number().int(),
  inquiries: z.coerce.number().int(),
});
type QueryRow = z.infer<typeof queryRow>;

const toQuery = (row: QueryRow): SearchedQuery => ({
  searched: row.searched,
  searches: row.searches,
  empty: row.empty,
  clicks: row.clicks,
  averagePosition: row.clicks === 0 ? null : Math.round((row.position_sum / row.clicks) * 10) / 10,
  inquiries: row.inquiries,
});

/** Queries that found nothing checked at once for whether they still do. */
const STILL_EMPTY_CHECKS = 4;

/** Every query of a range with its counts, most searched first (the export). */
export async function everySearchedQuery(
  db: Db,
  query: SearchInsightQuery,
  today: string,
): Promise<SearchedQuery[]> {
  const rows = await queryRows(
    db,
    sql`select s.searched, sum(s.searches) as searches, sum(s.empty) as empty,
        sum(s.clicks) as clicks, sum(s.position_sum) as position_sum,
        sum(s.inquiries) as inquiries
      from (${rangeCounts(query, today)}) s
      group by s.searched order by sum(s.searches) desc, s.searched`,
    queryRow,
  );
  return rows.map(toQuery);
}

/**
 * The report over a range of days, from the daily counts and their roll-ups (a few hundred
 * thousand rows at most), but the products that led to inquiries, from the log. `stillEmpty`
 * tells whether a query that found nothing still does (a synonym or a product added since fixes
 * it): candidates are read twice over and checked until the list is full.
 */
export async function readSearchInsight(
  db: Db,
  query: SearchInsightQuery,
  today: string,
  stillEmpty: (searched: string) => Promise<boolean>,
): Promise<SearchInsight> {
  const range = and(
    sql`s.day between ${query.from} and ${query.to}`,
    query.lang === undefined ? undefined : sql`s.lang = ${query.lang}`,
  ) as SQL;
  const rows = SEARCH_INSIGHT_ROWS;
  // The last 90 or 365 days come from their window, each list in its index's order. Any other
  // range is read and grouped once (a CTE named more than once is computed once); each list
  // then orders the groups and takes its first rows.
  const window = await windowCounts(db, query, today);
  const grouped = sql`with g as materialized (
      select s.searched, sum(s.searches) as searches, sum(s.empty) as empty,
        sum(s.clicks) as clicks, sum(s.position_sum) as position_sum,
        sum(s.inquiries) as inquiries, max(s.last_empty) as last_empty
      from (${rangeCounts(query, today)}) s group by s.searched
    )`;
  const counts = window ?? sql`g`;
  const list = (name: string, where: SQL, order: SQL, limit: number) =>
    sql`(select ${name}::text as list, g.* from ${counts} g where ${where}
      order by ${order} nulls last, g.searched limit ${limit})`;
  const [lists, routes, inquiryProducts] = await Promise.all([
    queryRows(
      db,
      sql`${window === null ? grouped : sql``}
        ${list('top', sql`true`, sql`g.searches desc`, rows)}
        union all ${list(
          'empty',
          // Dismissed queries stay off the list until they find nothing again after it.
          sql`g.empty > 0 and not exists (select 1 from search_dismissed d
            where d.searched = g.searched
              and (d.created_at at time zone 'Asia/Seoul')::date >= g.last_empty)`,
          sql`g.empty desc`,
          rows * 2,
        )}
        union all ${list('unclicked', sql`g.searches > g.empty and g.clicks = 0`, sql`g.searches - g.empty desc`, rows)}
        union all ${list('inquiry', sql`g.inquiries > 0`, sql`g.inquiries desc`, rows)}
        union all (select 'total', '', coalesce(sum(g.searches), 0), coalesce(sum(g.empty), 0),
          coalesce(sum(g.clicks), 0), coalesce(sum(g.position_sum), 0),
          coalesce(sum(g.inquiries), 0), null from ${counts} g)`,
      queryRow.extend({ list: z.string() }),
    ),
    queryRows(
      db,
      sql`select s.route, sum(s.searches) as searches from search_daily_route s
        where ${range} group by s.route order by sum(s.searches) desc, s.route`,
      z.object({ route: searchRouteSchema, searches: z.coerce.number().int() }),
    ),
    queryRows(
      db,
      sql`select p.id, p.name, l.inquiries from (
          select clicked_product as id, count(*) as inquiries from search_log s
          where ${range} and s.inquiry_id is not null and s.clicked_product is not null
          group by clicked_product
        ) l join ${product} p on p.id = l.id
        order by l.inquiries desc, p.id limit ${rows}`,
      z.object({ id: z.number(), name: z.string(), inquiries: z.coerce.number().int() }),
    ),
  ]);
  const of = (name: string) => lists.filter((row) => row.list === name);
  const emptyCandidates = of('empty');
  const totals = of('total');
  const top = of('top');
  const unclicked = of('unclicked');
  const inquiryQueries = of('inquiry');
  const empty: SearchedQuery[] = [];
  // A few at a time: each is a catalogue search, cached once made, costly when not.
  for (let at = 0; at < emptyCandidates.length && empty.length < SEARCH_INSIGHT_ROWS;) {
    const batch = emptyCandidates.slice(at, (at += STILL_EMPTY_CHECKS));
    const still = await Promise.all(batch.map((row) => stillEmpty(row.searched)));
    for (const [i, row] of batch.entries()) {
      if (still[i] === true && empty.length < SEARCH_INSIGHT_ROWS) empty.push(toQuery(row));
    }
  }
  const total = toQuery(
    totals[0] ?? { searched: '', searches: 0, empty: 0, clicks: 0, position_sum: 0, inquiries: 0 },
  );
  return {
    totals: {
      searches: total.searches,
      empty: total.empty,
      clicks: total.clicks,
      averagePosition: total.averagePosition,
      inquiries: total.inquiries,
    },
    routes,
    top: top.map(toQuery),
    empty,
    unclicked: unclicked.map(toQuery),
    inquiryQueries: inquiryQueries.map(toQuery),
    inquiryProducts,
  };
}
