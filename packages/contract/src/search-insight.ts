import { z } from 'zod';
import { CONTENT_LANGUAGES } from './content-language.ts';
import { searchRouteSchema } from './search.ts';

/** Rows of each list of the report. */
export const SEARCH_INSIGHT_ROWS = 50;
/** The longest range the report covers, in days (the log keeps 13 months by default). */
export const SEARCH_INSIGHT_MAX_DAYS = 400;
/** An inquiry within this long after a search counts as led to by it. */
export const SEARCH_INQUIRY_WINDOW_MINUTES = 30;

const day = z.iso.date('use the format YYYY-MM-DD');

const range = z.object({
  from: day,
  to: day,
  /** Only searches on the Korean or the English site; both when absent. */
  lang: z.enum(CONTENT_LANGUAGES).optional(),
});
const withinLimits = <T extends z.ZodType<z.infer<typeof range>>>(schema: T) =>
  schema
    .refine((q) => q.from <= q.to, { error: 'from must not be after to', path: ['from'] })
    .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= SEARCH_INSIGHT_MAX_DAYS * 86_400_000, {
      error: `at most ${String(SEARCH_INSIGHT_MAX_DAYS)} days`,
      path: ['to'],
    });

export const searchInsightQuerySchema = withinLimits(range);
export type SearchInsightQuery = z.infer<typeof searchInsightQuerySchema>;

/** Every query of a range, one row each, as a spreadsheet. */
export const searchInsightExportQuerySchema = withinLimits(
  range.extend({
    format: z.enum(['xlsx', 'csv']).default('xlsx'),
    /** The language of the column headers. */
    sheet: z.enum(['ko', 'en']).default('ko'),
  }),
);
export type SearchInsightExportQuery = z.output<typeof searchInsightExportQuerySchema>;
export type SearchInsightExportParams = z.input<typeof searchInsightExportQuerySchema>;

/** One query over the range: forms that searched the same (환풍기, ghksvndrl, ㅎㅍㄱ) are one. */
export const searchedQuerySchema = z.object({
  searched: z.string(),
  searches: z.number().int(),
  /** Searches that found nothing. */
  empty: z.number().int(),
  /** Searches after which a result was opened, and where it was on average (1 = first). */
  clicks: z.number().int(),
  averagePosition: z.number().nullable(),
  inquiries: z.number().int(),
});
export type SearchedQuery = z.infer<typeof searchedQuerySchema>;

export const searchInsightSchema = z.object({
  totals: z.object({
    searches: z.number().int(),
    empty: z.number().int(),
    clicks: z.number().int(),
    averagePosition: z.number().nullable(),
    inquiries: z.number().int(),
  }),
  /** Searches by how they were understood: all but `literal` were saved by the Korean-aware search. */
  routes: z.array(z.object({ route: searchRouteSchema, searches: z.number().int() })),
  top: z.array(searchedQuerySchema),
  /** Queries that found nothing and still do (a to-do list), less those staff dismissed. */
  empty: z.array(searchedQuerySchema),
  /** Queries that found something, after which no result was opened. */
  unclicked: z.array(searchedQuerySchema),
  /** Queries followed by an inquiry, most first. */
  inquiryQueries: z.array(searchedQuerySchema),
  /** Products opened from a search that led to an inquiry. */
  inquiryProducts: z.array(
    z.object({ id: z.number().int(), name: z.string(), inquiries: z.number().int() }),
  ),
});
export type SearchInsight = z.infer<typeof searchInsightSchema>;

export const searchDismissInputSchema = z.strictObject({
  searched: z.string().trim().min(1).max(200),
});
export type SearchDismissInput = z.infer<typeof searchDismissInputSchema>;
