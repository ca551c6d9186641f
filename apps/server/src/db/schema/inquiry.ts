import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { member } from './member.ts';
import { product } from './product.ts';

/** A visitor's question and the staff answer; content and contact details are private. */
export const inquiry = pgTable(
  'inquiry',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** Plain text as typed; never rendered as HTML. */
    content: text('content').notNull(),
    authorName: text('author_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    secret: boolean('secret').notNull().default(true),
    productId: integer('product_id').references(() => product.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['received', 'answered'] })
      .notNull()
      .default('received'),
    /** Sanitised HTML from the staff editor. */
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => member.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the visitor agreed to the collection notice, and which version of its text. */
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }).notNull(),
    privacyNoticeVersion: text('privacy_notice_version').notNull(),
    /** When the writer asked to be told of the answer by e-mail (null: they did not). */
    answerNoticeConsentAt: timestamp('answer_notice_consent_at', { withTimezone: true }),
    /** When the writer asked to be texted of the answer at their mobile number (decision 24). */
    answerTextConsentAt: timestamp('answer_text_consent_at', { withTimezone: true }),
    /** The language the form was read in; the answer's notice is written in it. */
    language: text('language', { enum: ['ko', 'en'] })
      .notNull()
      .default('ko'),
    /** Set when the retention period ended and the name, e-mail and phone were erased. */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    /**
     * Set when the spam defence quarantined it (스팸 보관함): kept from every list until staff
     * release it, deleted after 30 days otherwise.
     */
    spamReason: text('spam_reason', { enum: ['honeypot', 'too_fast', 'no_proof'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The public list and the admin date range: newest first.
    index('inquiry_created_idx').on(t.createdAt, t.id),
    // The admin status filter (and the unanswered count), newest first within a status.
    index('inquiry_status_created_idx').on(t.status, t.createdAt, t.id),
    // Inquiries about one product (the product page), newest first.
    index('inquiry_product_created_idx').on(t.productId, t.createdAt, t.id),
    // The admin keyword search over the same expression the repository filters on.
    index('inquiry_search_trgm_idx').using(
      'gin',
      sql`lower(${t.title} || ' ' || ${t.authorName} || ' ' || ${t.content} || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.phone}, '')) gin_trgm_ops`,
    ),
    // The retention job: inquiries still holding personal data, oldest handling first.
    index('inquiry_retention_idx')
      .on(sql`coalesce(${t.answeredAt}, ${t.createdAt})`, t.id)
      .where(sql`${t.personalDataErasedAt} is null`),
    // The quarantine view and its 30-day deletion: only the few rows in it.
    index('inquiry_spam_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.spamReason} is not null`),
    check(
      'inquiry_spam_reason_valid',
      sql`${t.spamReason} is null or ${t.spamReason} in ('honeypot', 'too_fast', 'no_proof')`,
    ),
    check('inquiry_status_valid', sql`${t.status} in ('received', 'answered')`),
    check(
      'inquiry_contact_given',
      sql`${t.email} is not null or ${t.phone} is not null or ${t.personalDataErasedAt} is not null`,
    ),
  ],
);
