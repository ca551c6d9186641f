import {
  inquirySchema,
  type AdminInquiry,
  type AdminInquiryListItem,
  type Inquiry,
  type AdminInquiryListQuery,
  type InquiryListQuery,
  type InquiryStatus,
  type InquirySummary,
} from '@app/contract/inquiry';
import type { SpamReason } from '@app/contract/spam';
import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { inquiry, member, notification, product } from '../../db/schema/index.ts';
import { maskName } from './mask-name.ts';

type InquiryRow = typeof inquiry.$inferSelect;

/** The columns anyone may see: never content, contact details or the answer. */
const summaryColumns = {
  id: inquiry.id,
  title: inquiry.title,
  authorName: inquiry.authorName,
  secret: inquiry.secret,
  status: inquiry.status,
  productId: inquiry.productId,
  createdAt: inquiry.createdAt,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: InquiryRow[K] };

const toSummary = (row: SummaryRow): InquirySummary => ({
  ...row,
  authorName: maskName(row.authorName),
  createdAt: row.createdAt.toISOString(),
});

const newestFirst = [desc(inquiry.createdAt), desc(inquiry.id)];

/** Quarantined inquiries (스팸 보관함) are in no list but the staff's quarantine view. */
const notSpam = isNull(inquiry.spamReason);

export async function listPublicInquiries(db: Db, query: InquiryListQuery) {
  const where = and(
    notSpam,
    query.productId === undefined ? undefined : eq(inquiry.productId, query.productId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(inquiry)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(inquiry).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0 };
}

/** The older and newer neighbours in the public list, as summaries. */
export async function findNeighbours(db: Db, id: number) {
  const [[previous], [next]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(inquiry)
      .where(and(lt(inquiry.id, id), notSpam))
      .orderBy(desc(inquiry.id))
      .limit(1),
    db
      .select(summaryColumns)
      .from(inquiry)
      .where(and(gt(inquiry.id, id), notSpam))
      .orderBy(asc(inquiry.id))
      .limit(1),
  ]);
  return {
    previous: previous ? toSummary(previous) : null,
    next: next ? toSummary(next) : null,
  };
}

/**
 * What anyone may see of one inquiry (as in the list), or null when there is none. A
 * quarantined one too: its writer's receipt must look like any other.
 */
export async function findInquirySummary(db: Db, id: number): Promise<InquirySummary | null> {
  const [row] = await db.select(summaryColumns).from(inquiry).where(eq(inquiry.id, id)).limit(1);
  return row ? toSummary(row) : null;
}

