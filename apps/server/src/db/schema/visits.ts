import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * Visitor statistics (decision 22): per-day counters written in batches by the visit counter
 * (modules/visits). No address, no user agent, no cookie is stored anywhere: only the day's
 * visitor hashes (plugins/app/visitor.ts), and only for the day.
 */

/**
 * The day's distinct visitors, by their salted hash: the primary key makes a second page of the
 * same visitor, from any instance, no new visitor. Rows of past days are deleted (the hash then
 * names nobody, the salt being gone too); the day's totals stay in `visit_daily`.
 */
export const visitDayVisitor = pgTable(
  'visit_day_visitor',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hash: text('hash').notNull(),
    /** Counted apart: a crawler's user agent, or more pages a minute than a person reads. */
    bot: boolean('bot').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] })],
);

/** One row per day in Korea: the totals of 접속자 집계, kept after the details expire. */
export const visitDaily = pgTable('visit_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** Pages people were served. */
  views: integer('views').notNull().default(0),
  /** Distinct people (visitor hashes) that day. */
  visitors: integer('visitors').notNull().default(0),
  botViews: integer('bot_views').notNull().default(0),
  botVisitors: integer('bot_visitors').notNull().default(0),
});

/** What a day's page views are broken down by. */
export const VISIT_DIMENSIONS = ['page', 'referrer', 'device', 'language'] as const;
export type VisitDimension = (typeof VISIT_DIMENSIONS)[number];

/**
 * People's page views per day by page, referrer domain, device class and language: one narrow
 * row per key and day, added to by each flush. Deleted after the retention period.
 */
export const visitDailyCount = pgTable(
  'visit_daily_count',
  {
    kind: text('kind', { enum: VISIT_DIMENSIONS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    views: integer('views').notNull(),
  },
  // Day first: the screen reads every kind over a range of days, retention deletes by day.
  (t) => [primaryKey({ columns: [t.day, t.kind, t.key] })],
);

/**
 * The daily counts rolled up by week (from Monday) and calendar month, kept as they are written:
 * a year's breakdown reads twelve rows per key, not 365 (ranges are covered as the search
 * report's are, lib/calendar-days.ts).
 */
export const visitPeriodCount = pgTable(
  'visit_period_count',
  {
    period: text('period', { enum: ['week', 'month'] }).notNull(),
    /** The period's first day (a Monday, or the 1st). */
    start: date('start', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: VISIT_DIMENSIONS }).notNull(),
    key: text('key').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.start, t.kind, t.key] }),
    // With the count: a period's rows from the index alone, however upserts scattered them.
    index('visit_period_count_read_idx').on(t.period, t.start, t.kind, t.key, t.views),
  ],
);
