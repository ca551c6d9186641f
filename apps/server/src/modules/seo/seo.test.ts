import type { AdminProduct } from '@app/contract/product';
import Fastify from 'fastify';
import {
  type ZodTypeProvider,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ensureDefaultPages, ensureDefaultPolicies } from '../../bootstrap/default-pages.ts';
import { product } from '../../db/schema/index.ts';
import { cachePlugin } from '../../plugins/app/cache.ts';
import { redisPlugin } from '../../plugins/external/redis.ts';
import { type TestContext, bearer, createTestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/catalogue.ts';
import { seoRoutes } from './seo.routes.ts';

const ORIGIN = 'https://www.example.co.kr';
const W3C_DATETIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

let ctx: TestContext;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: ORIGIN });
  await ensureDefaultPages(ctx.app.db);
  await ensureDefaultPolicies(ctx.app.db);
  ({ id: categoryId } = await createCategory(ctx));
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const admin = (method: Method, url: string, payload: object) =>
  ctx.app.inject({
    method,
    url: `/api/admin/v1${url}`,
    headers: bearer(ctx.adminToken),
    payload,
  });
// A Host of the visitor's own: with PUBLIC_URL set, it never reaches an address.
const visit = (url: string) => ctx.app.inject({ url, headers: { host: 'elsewhere.example' } });

interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * A strict reading of the plain XML sitemaps are (no comments, CDATA or attributes with `>`):
 * the declaration, tags closed in order, one root, text with nothing but the five entities.
 */
function parseXml(xml: string): XmlElement {
  expect(xml.startsWith(DECLARATION)).toBe(true);
  const document: XmlElement = { name: '#document', children: [], text: '' };
  const open = [document];
  for (const [token] of xml.slice(DECLARATION.length).matchAll(/<[^<>]*>|[^<]+/g)) {
    const parent = open.at(-1);
    if (parent === undefined) throw new Error(`content after the root: ${token}`);
    if (token.startsWith('</')) {
      expect(token).toBe(`</${parent.name}>`);
      open.pop();
    } else if (token.startsWith('<')) {
      const name = /^<([A-Za-z][\w:.-]*)(?:\s+[\w:]+="[^"<&]*")*\s*>$/.exec(token)?.[1];
      if (name === undefined) throw new Error(`not a start tag: ${token}`);
      const element: XmlElement = { name, children: [], text: '' };
      parent.children.push(element);
      open.push(element);
    } else {
      expect(token).not.toMatch(/[<>]|&(?!(?:amp|lt|gt|quot|apos);)/);
      parent.text += token.replace(/&(\w+);/g, (_, name: string) => ENTITIES[name] ?? '');
    }
  }
  expect(open).toEqual([document]);
  expect(document.text.trim()).toBe('');
  expect(document.children).toHaveLength(1);
  const [root] = document.children;
  if (root === undefined) throw new Error('no root element');
  return root;
}