/** What access checks need, without loading the text. */
export async function findInquiryAccess(db: Db, id: number) {
  const [row] = await db
    .select({
      secret: inquiry.secret,
      status: inquiry.status,
      passwordHash: inquiry.passwordHash,
      productId: inquiry.productId,
    })
    .from(inquiry)
    .where(and(eq(inquiry.id, id), notSpam))
    .limit(1);
  return row ?? null;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
/** A joined row's `{ id, name }`, or null when the id is unset or the row is gone. */
const ref = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;

/** Every column but the password hash, the product and answering member joined by name. */
const listColumns = {
  id: inquiry.id,
  title: inquiry.title,
  authorName: inquiry.authorName,
  email: inquiry.email,
  phone: inquiry.phone,
  secret: inquiry.secret,
  status: inquiry.status,
  productId: inquiry.productId,
  productName: product.name,
  productCode: product.code,
  answeredBy: inquiry.answeredBy,
  answeredByName: member.name,
  answeredAt: inquiry.answeredAt,
  privacyConsentAt: inquiry.privacyConsentAt,
  privacyNoticeVersion: inquiry.privacyNoticeVersion,
  personalDataErasedAt: inquiry.personalDataErasedAt,
  spamReason: inquiry.spamReason,
  createdAt: inquiry.createdAt,
  updatedAt: inquiry.updatedAt,
};

interface ListRow {
  id: number;
  title: string;
  authorName: string;
  email: string | null;
  phone: string | null;
  secret: boolean;
  status: InquiryStatus;
  productId: number | null;
  productName: string | null;
  productCode: string | null;
  answeredBy: number | null;
  answeredByName: string | null;
  answeredAt: Date | null;
  privacyConsentAt: Date;
  privacyNoticeVersion: string;
  personalDataErasedAt: Date | null;
  spamReason: SpamReason | null;
  createdAt: Date;
  updatedAt: Date;
}

function toListItem(row: ListRow): AdminInquiryListItem {
  const { productId, productName, productCode, answeredBy, answeredByName, ...rest } = row;
  const named = ref(productId, productName);
  return {
    ...rest,
    product: named && { ...named, code: productCode },
    answeredBy: ref(answeredBy, answeredByName),
    answeredAt: iso(row.answeredAt),
    privacyConsentAt: row.privacyConsentAt.toISOString(),
    personalDataErasedAt: iso(row.personalDataErasedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One inquiry in full, as staff see it. */
export async function findAdminInquiry(db: Db, id: number): Promise<AdminInquiry | null> {
  const [row] = await db
    .select({ ...listColumns, content: inquiry.content, answer: inquiry.answer })
    .from(inquiry)
    .leftJoin(product, eq(product.id, inquiry.productId))
    .leftJoin(member, eq(member.id, inquiry.answeredBy))
    .where(eq(inquiry.id, id))
    .limit(1);
  return row ? { ...toListItem(row), content: row.content, answer: row.answer } : null;
}

/** One inquiry in full, without what only staff see (who answered, the consent record). */
export async function findInquiry(db: Db, id: number): Promise<Inquiry | null> {
  const found = await findAdminInquiry(db, id);
  if (found !== null && found.spamReason !== null) return null;
  // Parsing keeps exactly the fields of an Inquiry, so nothing staff-only can slip through.
  return found && inquirySchema.parse(found);
}

/** Visitors may only refer to products they can see: a draft's id would reveal its name. */
export async function publishedProductExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: product.id })
    .from(product)
    .where(and(eq(product.id, id), eq(product.status, 'published')))
    .limit(1);
  return row !== undefined;
}

export interface InquiryValues {
  title: string;
  content: string;
  authorName: string;
  email: string | null;
  phone: string | null;
  secret: boolean;
  productId: number | null;
}

export async function insertInquiry(
  db: Db,
  values: InquiryValues &
    Pick<
      typeof inquiry.$inferInsert,
      | 'passwordHash'
      | 'privacyNoticeVersion'
      | 'language'
      | 'answerNoticeConsentAt'
      | 'answerTextConsentAt'
    > & { spamReason: SpamReason | null },
): Promise<number> {
  const [row] = await db
    .insert(inquiry)
    .values({ ...values, privacyConsentAt: new Date() })
    .returning({ id: inquiry.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Updates an unanswered inquiry; false when it is gone or already answered (checked atomically). */
export async function updateUnansweredInquiry(
  db: Db,
  id: number,
  values: InquiryValues,
): Promise<boolean> {
  const rows = await db
    .update(inquiry)
    .set(values)
    .where(and(eq(inquiry.id, id), eq(inquiry.status, 'received')))
    .returning({ id: inquiry.id });
  return rows.length > 0;
}

/**
 * Anonymises up to `limit` inquiries handled before `cutoff` (the oldest first, along
 * `inquiry_retention_idx`): the name, e-mail and phone go, and the messages sent about it (their
 * addresses); the question and answer stay.
 */
export async function eraseExpiredPersonalData(
  db: Db,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const handledAt = sql`coalesce(${inquiry.answeredAt}, ${inquiry.createdAt})`;
  const due = db
    .select({ id: inquiry.id })
    .from(inquiry)
    .where(and(isNull(inquiry.personalDataErasedAt), lt(handledAt, cutoff)))
    .orderBy(handledAt, inquiry.id)
    .limit(limit);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(inquiry)
      .set({ authorName: '', email: null, phone: null, personalDataErasedAt: new Date() })
      .where(and(inArray(inquiry.id, due), isNull(inquiry.personalDataErasedAt)))
      .returning({ id: inquiry.id });
    // Its messages go too: each holds the address it was sent to (decision 19).
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) await tx.delete(notification).where(inArray(notification.inquiryId, ids));
    return rows.length;
  });
}

/** Deletes an unanswered inquiry; false when it is gone or already answered (checked atomically). */
export async function deleteUnansweredInquiry(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(inquiry)
    .where(and(eq(inquiry.id, id), eq(inquiry.status, 'received')))
    .returning({ id: inquiry.id });
  return rows.length > 0;
}

/** Moves a quarantined inquiry into the normal list; false when none such. */
export async function releaseInquiry(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(inquiry)
    .set({ spamReason: null })
    .where(and(eq(inquiry.id, id), isNotNull(inquiry.spamReason)))
    .returning({ id: inquiry.id });
  return rows.length > 0;
}

/** Deletes up to `limit` quarantined inquiries received before `cutoff`. */
export async function deleteQuarantinedBefore(db: Db, cutoff: Date, limit: number) {
  const due = db
    .select({ id: inquiry.id })
    .from(inquiry)
    .where(and(isNotNull(inquiry.spamReason), lt(inquiry.createdAt, cutoff)))
    .orderBy(inquiry.createdAt, inquiry.id)
    .limit(limit);
  const rows = await db
    .delete(inquiry)
    .where(and(inArray(inquiry.id, due), isNotNull(inquiry.spamReason)))
    .returning({ id: inquiry.id });
  return rows.length;
}

export async function deleteInquiry(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(inquiry).where(eq(inquiry.id, id)).returning({ id: inquiry.id });
  return rows.length > 0;
}

/**
 * Saves the answer: `answered` when this answered an open inquiry, `edited` when it replaced
 * the answer of an answered one, null when there is no such inquiry. The row is locked first,
 * so two staff answering at once tell the writer once.
 */
export async function answerInquiry(
  db: Db,
  id: number,
  answer: string,
  memberId: number,
): Promise<'answered' | 'edited' | null> {
  const [before] = await db
    .select({ status: inquiry.status })
    .from(inquiry)
    .where(eq(inquiry.id, id))
    .for('update')
    .limit(1);
  if (!before) return null;
  await db
    .update(inquiry)
    .set({ answer, status: 'answered', answeredBy: memberId, answeredAt: new Date() })
    .where(eq(inquiry.id, id));
  return before.status === 'received' ? 'answered' : 'edited';
}

/**
 * Marks an inquiry answered (say, answered by phone) or reopens it. Reopening keeps the
 * answer text but clears who and when, and lets the visitor edit again.
 */
export async function setInquiryStatus(
  db: Db,
  id: number,
  status: InquiryStatus,
  memberId: number,
): Promise<boolean> {
  const stamp =
    status === 'answered'
      ? {
          answeredBy: sql`coalesce(${inquiry.answeredBy}, ${memberId})`,
          answeredAt: sql`coalesce(${inquiry.answeredAt}, now())`,
        }
      : { answeredBy: null, answeredAt: null };
  const rows = await db
    .update(inquiry)
    .set({ status, ...stamp })
    .where(eq(inquiry.id, id))
    .returning({ id: inquiry.id });
  return rows.length > 0;
}

export async function countUnanswered(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inquiry)
    .where(and(eq(inquiry.status, 'received'), notSpam));
  return row?.n ?? 0;
}

