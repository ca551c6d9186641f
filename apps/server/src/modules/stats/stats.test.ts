import type { AdminStats } from '@app/contract/stats';
import { inArray, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { insertSampleProducts } from '../../bootstrap/catalogue-seed.ts';
import { queryRows } from '../../db/client.ts';
import { board, category, inquiry, post, product } from '../../db/schema/index.ts';
import { bearer, createMember, useTestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/catalogue.ts';
import { readAdminStats } from './stats.repository.ts';

const ctx = useTestApp();

const stats = async (token: string) => {
  const res = await ctx.app.inject({ url: '/api/admin/v1/stats', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<AdminStats>();
};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
/** Today's date in Seoul, where the site's weeks are counted. */
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

const counted = z.object({
  published: z.coerce.number(),
  draft: z.coerce.number(),
  unanswered: z.coerce.number(),
});
/** The dashboard's counts (kept by triggers) checked against count(*); answers them. */
async function exactCounts() {
  const [truth] = await queryRows(
    ctx.app.db,
    sql`select (select count(*) from product where status = 'published') as published,
               (select count(*) from product where status = 'draft') as draft,
               (select count(*) from inquiry where status = 'received') as unanswered`,
    counted,
  );
  if (!truth) throw new Error('nothing counted');
  const stats = await readAdminStats(ctx.app.db);
  expect({
    published: stats.publishedProducts,
    draft: stats.draftProducts,
    unanswered: stats.unansweredInquiries,
  }).toEqual(truth);
  return truth;
}

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

test('product counts stay exact through creates, status changes, bulk changes and deletes', async () => {
  const before = await exactCounts();
  const { id: categoryId } = await createCategory(ctx);
  // At once: on PostgreSQL the writers take turns on the counter rows, none is lost.
  const created = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      createProduct(ctx, { categoryId, status: i % 3 === 0 ? 'draft' : 'published' }),
    ),
  );
  expect(await exactCounts()).toMatchObject({
    published: before.published + 8,
    draft: before.draft + 4,
  });
  const [first, second, third] = created;
  if (!first || !second || !third) throw new Error('products were not created');

  const edit = await ctx.admin('PUT', `/product/${first.id}`, {
    name: first.name,
    categoryId,
    status: 'published',
  });
  expect(edit.statusCode).toBe(200);
  expect(await exactCounts()).toMatchObject({
    published: before.published + 9,
    draft: before.draft + 3,
  });

  const ids = created.map((p) => p.id);
  const bulk = (action: string, only = ids) =>
    ctx.admin('POST', '/product/bulk', { ids: only, action });
  expect((await bulk('unpublish')).json()).toEqual({ affected: 12 });
  expect(await exactCounts()).toMatchObject({
    published: before.published,
    draft: before.draft + 12,
  });
  // A view count or any edit that keeps every status moves no counter.
  await ctx.app.db.update(product).set({ viewCount: 5 }).where(inArray(product.id, ids));
  await Promise.all([
    bulk('publish', [first.id]),
    bulk('publish', [second.id]),
    ctx.admin('DELETE', `/product/${third.id}`),
  ]);
  expect(await exactCounts()).toMatchObject({
    published: before.published + 2,
    draft: before.draft + 9,
  });
  expect((await bulk('delete')).json()).toEqual({ affected: 11 });
  expect(await exactCounts()).toEqual(before);
});

test('the bulk seed keeps the product counts exact', async () => {
  const before = await exactCounts();
  const [seedCategory] = await ctx.app.db.insert(category).values({ name: '시드' }).returning();
  if (!seedCategory) throw new Error('no category');
  // Several statements of many rows each, as the seed loads a million.
  await insertSampleProducts(ctx.app.db, {
    count: 1_500,
    batchSize: 400,
    categories: [seedCategory],
    placeIds: [],
  });
  const after = await exactCounts();
  expect(after.published + after.draft).toBe(before.published + before.draft + 1_500);
  expect(after.draft).toBeGreaterThan(before.draft);
  await ctx.app.db.delete(product).where(sql`category_id = ${seedCategory.id}`);
  expect(await exactCounts()).toEqual(before);
});

test('inquiry counts stay exact through new, answered, deleted and emptied inquiries', async () => {
  const before = await exactCounts();
  const asked = (status: 'received' | 'answered') => ({
    title: '문의',
    content: '내용',
    authorName: '고객',
    email: 'buyer@example.com',
    passwordHash: 'not-used-here',
    privacyConsentAt: new Date(),
    privacyNoticeVersion: 'test',
    status,
  });
  const rows = await ctx.app.db
    .insert(inquiry)
    .values([asked('received'), asked('received'), asked('received'), asked('answered')])
    .returning({ id: inquiry.id });
  expect(await exactCounts()).toMatchObject({ unanswered: before.unanswered + 3 });
  const [one, two] = rows;
  if (!one || !two) throw new Error('inquiries were not created');
  const answer = await ctx.admin('POST', `/inquiry/${one.id}/answer`, { answer: '<p>답변</p>' });
  expect(answer.statusCode).toBe(200);
  expect(await exactCounts()).toMatchObject({ unanswered: before.unanswered + 2 });
  const reopen = await ctx.admin('PUT', `/inquiry/${one.id}`, { status: 'received' });
  expect(reopen.statusCode).toBe(200);
  expect(await exactCounts()).toMatchObject({ unanswered: before.unanswered + 3 });
  await ctx.admin('PUT', `/inquiry/${one.id}`, { status: 'answered' });
  expect((await ctx.admin('DELETE', `/inquiry/${two.id}`)).statusCode).toBe(204);
  expect(await exactCounts()).toMatchObject({ unanswered: before.unanswered + 1 });
  // Its outbox rows go with it (they reference it).
  await ctx.app.db.execute(sql`truncate inquiry cascade`);
  expect(await exactCounts()).toMatchObject({ unanswered: 0 });
});
