import { z } from 'zod';
import { CONTENT_LANGUAGES } from './content-language.ts';
import { pageQuerySchema } from './common.ts';

/*
 * Messages go through an outbox (decision 19): each is a row written in the transaction that
 * caused it, sent by a worker with retries. These are the staff's views of it.
 */

export const NOTIFICATION_KINDS = [
  'inquiry_received',
  'inquiry_answered',
  'search_digest',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * `pending` waits for its first attempt, `sending` is claimed by a worker (until its lease ends),
 * `retrying` failed and waits for the next attempt, `sent` and `failed` are final (a failed one
 * may be sent again by staff).
 */
export const NOTIFICATION_STATUSES = ['pending', 'sending', 'sent', 'retrying', 'failed'] as const;
export const notificationStatusSchema = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/** By e-mail, or by text message (SMS/LMS or 카카오 알림톡, decision 24). */
export const NOTIFICATION_CHANNELS = ['email', 'text'] as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  channel: z.enum(NOTIFICATION_CHANNELS),
  status: notificationStatusSchema,
  /**
   * The address or phone number; masked (`ho***@example.com`, `010-****-5678`) for staff below
   * the top grade.
   */
  recipient: z.string(),
  language: z.enum(CONTENT_LANGUAGES),
  inquiryId: z.number().int().nullable(),
  /** A weekly search digest's week: its Monday. */
  period: z.string().nullable(),
  attempts: z.number().int(),
  /** When the next attempt is due (for `sending`, when the worker's lease ends); null when final. */
  nextAttemptAt: z.string().nullable(),
  /** The mail server's last answer, or the error of the last attempt. */
  lastResponse: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = pageQuerySchema.extend({
  status: notificationStatusSchema.optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  /** False when the server has no mail server (`SMTP_URL`): nothing is queued or sent. */
  emailConfigured: z.boolean(),
  /** False when the server has no text provider's credentials: no text is queued or sent. */
  textConfigured: z.boolean(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * A staff member's own notices by e-mail, in the language they chose: each new inquiry, and the
 * weekly search digest (Mondays, what visitors did not find and what led them to ask).
 */
export const ownNoticeSettingsSchema = z.object({
  newInquiries: z.boolean(),
  searchDigest: z.boolean(),
  language: z.enum(CONTENT_LANGUAGES),
  /** The address the notices go to (the member's own); null when none is set. */
  email: z.string().nullable(),
  emailConfigured: z.boolean(),
});
export type OwnNoticeSettings = z.infer<typeof ownNoticeSettingsSchema>;

export const ownNoticeSettingsInputSchema = z.strictObject({
  newInquiries: z.boolean(),
  /** Unchanged when absent. */
  searchDigest: z.boolean().optional(),
  language: z.enum(CONTENT_LANGUAGES).default('ko'),
});
export type OwnNoticeSettingsInput = z.input<typeof ownNoticeSettingsInputSchema>;