/** Korean time has no daylight saving, so a calendar day is always [00:00, 24:00) at +09:00. */
const koreanMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`);
const DAY_MS = 86_400_000;

/** Must stay identical to the expression of `inquiry_search_trgm_idx`, or the index goes unused. */
const searchText = sql`lower(${inquiry.title} || ' ' || ${inquiry.authorName} || ' ' || ${inquiry.content} || ' ' || coalesce(${inquiry.email}, '') || ' ' || coalesce(${inquiry.phone}, ''))`;

export async function listAdminInquiries(db: Db, query: AdminInquiryListQuery) {
  const filters: SQL[] = [query.spam === true ? isNotNull(inquiry.spamReason) : notSpam];
  if (query.status) filters.push(eq(inquiry.status, query.status));
  if (query.keyword) filters.push(like(searchText, containsPattern(query.keyword.toLowerCase())));
  if (query.from) filters.push(gte(inquiry.createdAt, koreanMidnight(query.from)));
  if (query.to) {
    filters.push(lt(inquiry.createdAt, new Date(koreanMidnight(query.to).getTime() + DAY_MS)));
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(inquiry)
      .leftJoin(product, eq(product.id, inquiry.productId))
      .leftJoin(member, eq(member.id, inquiry.answeredBy))
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(inquiry).where(where),
  ]);
  return { items: rows.map(toListItem), total: total?.n ?? 0 };
}
