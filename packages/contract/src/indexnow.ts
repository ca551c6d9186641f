import { z } from 'zod';
import { timestamp } from './common.ts';

/**
 * IndexNow (indexnow.org; Naver and Bing read its shared endpoint): the site tells search engines
 * which of its addresses changed as staff publish, change or remove products, posts and pages.
 * Off until the top administrator turns it on.
 */
export const indexNowSettingsSchema = z.strictObject({ enabled: z.boolean() });
export type IndexNowSettings = z.infer<typeof indexNowSettingsSchema>;

/** How a notification ended: accepted, to be tried again, or given up. */
export const INDEXNOW_OUTCOMES = ['sent', 'retrying', 'failed'] as const;

/** The most recent notifications the admin lists. */
export const INDEXNOW_PINGS_SHOWN = 20;
/** The addresses of a notification the admin shows; the count says how many it carried. */
export const INDEXNOW_URLS_SHOWN = 5;

export const indexNowPingSchema = z.object({
  id: z.number().int(),
  sentAt: timestamp,
  urlCount: z.number().int(),
  urls: z.array(z.string()),
  /** The endpoint's HTTP status; null when it could not be reached. */
  status: z.number().int().nullable(),
  outcome: z.enum(INDEXNOW_OUTCOMES),
  /** What went wrong, when something did (the endpoint's answer or the error). */
  detail: z.string().nullable(),
});
export type IndexNowPing = z.infer<typeof indexNowPingSchema>;

export const indexNowStatusSchema = indexNowSettingsSchema.extend({
  /** The key file search engines fetch to check the site's notifications. */
  keyLocation: z.string(),
  pings: z.array(indexNowPingSchema),
});
export type IndexNowStatus = z.infer<typeof indexNowStatusSchema>;
