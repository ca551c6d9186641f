import { expect, test } from 'vitest';
import { api, apiToken, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

/**
 * The API calls a page makes once loaded in a browser (images are files, not calls). The
 * browser's clock runs ten minutes ahead: a kept page is served as rendered, often minutes
 * ago, and its data must not look stale for that.
 */
async function apiCallsOf(path: string, width: number): Promise<string[]> {
  const page = await browser.newPage({ width });
  await page.clock.setSystemTime(Date.now() + 10 * 60_000);
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/media/')) {
      calls.push(`${url.pathname}${url.search}`);
    }
  });
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.context().close();
  return calls;
}

test('every public page arrives with its data: once hydrated, the browser asks the API for nothing', async () => {
  const staff = api(await apiToken());
  const id = unique();
  const category = (await staff.post('/api/admin/v1/category', { name: `수화 ${id}` })) as {
    id: number;
  };
  const product = (await staff.post('/api/admin/v1/product', {
    name: `수화 펌프 ${id}`,
    categoryId: category.id,
  })) as { id: number };
  const board = (await staff.post('/api/admin/v1/board', {
    name: `수화 게시판 ${id}`,
    slug: `hydrate-${id}`,
  })) as { id: number };
  const post = (await staff.post('/api/admin/v1/post', {
    boardId: board.id,
    title: `수화 글 ${id}`,
    content: '<p>본문</p>',
  })) as { id: number };

  const pages = [
    '/',
    '/about',
    '/product/list',
    `/product/list?category=${String(category.id)}`,
    `/product/detail/${String(product.id)}`,
    `/board/${String(board.id)}`,
    `/board/view/${String(post.id)}`,
    '/inquiries/list',
    '/product/list?lang=en',
  ];
  const asked: Record<string, string[]> = {};
  // A fresh browser each time: wider than 1500 px, the product list shows 20 products, and the
  // page arrives with them although the first request could not say the window's width.
  const widths = (path: string) =>
    path.startsWith('/product/list') ? [1280, 390, 1600] : [1280, 390];
  // A path's widths in tabs at once: most of each visit is waiting for the network to go quiet.
  for (const path of pages) {
    await Promise.all(
      widths(path).map(async (width) => {
        const calls = await apiCallsOf(path, width);
        if (calls.length > 0) asked[`${path} @${String(width)}px`] = calls;
      }),
    );
  }
  expect(asked).toEqual({});
});
