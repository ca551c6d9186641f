import { z } from 'zod';

/** Weeks run Monday to Sunday in the site's time zone (Asia/Seoul). */
export const STATS_WEEKS = 12;
export const STATS_TOP_PRODUCTS = 5;

export const weeklyCountSchema = z.object({
  /** The Monday the week starts on, `YYYY-MM-DD`. */
  weekStart: z.string(),
  count: z.number().int(),
});
export type WeeklyCount = z.infer<typeof weeklyCountSchema>;

export const viewedProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['draft', 'published']),
  viewCount: z.number().int(),
});
export type ViewedProduct = z.infer<typeof viewedProductSchema>;

/** Everything the admin home shows, in one response. */
export const adminStatsSchema = z.object({
  publishedProducts: z.number().int(),
  draftProducts: z.number().int(),
  unansweredInquiries: z.number().int(),
  postsThisWeek: z.number().int(),
  /** Oldest first, STATS_WEEKS entries, the current week last; weeks without inquiries count 0. */
  inquiriesPerWeek: z.array(weeklyCountSchema),
  mostViewedProducts: z.array(viewedProductSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
