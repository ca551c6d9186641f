import { randomBytes } from 'node:crypto';
import type { ContentLanguage } from '@app/contract/content-language';
import type {
  Notification,
  NotificationListQuery,
  NotificationStatus,
} from '@app/contract/notification';
import { GRADE_MIN } from '@app/contract/auth-constants';
import { mobileNumberSchema } from '@app/contract/text-messages';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inquiry, member, notification } from '../../db/schema/index.ts';

type NotificationRow = typeof notification.$inferSelect;
export type NotificationInsert = Pick<
  typeof notification.$inferInsert,
  'kind' | 'channel' | 'recipient' | 'language' | 'inquiryId' | 'period' | 'nextAttemptAt'
>;

/** The most staff members told of one inquiry: the query stays bounded whatever happens. */
const MAX_STAFF_RECIPIENTS = 100;

export async function insertNotifications(db: Db, rows: NotificationInsert[]): Promise<number> {
  if (rows.length === 0) return 0;
  // A digest already queued for its address and week (by this or another instance) stays one.
  const inserted = await db
    .insert(notification)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: notification.id });
  return inserted.length;
}

/** The staff members who asked for a notice (new inquiries, the digest) and have an address. */
export async function findWatchers(
  db: Db,
  notice: 'newInquiries' | 'searchDigest',
  minGrade = GRADE_MIN,
) {
  const wants = notice === 'newInquiries' ? member.notifyNewInquiries : member.notifySearchDigest;
  return db
    .select({ email: member.email, language: member.noticeLanguage })
    .from(member)
    .where(
      and(
        eq(wants, true),
        eq(member.active, true),
        gte(member.grade, minGrade),
        sql`${member.email} is not null`,
      ),
    )
    .orderBy(member.id)
    .limit(MAX_STAFF_RECIPIENTS);
}

/** The unsubscribe secret of the member a digest goes to; null once they no longer want it. */
export async function findDigestToken(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ token: member.digestToken })
    .from(member)
    .where(
      and(eq(member.email, email), eq(member.notifySearchDigest, true), eq(member.active, true)),
    )
    .orderBy(member.id)
    .limit(1);
  return row?.token ?? null;
}

/** Stops the digest of the member whose link this is; their language, or null for no such link. */
export async function unsubscribeDigest(db: Db, token: string) {
  const [row] = await db
    .update(member)
    .set({ notifySearchDigest: false })
    .where(eq(member.digestToken, token))
    .returning({ language: member.noticeLanguage });
  return row?.language ?? null;
}

/** Who is texted of an answer to inquiry `id`: its writer, if they asked and still have a mobile. */
export async function findAnswerTexting(db: Db, id: number) {
  const [row] = await db
    .select({ phone: inquiry.phone, language: inquiry.language })
    .from(inquiry)
    .where(and(eq(inquiry.id, id), sql`${inquiry.answerTextConsentAt} is not null`))
    .limit(1);
  const mobile = mobileNumberSchema.safeParse(row?.phone ?? '');
  return row && mobile.success ? { phone: mobile.data, language: row.language } : null;
}

/** Who is told of an answer to inquiry `id`: its writer, if they asked and still have an address. */
export async function findAnswerWatcher(db: Db, id: number) {
  const [row] = await db
    .select({ email: inquiry.email, language: inquiry.language })
    .from(inquiry)
    .where(and(eq(inquiry.id, id), sql`${inquiry.answerNoticeConsentAt} is not null`))
    .limit(1);
  return row?.email ? { email: row.email, language: row.language } : null;
}

/**
 * Claims up to `limit` due rows for this worker: marks them `sending`, counts the attempt and
 * leases them until `leaseMs` from now. `skip locked` lets several instances claim at once
 * without waiting on or sharing a row; a row whose lease ended (its worker died) is due again.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<NotificationRow[]> {
  return db
    .update(notification)
    .set({
      status: 'sending',
      attempts: sql`${notification.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000}::float8)`,
    })
    .where(
      sql`${notification.id} in (
        select ${notification.id} from ${notification}
        where ${notification.status} in ('pending', 'sending', 'retrying')
          and ${notification.nextAttemptAt} <= now()
        order by ${notification.nextAttemptAt}, ${notification.id}
        limit ${limit}
        for update skip locked)`,
    )
    .returning();
}

/**
 * Records the outcome of attempt `attempt` of row `id`; false when the row is no longer this
 * worker's (its lease ended and another worker took it over).
 */
