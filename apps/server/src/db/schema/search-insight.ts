import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { member } from './member.ts';

/**
 * One row per search a visitor settled on (modules/search-insight): what was typed (phone
 * numbers and e-mail addresses masked), what it was searched as, how it was understood, how many
 * results, and what followed (the result opened, an inquiry). `visitor` is the day's hash and is
 * cleared when the day is over; rows older than the retention period are deleted, and only
 * `search_daily` remains.
 */
export const searchLog = pgTable(
  'search_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The day in Korea. */
    day: date('day', { mode: 'string' }).notNull(),
    typed: text('typed').notNull(),
    /** What was searched: the keyword as understood; forms of one query share it. */
    searched: text('searched').notNull(),
    route: text('route').notNull(),
    results: integer('results').notNull(),
    lang: text('lang').notNull(),
    categoryId: integer('category_id'),
    placeId: integer('place_id'),
    sort: text('sort'),
    visitor: text('visitor'),
    clickedProduct: integer('clicked_product'),
    clickedPosition: integer('clicked_position'),
    inquiryId: integer('inquiry_id'),
  },
  (t) => [
    index('search_log_day_idx').on(t.day),
    // A visitor's last search, for the click or inquiry that follows it (the day's hashes only).
    index('search_log_visitor_idx')
      .on(t.visitor, t.at)
      .where(sql`${t.visitor} is not null`),
    index('search_log_inquiry_idx')
      .on(t.day)
      .where(sql`${t.inquiryId} is not null`),
  ],
);

/**
 * What visitors did, as it happened, until the search log takes it in (a few seconds): searches,
 * products opened, inquiries sent. Every instance writes here, so one visitor's requests,
 * balanced across instances, are grouped together. Queries are stored masked.
 */
export const searchEvent = pgTable(
  'search_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor'),
    kind: text('kind', { enum: ['search', 'open', 'inquiry'] }).notNull(),
    keyword: text('keyword'),
    lang: text('lang'),
    categoryId: integer('category_id'),
    placeId: integer('place_id'),
    sort: text('sort'),
    productId: integer('product_id'),
    inquiryId: integer('inquiry_id'),
  },
  (t) => [index('search_event_visitor_idx').on(t.visitor, t.at)],
);

/** A query's counts, as the daily rows, the roll-ups and the windows each keep them. */
const searchCounts = () => ({
  searches: integer('searches').notNull().default(0),
  /** Searches that found nothing. */
  empty: integer('empty').notNull().default(0),
  /** Searches after which a result was opened, and the sum of their positions (1 = first). */
  clicks: integer('clicks').notNull().default(0),
  positionSum: integer('position_sum').notNull().default(0),
  /** Searches followed by an inquiry within the attribution window. */
  inquiries: integer('inquiries').notNull().default(0),
});

/** Searches per day, query and language, kept after the log's rows are gone. */
export const searchDaily = pgTable(
  'search_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    searched: text('searched').notNull(),
    lang: text('lang').notNull(),
    ...searchCounts(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.searched, t.lang] }),
    // Every column: the report reads a day's rows from the index alone, in order, however
    // their upserts scattered them through the table.
    index('search_daily_report_idx').on(
      t.day,
      t.searched,
      t.lang,
      t.searches,
      t.empty,
      t.clicks,
      t.positionSum,
      t.inquiries,
    ),
  ],
);

/**
 * The daily counts rolled up by week (from Monday) and by calendar month, kept as they are
 * written: a report over a month reads one row per query, not thirty.
 */
export const searchPeriod = pgTable(
  'search_period',
  {
    kind: text('kind', { enum: ['week', 'month'] }).notNull(),
    /** The period's first day (a Monday, or the 1st). */
    start: date('start', { mode: 'string' }).notNull(),
    searched: text('searched').notNull(),
    lang: text('lang').notNull(),
    ...searchCounts(),
    /** The period's last day on which the query found nothing (a dismissal holds until then). */
    lastEmpty: date('last_empty', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.start, t.searched, t.lang] }),
    // As search_daily_report_idx: a period's rows from the index alone.
    index('search_period_report_idx').on(
      t.kind,
      t.start,
      t.searched,
      t.lang,
      t.searches,
      t.empty,
      t.clicks,
      t.positionSum,
      t.inquiries,
      t.lastEmpty,
    ),
  ],
);

/**
 * The counts of the last 90 and 365 days to the window's `as_of` (search_window_state), one row
 * per query and language (`''`: every language), kept as they are written and rolled forward a
 * day at a time: the report's two longest choices read their lists in index order, not a year
 * of roll-ups.
 */
export const searchWindow = pgTable(
  'search_window',
  {
    days: integer('days').notNull(),
    lang: text('lang').notNull(),
    searched: text('searched').notNull(),
    ...searchCounts(),
    /** The last day the query found nothing (later than the window only if it never left it). */
    lastEmpty: date('last_empty', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.days, t.lang, t.searched] }),
    // One per list of the report, in its order.
    index('search_window_top_idx').on(t.days, t.lang, t.searches.desc(), t.searched),
    index('search_window_empty_idx')
      .on(t.days, t.lang, t.empty.desc(), t.searched)
      .where(sql`${t.empty} > 0`),
    index('search_window_unclicked_idx')
      .on(t.days, t.lang, sql`(${t.searches} - ${t.empty}) desc nulls last`, t.searched)
      .where(sql`${t.clicks} = 0 and ${t.searches} > ${t.empty}`),
    index('search_window_inquiry_idx')
      .on(t.days, t.lang, t.inquiries.desc(), t.searched)
      .where(sql`${t.inquiries} > 0`),
  ],
);

/** The day each window counts to; a window behind today is rolled forward before it is read. */
export const searchWindowState = pgTable('search_window_state', {
  days: integer('days').primaryKey(),
  asOf: date('as_of', { mode: 'string' }),
});

/** Searches per day, language and how they were understood: what the Korean-aware search saved. */
export const searchDailyRoute = pgTable(
  'search_daily_route',
  {
    day: date('day', { mode: 'string' }).notNull(),
    lang: text('lang').notNull(),
    route: text('route').notNull(),
    searches: integer('searches').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.lang, t.route] })],
);

/** Queries staff took off the list of searches that find nothing, until they fail again. */
export const searchDismissed = pgTable('search_dismissed', {
  searched: text('searched').primaryKey(),
  dismissedBy: integer('dismissed_by').references(() => member.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
