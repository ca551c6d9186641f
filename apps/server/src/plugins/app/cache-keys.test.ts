import { expect, test } from 'vitest';
import { ensureDefaultPages } from '../../bootstrap/default-pages.ts';
import { place } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createCategory, createPlace, createProduct } from '../../test/catalogue.ts';
import { standInWebBuild } from '../../test/web-build.ts';

// A stand-in for the web app's server build: the rendered page is the home API's JSON, so
// whatever a write changes there shows in the page's HTML.
const webRoot = standInWebBuild(
  `export const createPageRenderer = ({ api }) => async () => {
    const response = await api('/api/data/v1/home', {});
    return { kind: 'page', status: 200, html: await response.text() };
  };`,
);

const ctx = useTestApp({}, { webRoot });
const renderedHome = async () => {
  const res = await ctx.app.inject({ url: '/' });
  expect(res.statusCode).toBe(200);
  return res.body;
};

test('staff writes drop the rendered pages that show what they changed', async () => {
  await ensureDefaultPages(ctx.app.db);
  await renderedHome();
  // Written behind the app's back: the cached page goes on showing what it rendered.
  await ctx.app.db.insert(place).values({ name: '몰래 넣은 장소' });
  expect(await renderedHome()).not.toContain('몰래 넣은 장소');

  await createPlace(ctx, { name: '렌더 장소' });
  expect(await renderedHome()).toContain('렌더 장소');

  const { id: categoryId } = await createCategory(ctx, { name: '렌더 분류' });
  expect(await renderedHome()).toContain('렌더 분류');

  await createProduct(ctx, { categoryId, name: '렌더 상품', featured: true });
  expect(await renderedHome()).toContain('렌더 상품');

  const saved = await ctx.admin('PUT', '/page/home', {
    title: '렌더 제목',
    content: '<p>본문</p>',
  });
  expect(saved.statusCode).toBe(200);
  expect(await renderedHome()).toContain('렌더 제목');
});