/** The `<url>` or `<sitemap>` entries of a sitemap, each with exactly a loc and a lastmod. */
function entriesOf(xml: string, root: 'urlset' | 'sitemapindex') {
  const element = parseXml(xml);
  expect(element.name).toBe(root);
  expect(xml).toContain(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
  return element.children.map((entry) => {
    expect(entry.name).toBe(root === 'urlset' ? 'url' : 'sitemap');
    expect(entry.children.map((child) => child.name)).toEqual(['loc', 'lastmod']);
    const [loc, lastmod] = entry.children.map((child) => child.text);
    expect(lastmod).toMatch(W3C_DATETIME);
    return { loc: loc ?? '', lastmod: lastmod ?? '' };
  });
}

async function sitemap(url: string, root: 'urlset' | 'sitemapindex') {
  const res = await visit(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  return entriesOf(res.body, root);
}
const locsOf = async (url: string) => (await sitemap(url, 'urlset')).map((entry) => entry.loc);
const children = async () =>
  (await sitemap('/sitemap.xml', 'sitemapindex')).map((entry) => entry.loc);

/** RFC 9309: the longest matching rule wins, Allow on a tie; `*` is any text, `$` the end. */
function allowed(robots: string, path: string): boolean {
  let best = { length: -1, allow: true };
  for (const [, kind, pattern] of robots.matchAll(/^(Allow|Disallow): (\S*)$/gm)) {
    if (pattern === undefined || pattern === '') continue;
    const source = pattern
      .replace(/[.+?^{}()|[\]\\]/g, '\\$&')
      .replaceAll('*', '.*')
      .replace(/\\?\$$/, '$');
    if (!new RegExp(`^${source}`).test(path)) continue;
    const allow = kind === 'Allow';
    if (pattern.length > best.length || (pattern.length === best.length && allow)) {
      best = { length: pattern.length, allow };
    }
  }
  return best.allow;
}

test('robots.txt keeps crawlers out of staff, sign-in, the API and inquiries but their public list', async () => {
  const res = await visit('/robots.txt');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(res.body).toMatch(/^User-agent: \*$/m);
  expect(res.body).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap\\.xml$`, 'm'));
  const open = ['/', '/product/list', '/product/detail/7', '/board/view/3', '/about'];
  const openToo = ['/inquiries/list', '/inquiries/list?page=2', '/api/media/a/b.webp'];
  const closed = ['/admin', '/admin/product', '/login', '/api/data/v1/product', '/api/auth'];
  const inquiries = [
    '/inquiries',
    '/inquiries?productId=3',
    '/inquiries/12',
    '/inquiries/view/12',
    '/inquiries/view/1/secret',
  ];
  for (const path of [...open, ...openToo]) expect(allowed(res.body, path), path).toBe(true);
  for (const path of [...closed, ...inquiries]) expect(allowed(res.body, path), path).toBe(false);
});

test('the sitemap index lists the pages sitemap; the pages sitemap has home, the product list and every editable page', async () => {
  // The product list's lastmod is its latest product's: an empty catalogue has none to give.
  await createProduct(ctx, { categoryId });
  const index = await sitemap('/sitemap.xml', 'sitemapindex');
  expect(index[0]?.loc).toBe(`${ORIGIN}/sitemap-pages.xml`);
  const pages = await locsOf('/sitemap-pages.xml');
  const paths = ['/', '/product/list', '/about', '/termsofservice', '/privacy', '/smart'];
  for (const path of [...paths, '/research', '/patent'])
    expect(pages).toContain(`${ORIGIN}${path}`);
  expect(pages).not.toContain(`${ORIGIN}/home`);
});

test('a product staff publish appears at once, past the cache; one set to draft disappears', async () => {
  const first = await createProduct(ctx, { categoryId });
  const productUrl = (id: number) => `${ORIGIN}/product/detail/${id}`;
  expect(await children()).toContain(`${ORIGIN}/sitemap-products-1.xml`);
  expect(await locsOf('/sitemap-products-1.xml')).toContain(productUrl(first.id));

  // Written behind the API's back: the cached sitemap does not see it, so reads are cached.
  const [unseen] = await ctx.app.db
    .insert(product)
    .values({ name: '직접 넣은 상품', categoryId, status: 'published' })
    .returning({ id: product.id });
  if (unseen === undefined) throw new Error('insert returned nothing');
  expect(await locsOf('/sitemap-products-1.xml')).not.toContain(productUrl(unseen.id));

  const second = await createProduct(ctx, { categoryId });
  const afterCreate = await sitemap('/sitemap-products-1.xml', 'urlset');
  const saved = (
    await ctx.app.inject({
      url: `/api/admin/v1/product/${second.id}`,
      headers: bearer(ctx.adminToken),
    })
  ).json<AdminProduct>();
  expect(afterCreate).toContainEqual({
    loc: productUrl(second.id),
    lastmod: saved.updatedAt.replace(/\.\d{3}Z$/, 'Z'),
  });
  expect(afterCreate.map((entry) => entry.loc)).toContain(productUrl(unseen.id));

  const draft = await admin('PUT', `/product/${second.id}`, {
    name: second.name,
    categoryId,
    status: 'draft',
  });
  expect(draft.statusCode).toBe(200);
  const afterDraft = await locsOf('/sitemap-products-1.xml');
  expect(afterDraft).not.toContain(productUrl(second.id));
  expect(afterDraft).toContain(productUrl(first.id));

  const bulk = await admin('POST', '/product/bulk', { ids: [first.id], action: 'unpublish' });
  expect(bulk.statusCode).toBe(200);
  expect(await locsOf('/sitemap-products-1.xml')).not.toContain(productUrl(first.id));
});

test('a published post appears in the posts sitemap and its board in the pages sitemap', async () => {
  const before = await children();
  expect(before).not.toContain(`${ORIGIN}/sitemap-posts-1.xml`);
  const board = await admin('POST', '/board', { name: '공지사항', slug: 'notice' });
  expect(board.statusCode).toBe(201);
  const { id: boardId } = board.json<{ id: number }>();
  const post = async (title: string, published: boolean) => {
    const res = await admin('POST', '/post', { boardId, title, content: '<p>본문</p>', published });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const shown = await post('공개 글', true);
  const hidden = await post('숨긴 글', false);

  expect(await children()).toContain(`${ORIGIN}/sitemap-posts-1.xml`);
  const posts = await locsOf('/sitemap-posts-1.xml');
  expect(posts).toContain(`${ORIGIN}/board/view/${shown}`);
  expect(posts).not.toContain(`${ORIGIN}/board/view/${hidden}`);
  expect(await locsOf('/sitemap-pages.xml')).toContain(`${ORIGIN}/board/${boardId}`);
});

test('a sitemap number the index does not list is a 404 problem', async () => {
  for (const url of [
    '/sitemap-products-0.xml',
    '/sitemap-products-999.xml',
    '/sitemap-products-abc.xml',
    '/sitemap-products-01.xml',
    '/sitemap-products-99999999999999999999.xml',
    '/sitemap-posts-0.xml',
  ]) {
    const res = await visit(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.headers['content-type'], url).toMatch(/^application\/problem\+json/);
    expect(res.json(), url).toMatchObject({ status: 404, code: 'not_found' });
  }
});

test('HEAD answers as GET does, without a body', async () => {
  const res = await ctx.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.body).toBe('');
});

test('children hold at most the configured number of URLs, addressed by PUBLIC_URL whatever the Host', async () => {
  const own = await createTestApp();
  // The routes alone, with what they need of the app: its database and cache.
  const small = Fastify().withTypeProvider<ZodTypeProvider>();
  small.setValidatorCompiler(validatorCompiler);
  small.setSerializerCompiler(serializerCompiler);
  small.decorate('db', own.app.db);
  small.decorate('readDb', own.app.readDb);
  await small.register(redisPlugin, { url: undefined });
  await small.register(cachePlugin, { maxEntries: 2_000 });
  await small.register(seoRoutes, { publicUrl: 'http://shop.example:8080', urlsPerSitemap: 2 });
  try {
    const { id } = await createCategory(own);
    for (let i = 0; i < 5; i += 1) await createProduct(own, { categoryId: id });
    const get = async (url: string) => {
      const res = await small.inject({ url, headers: { host: 'evil.example/path' } });
      expect(res.statusCode, url).toBe(200);
      return res.body;
    };
    const origin = 'http://shop.example:8080';
    const listed = entriesOf(await get('/sitemap.xml'), 'sitemapindex').map((e) => e.loc);
    const products = listed.filter((loc) => loc.includes('/sitemap-products-'));
    expect(products).toEqual([1, 2, 3].map((n) => `${origin}/sitemap-products-${n}.xml`));
    const sizes = await Promise.all(
      [1, 2, 3].map(
        async (n) => entriesOf(await get(`/sitemap-products-${n}.xml`), 'urlset').length,
      ),
    );
    expect(sizes).toEqual([2, 2, 1]);
    expect(await get('/robots.txt')).toContain(`Sitemap: ${origin}/sitemap.xml`);
  } finally {
    await small.close();
    await own.close();
  }
});

test('English URLs are listed only for what has an English version', async () => {
  // The first versions of the pages and policies are in both languages; a page saved in Korean
  // only is not.
  const saved = await admin('PUT', '/page/patent', {
    title: '특허',
    content: '<p>개정</p>',
    titleEn: '',
    contentEn: '',
    metaDescriptionEn: '',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const pages = await locsOf('/sitemap-pages.xml');
  for (const path of ['/', '/about', '/smart', '/termsofservice', '/privacy', '/product/list']) {
    expect(pages).toContain(`${ORIGIN}${path}?lang=en`);
  }
  expect(pages).toContain(`${ORIGIN}/patent`);
  expect(pages).not.toContain(`${ORIGIN}/patent?lang=en`);

  const korean = await createProduct(ctx, { categoryId });
  const english = await createProduct(ctx, { categoryId, nameEn: 'Ball valve' });
  const listed = await children();
  expect(listed).toContain(`${ORIGIN}/sitemap-en-products-1.xml`);
  const englishUrls = await locsOf('/sitemap-en-products-1.xml');
  expect(englishUrls).toContain(`${ORIGIN}/product/detail/${english.id}?lang=en`);
  expect(englishUrls).not.toContain(`${ORIGIN}/product/detail/${korean.id}?lang=en`);
  // Every product keeps its Korean URL.
  const koreanUrls = await locsOf('/sitemap-products-1.xml');
  expect(koreanUrls).toContain(`${ORIGIN}/product/detail/${english.id}`);
  expect(koreanUrls).toContain(`${ORIGIN}/product/detail/${korean.id}`);

  // Taking the English name away takes the English URL out at once.
  const cleared = await admin('PUT', `/product/${english.id}`, {
    name: english.name,
    nameEn: '',
    categoryId,
    status: 'published',
  });
  expect(cleared.statusCode).toBe(200);
  expect(await children()).not.toContain(`${ORIGIN}/sitemap-en-products-1.xml`);
  expect((await visit('/sitemap-en-products-1.xml')).statusCode).toBe(404);

  const board = await admin('POST', '/board', { name: '보도자료', nameEn: 'Press', slug: 'press' });
  const { id: boardId } = board.json<{ id: number }>();
  const post = await admin('POST', '/post', {
    boardId,
    title: '수출 실적',
    titleEn: 'Exports',
    content: '<p>본문</p>',
  });
  const { id: postId } = post.json<{ id: number }>();
  expect(await locsOf('/sitemap-pages.xml')).toContain(`${ORIGIN}/board/${boardId}?lang=en`);
  expect(await locsOf('/sitemap-en-posts-1.xml')).toEqual([
    `${ORIGIN}/board/view/${postId}?lang=en`,
  ]);
});

/** A feed's items as title, link and description, after checking the channel around them. */
async function feedItems(url: string, self: string) {
  const res = await visit(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  const rss = parseXml(res.body);
  expect(rss.name).toBe('rss');
  const [channel] = rss.children;
  if (channel === undefined) throw new Error('no channel');
  const text = (name: string) => channel.children.find((c) => c.name === name)?.text;
  for (const required of ['title', 'link', 'description']) expect(text(required)).toBeTruthy();
  expect(res.body).toContain(`<atom:link href="${self}" rel="self"`);
  return channel.children
    .filter((child) => child.name === 'item')
    .map((item) => {
      const field = (name: string) => item.children.find((c) => c.name === name)?.text ?? '';
      expect(new Date(field('pubDate')).getTime(), field('title')).not.toBeNaN();
      expect(field('guid')).toBe(field('link'));
      return { title: field('title'), link: field('link'), description: field('description') };
    });
}

test("a board's feed lists its newest published posts, pinned or not, in RSS 2.0; English where written", async () => {
  const board = await admin('POST', '/board', { name: '소식', nameEn: 'News', slug: 'news-feed' });
  const { id: boardId } = board.json<{ id: number }>();
  const post = async (input: object) => {
    const res = await admin('POST', '/post', { boardId, content: '<p>본문 & 내용</p>', ...input });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const pinned = await post({ title: '고정 공지', pinned: true });
  const plain = await post({ title: '새 소식 <1>', titleEn: 'News <1>' });
  await post({ title: '숨긴 글', published: false });

  const items = await feedItems(`/rss/board/${boardId}`, `${ORIGIN}/rss/board/${boardId}`);
  // Newest first, whatever is pinned; addressed by PUBLIC_URL whatever the Host.
  expect(items).toEqual([
    { title: '새 소식 <1>', link: `${ORIGIN}/board/view/${plain}`, description: '본문 & 내용' },
    { title: '고정 공지', link: `${ORIGIN}/board/view/${pinned}`, description: '본문 & 내용' },
  ]);
  const english = await feedItems(
    `/rss/board/${boardId}?lang=en`,
    `${ORIGIN}/rss/board/${boardId}?lang=en`,
  );
  expect(english.map((item) => [item.title, item.link])).toEqual([
    ['News <1>', `${ORIGIN}/board/view/${plain}?lang=en`],
    ['고정 공지', `${ORIGIN}/board/view/${pinned}?lang=en`],
  ]);

  // A new post is in the feed at once, past its cache.
  const newest = await post({ title: '가장 새 글' });
  expect(
    (await feedItems(`/rss/board/${boardId}`, `${ORIGIN}/rss/board/${boardId}`))[0]?.link,
  ).toBe(`${ORIGIN}/board/view/${newest}`);
  expect((await visit('/rss/board/999999')).statusCode).toBe(404);
  expect((await visit('/rss/board/abc')).statusCode).toBe(400);
});

test('the products feed lists the newest published products, never a draft', async () => {
  const published = await createProduct(ctx, {
    name: '피드 펌프',
    summary: '새로 나온 펌프',
    categoryId,
    status: 'published',
  });
  const draft = await createProduct(ctx, { name: '피드 초안', categoryId, status: 'draft' });
  const items = await feedItems('/rss/products', `${ORIGIN}/rss/products`);
  expect(items[0]).toEqual({
    title: '피드 펌프',
    link: `${ORIGIN}/product/detail/${published.id}`,
    description: '새로 나온 펌프',
  });
  expect(items.map((item) => item.link)).not.toContain(`${ORIGIN}/product/detail/${draft.id}`);
});