export async function settleAttempt(
  db: Db,
  id: number,
  attempt: number,
  outcome:
    | { status: 'sent'; response: string }
    | { status: 'retrying'; response: string; retryInMs: number }
    | { status: 'failed'; response: string }
    // Not attempted after all (a text in the quiet hours): due later, the attempt not counted.
    | { status: 'pending'; response: string; retryInMs: number },
): Promise<boolean> {
  const next =
    outcome.status === 'retrying' || outcome.status === 'pending'
      ? sql`now() + make_interval(secs => ${outcome.retryInMs / 1000}::float8)`
      : sql`now()`;
  const rows = await db
    .update(notification)
    .set({
      status: outcome.status,
      lastResponse: outcome.response.slice(0, 1000),
      nextAttemptAt: next,
      ...(outcome.status === 'sent' ? { sentAt: sql`now()` } : {}),
      ...(outcome.status === 'pending' ? { attempts: attempt - 1 } : {}),
    })
    .where(
      and(
        eq(notification.id, id),
        eq(notification.status, 'sending'),
        eq(notification.attempts, attempt),
      ),
    )
    .returning({ id: notification.id });
  return rows.length > 0;
}

/** What a message about an inquiry names: its number and title. */
export async function findInquiryTitle(db: Db, id: number) {
  const [row] = await db
    .select({ id: inquiry.id, title: inquiry.title })
    .from(inquiry)
    .where(eq(inquiry.id, id))
    .limit(1);
  return row ?? null;
}

/** `010-****-5678`: enough to tell messages apart, not to call. */
const maskPhone = (digits: string) => `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;

/** `ho***@example.com`: enough to tell messages apart, not to write to. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  const local = at < 0 ? address : address.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}***${at < 0 ? '' : address.slice(at)}`;
}

const FINAL: NotificationStatus[] = ['sent', 'failed'];

const toNotification = (row: NotificationRow, masked: boolean): Notification => ({
  id: row.id,
  kind: row.kind,
  channel: row.channel,
  status: row.status,
  recipient: !masked
    ? row.recipient
    : row.channel === 'text'
      ? maskPhone(row.recipient)
      : maskAddress(row.recipient),
  language: row.language,
  inquiryId: row.inquiryId,
  period: row.period,
  attempts: row.attempts,
  nextAttemptAt: FINAL.includes(row.status) ? null : row.nextAttemptAt.toISOString(),
  lastResponse: row.lastResponse,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The outbox, newest first, along `notification_created_idx` or `notification_status_created_idx`. */
export async function listNotifications(db: Db, query: NotificationListQuery, masked: boolean) {
  const where = query.status === undefined ? undefined : eq(notification.status, query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notification)
      .where(where)
      .orderBy(desc(notification.createdAt), desc(notification.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(notification).where(where),
  ]);
  return { items: rows.map((row) => toNotification(row, masked)), total: total?.n ?? 0 };
}

export async function findNotification(db: Db, id: number, masked: boolean) {
  const [row] = await db.select().from(notification).where(eq(notification.id, id)).limit(1);
  return row ? toNotification(row, masked) : null;
}

/** Queues a failed message again from its first attempt; false unless it had failed. */
export async function resendFailed(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(notification)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(notification.id, id), eq(notification.status, 'failed')))
    .returning({ id: notification.id });
  return rows.length > 0;
}

export async function findOwnNoticeSettings(db: Db, memberId: number) {
  const [row] = await db
    .select({
      newInquiries: member.notifyNewInquiries,
      searchDigest: member.notifySearchDigest,
      language: member.noticeLanguage,
      email: member.email,
    })
    .from(member)
    .where(eq(member.id, memberId))
    .limit(1);
  return row ?? null;
}

export async function saveOwnNoticeSettings(
  db: Db,
  memberId: number,
  settings: { newInquiries: boolean; searchDigest?: boolean; language: ContentLanguage },
): Promise<void> {
  await db
    .update(member)
    .set({
      notifyNewInquiries: settings.newInquiries,
      noticeLanguage: settings.language,
      ...(settings.searchDigest === undefined
        ? {}
        : {
            notifySearchDigest: settings.searchDigest,
            digestToken: sql`coalesce(${member.digestToken}, ${randomBytes(24).toString('base64url')})`,
          }),
    })
    .where(eq(member.id, memberId));
}
