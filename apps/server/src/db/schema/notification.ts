import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { inquiry } from './inquiry.ts';

/**
 * The outbox (decision 19): one row per message and recipient, written in the transaction that
 * caused it, sent by the notification worker. The message is rendered when it is sent, from the
 * inquiry it names; deleting the inquiry deletes its unsent messages with it.
 */
export const notification = pgTable(
  'notification',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', {
      enum: ['inquiry_received', 'inquiry_answered', 'search_digest'],
    }).notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'retrying', 'failed'] })
      .notNull()
      .default('pending'),
    /** By e-mail, or by text message (SMS/LMS or 카카오 알림톡, decision 24). */
    channel: text('channel', { enum: ['email', 'text'] })
      .notNull()
      .default('email'),
    /** An e-mail address, or a mobile number's digits. */
    recipient: text('recipient').notNull(),
    language: text('language', { enum: ['ko', 'en'] }).notNull(),
    inquiryId: integer('inquiry_id').references(() => inquiry.id, { onDelete: 'cascade' }),
    /** A digest's week: its Monday. */
    period: date('period', { mode: 'string' }),
    /** Attempts begun; the claim that begins one counts it, so it also fences a stale worker. */
    attempts: smallint('attempts').notNull().default(0),
    /**
     * When the row is due: the next attempt for `pending` and `retrying`, the end of the
     * worker's lease for `sending` (past it, another worker takes the row over).
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The mail server's last answer, or the error of the last attempt. */
    lastResponse: text('last_response'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The worker's claim: rows due, the oldest due first.
    index('notification_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} in ('pending', 'sending', 'retrying')`),
    // The admin list, newest first, with or without a status filter.
    index('notification_created_idx').on(t.createdAt, t.id),
    index('notification_status_created_idx').on(t.status, t.createdAt, t.id),
    // The inquiry's foreign key (its deletion).
    index('notification_inquiry_idx').on(t.inquiryId),
    check(
      'notification_status_valid',
      sql`${t.status} in ('pending', 'sending', 'sent', 'retrying', 'failed')`,
    ),
    // One digest a week per address, however many instances queue it.
    uniqueIndex('notification_digest_uq')
      .on(t.recipient, t.period)
      .where(sql`${t.kind} = 'search_digest'`),
    check(
      'notification_kind_valid',
      sql`${t.kind} in ('inquiry_received', 'inquiry_answered', 'search_digest')`,
    ),
    check('notification_language_valid', sql`${t.language} in ('ko', 'en')`),
    check('notification_channel_valid', sql`${t.channel} in ('email', 'text')`),
  ],
);
