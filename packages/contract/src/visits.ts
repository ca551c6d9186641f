import { z } from 'zod';
import { CONTENT_LANGUAGES } from './content-language.ts';

/*
 * Visitor statistics for staff (접속자 집계, decision 22): counted per day in Korea from the
 * pages the server serves, without an address, a cookie or a third-party script.
 */

export const VISIT_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type VisitDevice = (typeof VISIT_DEVICES)[number];

/** Entries of each "top" list (pages, referrers). */
export const VISIT_TOP = 20;
/** The longest range one request may ask for: a year and a day (a leap year's). */
export const VISIT_MAX_RANGE_DAYS = 366;
/** The range shown when none is asked for: the last 30 days, today included. */
export const VISIT_DEFAULT_RANGE_DAYS = 30;

const day = z.iso.date('use the format YYYY-MM-DD');

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Both ends included; either may be left out (the last 30 days, or 30 days from `from`). */
export const visitRangeQuerySchema = z
  .strictObject({ from: day.optional(), to: day.optional() })
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, {
    path: ['to'],
    error: 'must not be before from',
  })
  .refine(
    ({ from, to }) =>
      from === undefined || to === undefined || daysBetween(from, to) < VISIT_MAX_RANGE_DAYS,
    { path: ['to'], error: `a range is at most ${String(VISIT_MAX_RANGE_DAYS)} days` },
  );
export type VisitRangeQuery = z.infer<typeof visitRangeQuerySchema>;

/** A period's people and the pages they were served. */
export const visitTotalsSchema = z.object({
  /** Distinct visitors, counted per day (one person on two days is two visits). */
  visitors: z.number().int(),
  views: z.number().int(),
});
export type VisitTotals = z.infer<typeof visitTotalsSchema>;

export const visitDaySchema = visitTotalsSchema.extend({
  day: z.iso.date(),
  /** Crawlers, and visitors reading more pages a minute than a person does. */
  botVisitors: z.number().int(),
  botViews: z.number().int(),
});
export type VisitDay = z.infer<typeof visitDaySchema>;

export const visitStatsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** Today and yesterday in Korea, this month up to today, and every day ever counted. */
  today: visitTotalsSchema,
  yesterday: visitTotalsSchema,
  thisMonth: visitTotalsSchema,
  total: visitTotalsSchema,
  /** The day with the most visitors (the latest of equals), or null before the first. */
  record: visitTotalsSchema.extend({ day: z.iso.date() }).nullable(),
  /** Every day of the range, oldest first; days without visits count 0. */
  days: z.array(visitDaySchema),
  /** The range's sums, people and bots apart. */
  range: visitTotalsSchema.extend({ botVisitors: z.number().int(), botViews: z.number().int() }),
  /** People's page views by page, most first (at most VISIT_TOP). */
  pages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  /**
   * People's page views that came from another site, by its domain, most first (at most
   * VISIT_TOP); search engines and portals under one domain each, with their name.
   */
  referrers: z.array(
    z.object({ domain: z.string(), name: z.string().nullable(), views: z.number().int() }),
  ),
  devices: z.array(z.object({ device: z.enum(VISIT_DEVICES), views: z.number().int() })),
  languages: z.array(z.object({ language: z.enum(CONTENT_LANGUAGES), views: z.number().int() })),
});
export type VisitStats = z.infer<typeof visitStatsSchema>;

/** Longest page address a page view names (path and query). */
export const PAGE_VIEW_MAX_LENGTH = 2_000;

/**
 * A page the web app showed without loading a document (a client-side navigation): its path
 * and query, on this site (`/…`, never `//host`).
 */
export const pageViewInputSchema = z.strictObject({
  path: z
    .string()
    .max(PAGE_VIEW_MAX_LENGTH)
    .regex(/^\/(?![/\\])/, 'A path on this site, starting with one /.'),
});
export type PageViewInput = z.infer<typeof pageViewInputSchema>;
