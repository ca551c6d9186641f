import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const member = pgTable(
  'member',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loginId: text('login_id').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    grade: smallint('grade').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Whether the member asked for an e-mail about each new inquiry, and in which language. */
    notifyNewInquiries: boolean('notify_new_inquiries').notNull().default(false),
    noticeLanguage: text('notice_language', { enum: ['ko', 'en'] })
      .notNull()
      .default('ko'),
    /** Whether the member asked for the weekly search digest (decision 21). */
    notifySearchDigest: boolean('notify_search_digest').notNull().default(false),
    /** The digest's unsubscribe link's secret: random, made when they first ask for it. */
    digestToken: text('digest_token'),
  },
  (t) => [
    // Login ids are case-insensitive: "Admin" and "admin" are one account.
    uniqueIndex('member_login_id_lower_uq').on(sql`lower(${t.loginId})`),
    index('member_created_at_idx').on(t.createdAt, t.id),
    // Who is told of a new inquiry: the few who asked.
    index('member_notify_new_inquiries_idx')
      .on(t.id)
      .where(sql`${t.notifyNewInquiries}`),
    uniqueIndex('member_digest_token_uq')
      .on(t.digestToken)
      .where(sql`${t.digestToken} is not null`),
    check('member_grade_range', sql`${t.grade} between 1 and 10`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** sha256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('session_token_hash_uq').on(t.tokenHash),
    index('session_member_id_idx').on(t.memberId),
    index('session_expires_at_idx').on(t.expiresAt),
  ],
);
