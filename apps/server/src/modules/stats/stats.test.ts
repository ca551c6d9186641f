import type { AdminStats } from '@app/contract/stats';
import { expect, test } from 'vitest';
import { board, category, inquiry, post, product } from '../../db/schema/index.ts';
import { bearer, createMember, useTestApp } from '../../test/app.ts';

const ctx = useTestApp();

const stats = async (token: string) => {
  const res = await ctx.app.inject({ url: '/api/admin/v1/stats', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<AdminStats>();
};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
/** Today's date in Seoul, where the site's weeks are counted. */
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

test('needs a session', async () => {
  const res = await ctx.app.inject({ url: '/api/admin/v1/stats' });
  expect(res.statusCode).toBe(401);
});

test('an empty site: zeros and twelve empty Monday-based weeks ending this week', async () => {
  const staff = await createMember(ctx, { grade: 1 });
  const body = await stats(staff.token);
  expect(body).toMatchObject({
    publishedProducts: 0,
    draftProducts: 0,
    unansweredInquiries: 0,
    postsThisWeek: 0,
    mostViewedProducts: [],
  });
  expect(body.inquiriesPerWeek).toHaveLength(12);
  const starts = body.inquiriesPerWeek.map((w) => w.weekStart);
  for (const start of starts) expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
  expect([...starts].sort()).toEqual(starts);
  const last = starts.at(-1) ?? '';
  const today = seoulToday();
  expect(last <= today).toBe(true);
  expect(Date.parse(today) - Date.parse(last)).toBeLessThan(7 * 86_400_000);
  expect(body.inquiriesPerWeek.every((w) => w.count === 0)).toBe(true);
});

test('counts products, unanswered inquiries, this week’s posts and ranks the most viewed', async () => {
  const db = ctx.app.db;
  const [cat] = await db.insert(category).values({ name: '통계' }).returning();
  const categoryId = cat?.id ?? 0;
  await db.insert(product).values([
    { name: '인기 1', categoryId, status: 'published', viewCount: 50 },
    { name: '인기 2', categoryId, status: 'published', viewCount: 90 },
    { name: '조회 없음', categoryId, status: 'published', viewCount: 0 },
    { name: '초안 1', categoryId, status: 'draft', viewCount: 7 },
    { name: '초안 2', categoryId, status: 'draft' },
  ]);
  const asked = (createdAt: Date, status: 'received' | 'answered' = 'received') => ({
    title: '문의',
    content: '내용',
    authorName: '고객',
    email: 'buyer@example.com',
    passwordHash: 'not-used-here',
    privacyConsentAt: createdAt,
    privacyNoticeVersion: 'test',
    status,
    createdAt,
  });
  await db
    .insert(inquiry)
    .values([
      asked(new Date()),
      asked(new Date()),
      asked(new Date(), 'answered'),
      asked(daysAgo(21)),
      asked(daysAgo(200)),
    ]);
  const [notices] = await db
    .insert(board)
    .values({ slug: 'stats-notice', name: '공지' })
    .returning();
  const written = (createdAt: Date) => ({
    boardId: notices?.id ?? 0,
    title: '글',
    content: '<p>글</p>',
    searchText: '글',
    authorName: '관리자',
    createdAt,
  });
  await db.insert(post).values([written(new Date()), written(new Date()), written(daysAgo(10))]);

  // Visitors' changes may wait for the cache (30 s); a staff write refreshes it at once.
  expect((await stats(ctx.adminToken)).publishedProducts).toBe(0);
  const write = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/place',
    headers: bearer(ctx.adminToken),
    payload: { name: '통계 공장' },
  });
  expect(write.statusCode).toBe(201);

  const body = await stats(ctx.adminToken);
  expect(body).toMatchObject({
    publishedProducts: 3,
    draftProducts: 2,
    unansweredInquiries: 4,
    postsThisWeek: 2,
  });
  expect(body.mostViewedProducts.map((p) => [p.name, p.viewCount, p.status])).toEqual([
    ['인기 2', 90, 'published'],
    ['인기 1', 50, 'published'],
    ['초안 1', 7, 'draft'],
  ]);
  const weeks = body.inquiriesPerWeek;
  expect(weeks.at(-1)?.count).toBe(3);
  expect(weeks.reduce((sum, w) => sum + w.count, 0)).toBe(4);
  const threeWeeksAgo = weeks.findIndex((w) => w.count === 1);
  expect(threeWeeksAgo).toBe(8);
});
