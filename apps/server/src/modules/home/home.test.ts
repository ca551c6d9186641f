import { beforeAll, expect, test } from 'vitest';
import { ensureDefaultPages } from '../../bootstrap/default-pages.ts';
import { bearer, useTestApp } from '../../test/app.ts';

const ctx = useTestApp();
beforeAll(async () => {
  await ensureDefaultPages(ctx.app.db);
});

const admin = async <T>(method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await ctx.app.inject({
    method,
    url: `/api/admin/v1${url}`,
    headers: bearer(ctx.adminToken),
    payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<T>();
};
const home = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/data/v1/home', headers });

test('one request returns the hero, featured products, categories, places and the latest notices', async () => {
  const empty = await home();
  expect(empty.statusCode).toBe(200);
  expect(empty.json()).toMatchObject({
    hero: { slug: 'home', ctaHref: '/product/list' },
    featuredProducts: [],
    categories: [],
    places: [],
    latestPosts: { board: null, posts: [] },
  });

  const notices = await admin<{ id: number }>('POST', '/board', {
    name: '공지사항',
    slug: 'notice',
  });
  const other = await admin<{ id: number }>('POST', '/board', { name: '자료실', slug: 'library' });
  for (const title of ['첫 공지', '둘째 공지']) {
    await admin('POST', '/post', { boardId: notices.id, title, content: '<p>x</p>' });
  }
  await admin('POST', '/post', {
    boardId: notices.id,
    title: '초안',
    content: '',
    published: false,
  });
  await admin('POST', '/post', { boardId: other.id, title: '다른 게시판', content: '' });
  const category = await admin<{ id: number }>('POST', '/category', { name: '산업 자재' });
  await admin('POST', '/place', { name: '평택 공장', region: '경기' });
  await admin('POST', '/product', {
    name: '벨트 컨베이어',
    categoryId: category.id,
    status: 'published',
    featured: true,
  });
  await admin('POST', '/product', {
    name: '일반 제품',
    categoryId: category.id,
    status: 'published',
  });

  const body = (await home()).json();
  expect(body.latestPosts.board).toMatchObject({ id: notices.id });
  expect(body.latestPosts.posts.map((p: { title: string }) => p.title)).toEqual([
    '둘째 공지',
    '첫 공지',
  ]);
  expect(body.categories).toEqual([expect.objectContaining({ name: '산업 자재' })]);
  expect(body.places).toEqual([expect.objectContaining({ name: '평택 공장', region: '경기' })]);
  expect(body.featuredProducts.map((p: { name: string }) => p.name)).toEqual(['벨트 컨베이어']);
});

test('the home response is cached with an ETag that changes with any part', async () => {
  const first = await home();
  const etag = String(first.headers.etag);
  expect((await home({ 'if-none-match': etag })).statusCode).toBe(304);

  await admin('PUT', '/page/home', { title: '새 히어로 제목', content: '<p>새 소개</p>' });
  const afterPage = await home({ 'if-none-match': etag });
  expect(afterPage.statusCode).toBe(200);
  expect(afterPage.json().hero.title).toBe('새 히어로 제목');

  const etag2 = String(afterPage.headers.etag);
  const category = await admin<{ id: number }>('POST', '/category', { name: '농업 자재' });
  const afterCategory = await home({ 'if-none-match': etag2 });
  expect(afterCategory.statusCode).toBe(200);
  expect(afterCategory.json().categories.map((c: { id: number }) => c.id)).toContain(category.id);
});

test('?lang=en answers the home page in English where there is some, each part per language', async () => {
  const inEnglish = await ctx.app.inject({ method: 'GET', url: '/api/data/v1/home?lang=en' });
  expect(inEnglish.statusCode).toBe(200);
  const body = inEnglish.json();
  // The default home page has an English hero (a Korean save above left it as it was); the
  // categories here have no English names.
  expect(body.hero).toMatchObject({
    hasEnglish: true,
    title: 'Product search',
  });
  expect(body.hero.ko).toBeUndefined();
  expect(body.categories[0]).toMatchObject({ ko: ['name'] });
  expect((await home()).json().hero.title).toBe('새 히어로 제목');
  expect(inEnglish.headers.etag).not.toBe((await home()).headers.etag);
});
