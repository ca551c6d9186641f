import { PRIVACY_NOTICE_VERSION } from '../../test/inquiries.ts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, onTestFinished, test, vi } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { inquiry, notification } from '../../db/schema/index.ts';
import { parseEnv } from '../../env.ts';
import { openTestDatabase } from '../../test/database.ts';
import { erasePersonalDataOlderThan } from './inquiry-retention.ts';

const DAY_MS = 86_400_000;
const RETENTION_DAYS = 30;

async function retentionApp(retentionIntervalMs?: number) {
  const built = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', INQUIRY_RETENTION_DAYS: String(RETENTION_DAYS) }),
    database: await openTestDatabase(),
    ...(retentionIntervalMs === undefined ? {} : { retentionIntervalMs }),
  });
  await built.ready();
  return built;
}

/** The erasure called directly: its schedule (hourly) stays out of the way. */
let direct: App;
beforeAll(async () => {
  direct = await retentionApp();
});
afterAll(() => direct.close());

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** Inserts inquiries directly, so their dates can lie in the past. */
async function insertInquiries(
  app: App,
  rows: { createdDaysAgo: number; answeredDaysAgo?: number; name?: string }[],
): Promise<number[]> {
  const inserted = await app.db
    .insert(inquiry)
    .values(
      rows.map((row, i) => {
        const createdAt = daysAgo(row.createdDaysAgo);
        return {
          title: `보존 기간 ${String(i)}`,
          content: '질문 내용',
          authorName: row.name ?? '홍길동',
          email: 'hong@example.com',
          phone: '010-1234-5678',
          passwordHash: 'unused',
          secret: false,
          privacyConsentAt: createdAt,
          privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
          createdAt,
          updatedAt: createdAt,
          ...(row.answeredDaysAgo === undefined
            ? {}
            : {
                status: 'answered' as const,
                answer: '<p>답변</p>',
                answeredAt: daysAgo(row.answeredDaysAgo),
              }),
        };
      }),
    )
    .returning({ id: inquiry.id });
  return inserted.map((r) => r.id);
}

const rowsOf = (app: App, ids: number[]) =>
  app.db
    .select({
      id: inquiry.id,
      authorName: inquiry.authorName,
      email: inquiry.email,
      phone: inquiry.phone,
      content: inquiry.content,
      answer: inquiry.answer,
      erasedAt: inquiry.personalDataErasedAt,
    })
    .from(inquiry)
    .where(inArray(inquiry.id, ids))
    .orderBy(inquiry.id);

test('personal data is erased once the period has passed since the answer (or receipt), and only then', async () => {
  const ids = await insertInquiries(direct, [
    { createdDaysAgo: 90, answeredDaysAgo: 40 },
    { createdDaysAgo: 90, answeredDaysAgo: 5 },
    { createdDaysAgo: 31 },
    { createdDaysAgo: 10 },
  ]);
  const erased = await erasePersonalDataOlderThan(direct.db, RETENTION_DAYS);
  expect(erased).toBeGreaterThanOrEqual(2);

  const rows = await rowsOf(direct, ids);
  const anonymised = { authorName: '', email: null, phone: null, content: '질문 내용' };
  expect(rows[0]).toMatchObject({ ...anonymised, answer: '<p>답변</p>' });
  expect(rows[0]?.erasedAt).toBeInstanceOf(Date);
  expect(rows[1]).toMatchObject({
    authorName: '홍길동',
    email: 'hong@example.com',
    erasedAt: null,
  });
  expect(rows[2]).toMatchObject(anonymised);
  expect(rows[3]).toMatchObject({ authorName: '홍길동', phone: '010-1234-5678', erasedAt: null });

  // Nothing left to do: a second run changes nothing.
  expect(await erasePersonalDataOlderThan(direct.db, RETENTION_DAYS)).toBe(0);
});

test('the messages sent about an erased inquiry go with its personal data; the others stay', async () => {
  const [old, recent] = await insertInquiries(direct, [
    { createdDaysAgo: 90, answeredDaysAgo: 40 },
    { createdDaysAgo: 90, answeredDaysAgo: 5 },
  ]);
  if (old === undefined || recent === undefined) throw new Error('inquiries were not created');
  const sent = (inquiryId: number) => ({
    kind: 'inquiry_answered' as const,
    status: 'sent' as const,
    recipient: 'hong@example.com',
    language: 'ko' as const,
    inquiryId,
  });
  await direct.db.insert(notification).values([sent(old), sent(recent)]);
  const messagesOf = async (inquiryId: number) =>
    (await direct.db.select().from(notification).where(eq(notification.inquiryId, inquiryId)))
      .length;

  await erasePersonalDataOlderThan(direct.db, RETENTION_DAYS);
  expect(await messagesOf(old)).toBe(0);
  expect(await messagesOf(recent)).toBe(1);
});

test('a backlog larger than one batch is erased in one run', async () => {
  const ids = await insertInquiries(
    direct,
    Array.from({ length: 1_201 }, () => ({ createdDaysAgo: 400, name: '김민준' })),
  );
  expect(await erasePersonalDataOlderThan(direct.db, RETENTION_DAYS)).toBe(1_201);
  const left = await direct.db
    .select({ id: inquiry.id })
    .from(inquiry)
    .where(eq(inquiry.authorName, '김민준'));
  expect(left).toEqual([]);
  expect((await rowsOf(direct, ids.slice(-1)))[0]).toMatchObject({ email: null, phone: null });
});

test('the app runs the erasure on its own schedule and the public list stops showing the name', async () => {
  const app = await retentionApp(200);
  onTestFinished(() => app.close());
  const listNames = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/data/v1/inquiry?size=100' });
    return res.json<{ items: { id: number; authorName: string }[] }>().items;
  };
  const [id = 0] = await insertInquiries(app, [
    { createdDaysAgo: RETENTION_DAYS - 1, name: '박서연' },
  ]);
  // Cached while the name is still kept…
  expect((await listNames()).find((i) => i.id === id)?.authorName).toBe('박*연');
  // …then the period ends (moved into the past rather than waiting a day).
  await app.db
    .update(inquiry)
    .set({ createdAt: daysAgo(RETENTION_DAYS + 1) })
    .where(eq(inquiry.id, id));

  await vi.waitFor(
    async () => {
      expect((await rowsOf(app, [id]))[0]?.erasedAt).toBeInstanceOf(Date);
    },
    { timeout: 20_000, interval: 100 },
  );
  await vi.waitFor(async () => {
    expect((await listNames()).find((i) => i.id === id)?.authorName).toBe('');
  });
});
