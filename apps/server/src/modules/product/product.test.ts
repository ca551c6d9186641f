import {
  type AdminProduct,
  type AdminProductRow,
  type ProductCard,
  type ProductDetail,
  type ProductPage,
  RELATED_PRODUCTS,
} from '@app/contract/product';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { type TestContext, bearer, createMember, createTestApp } from '../../test/app.ts';
import { mergePendingSearchEntries } from './product.repository.ts';
import {
  type CreatedProduct,
  createCategory,
  createImage,
  createPlace,
  createProduct,
} from '../../test/catalogue.ts';

let ctx: TestContext;
let food: { id: number };
let fruit: { id: number };
let dairy: { id: number };
let farm: { id: number };
let factory: { id: number };

beforeAll(async () => {
  ctx = await createTestApp();
  food = await createCategory(ctx, { name: '식품' });
  fruit = await createCategory(ctx, { name: '과일', parentId: food.id });
  dairy = await createCategory(ctx, { name: '유제품', parentId: food.id });
  farm = await createPlace(ctx, { name: '나주 스마트팜' });
  factory = await createPlace(ctx, { name: '평택 공장' });
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const admin = (method: Method, url: string, payload?: object, token = ctx.adminToken) =>
  ctx.app.inject({
    method,
    url: `/api/admin/v1${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const visit = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/data/v1${url}`, headers });
const publicList = async (query: string) => {
  const res = await visit(`/product?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<ProductPage<ProductCard>>();
};
const names = (page: { items: { name: string }[] }) => page.items.map((p) => p.name);

test('staff create a product; its page shows gallery, specs, sanitised description and related products', async () => {
  const [first, second] = [await createImage(ctx), await createImage(ctx)];
  const res = await admin('POST', '/product', {
    name: '  나주 배 선물세트 ',
    summary: '아삭한 나주 배 5kg',
    description: '<p onclick="x()">달고 <strong>시원한</strong> 배</p><script>alert(1)</script>',
    categoryId: fruit.id,
    placeId: farm.id,
    specs: [
      { label: '중량', value: '5kg' },
      { label: '원산지', value: '전라남도 나주' },
    ],
    imageIds: [second, first],
    status: 'published',
    featured: true,
  });
  expect(res.statusCode).toBe(201);
  const created = res.json<AdminProduct>();
  expect(created).toMatchObject({
    name: '나주 배 선물세트',
    description: '<p>달고 <strong>시원한</strong> 배</p>',
    categoryId: fruit.id,
    placeId: farm.id,
    imageIds: [second, first],
    status: 'published',
    featured: true,
    viewCount: 0,
  });
  expect(created.images.map((i) => i.id)).toEqual([second, first]);
  const sibling = await createProduct(ctx, { name: '신고배', categoryId: fruit.id });
  const newer = await createProduct(ctx, { name: '황금배', categoryId: fruit.id });
  const draft = await createProduct(ctx, { name: '원황배', categoryId: fruit.id, status: 'draft' });

  const page = await visit(`/product/${created.id}`);
  expect(page.statusCode).toBe(200);
  const detail = page.json<ProductDetail>();
  expect(detail).toMatchObject({
    name: '나주 배 선물세트',
    category: { id: fruit.id, name: '과일' },
    place: { id: farm.id, name: '나주 스마트팜' },
    specs: [
      { label: '중량', value: '5kg' },
      { label: '원산지', value: '전라남도 나주' },
    ],
  });
  expect(detail.image?.id).toBe(second);
  expect(detail.images.map((i) => i.id)).toEqual([second, first]);
  expect(detail.images[0]?.variants[0]?.url).toMatch(/^\/api\/media\/[0-9a-f]{32}-\d+\.webp$/);
  // Newest first, published only, never the product itself.
  const related = detail.related.map((p) => p.id);
  expect(related.indexOf(newer.id)).toBeLessThan(related.indexOf(sibling.id));
  expect(related.indexOf(sibling.id)).toBeGreaterThan(-1);
  expect(related).not.toContain(draft.id);
  expect(related).not.toContain(created.id);
  expect(related.length).toBeLessThanOrEqual(RELATED_PRODUCTS);
});

test('drafts stay off the public site until published', async () => {
  const draft = await createProduct(ctx, {
    name: '비공개 치즈',
    categoryId: dairy.id,
    status: 'draft',
  });
  expect((await visit(`/product/${draft.id}`)).statusCode).toBe(404);
  expect(names(await publicList('keyword=비공개'))).toEqual([]);

  const published = await admin('POST', '/product/bulk', { ids: [draft.id], action: 'publish' });
  expect(published.json()).toEqual({ affected: 1 });
  expect((await visit(`/product/${draft.id}`)).statusCode).toBe(200);
  expect(names(await publicList('keyword=비공개'))).toEqual(['비공개 치즈']);

  await admin('POST', '/product/bulk', { ids: [draft.id], action: 'unpublish' });
  expect((await visit(`/product/${draft.id}`)).statusCode).toBe(404);
});

test('unknown and invalid ids', async () => {
  expect((await visit('/product/999999')).statusCode).toBe(404);
  expect((await visit('/product/abc')).statusCode).toBe(400);
  expect((await visit('/product/0')).statusCode).toBe(400);
  for (const res of [
    await admin('GET', '/product/999999'),
    await admin('PUT', '/product/999999', { name: 'x', categoryId: food.id }),
    await admin('DELETE', '/product/999999'),
  ]) {
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  }
});

test('a category filter includes its sub-categories; place, featured and sort filters', async () => {
  const top = await createCategory(ctx, { name: '음료' });
  const juice = await createCategory(ctx, { name: '주스', parentId: top.id });
  const tea = await createCategory(ctx, { name: '차', parentId: top.id });
  await createProduct(ctx, { name: '가 사과주스', categoryId: juice.id, placeId: factory.id });
  await createProduct(ctx, { name: '다 녹차', categoryId: tea.id, featured: true });
  await createProduct(ctx, { name: '나 보리차', categoryId: tea.id, placeId: factory.id });

  expect(names(await publicList(`category=${top.id}&sort=name`))).toEqual([
    '가 사과주스',
    '나 보리차',
    '다 녹차',
  ]);
  expect(names(await publicList(`category=${tea.id}`))).toEqual(['나 보리차', '다 녹차']);
  expect(names(await publicList(`category=${top.id}&place=${factory.id}&sort=name`))).toEqual([
    '가 사과주스',
    '나 보리차',
  ]);
  expect(names(await publicList(`category=${top.id}&featured=true`))).toEqual(['다 녹차']);
  const paged = await publicList(`category=${top.id}&sort=name&size=2&page=1`);
  expect(paged).toMatchObject({ page: 1, size: 2, total: 3, totalCapped: false });
  expect(names(paged)).toEqual(['다 녹차']);
  // A page past the end is empty but still knows the total.
  expect(await publicList(`category=${top.id}&size=2&page=5`)).toMatchObject({
    items: [],
    total: 3,
  });
});

test.each([
  ['sort=random', 'querystring.sort'],
  ['size=101', 'querystring.size'],
  ['page=-1', 'querystring.page'],
  ['category=abc', 'querystring.category'],
  ['featured=yes', 'querystring.featured'],
  [`keyword=${'가'.repeat(101)}`, 'querystring.keyword'],
  // Past the 2,000-result window the pager never goes.
  ['page=100&size=20', 'querystring.page'],
])('a public list query with %s is refused', async (query, field) => {
  const res = await visit(`/product?${encodeURI(query)}`);
  expect(res.statusCode).toBe(400);
  expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
});

test('keyword search in Korean (one, two and three syllables) and English, exact and prefix first', async () => {
  const category = await createCategory(ctx, { name: '검색 시험' });
  const make = (name: string, extra: object = {}) =>
    createProduct(ctx, { name, categoryId: category.id, ...extra });
  await make('국산 꿀 선물세트');
  await make('꿀사과');
  await make('사과');
  await make('청송 사과 5kg');
  await make('사과나무 묘목');
  await make('Organic Apple Juice', { summary: '100% 착즙' });
  await make('스테인리스 텀블러', { specs: [{ label: '재질', value: '스테인리스 304' }] });
  await make('고추장 1kg');
  await make('고추 가루');

  const search = async (keyword: string) =>
    names(await publicList(`category=${category.id}&keyword=${encodeURIComponent(keyword)}`));

  expect((await search('꿀')).sort()).toEqual(['국산 꿀 선물세트', '꿀사과']);
  // The name is the keyword, holds it as a word, starts with it, holds it (decision 5).
  expect(await search('사과')).toEqual(['사과', '청송 사과 5kg', '사과나무 묘목', '꿀사과']);
  expect(await search('고추장')).toEqual(['고추장 1kg']);
  expect(await search('고추')).toEqual(['고추 가루', '고추장 1kg']);
  expect(await search('APPLE')).toEqual(['Organic Apple Juice']);
  expect(await search('착즙')).toEqual(['Organic Apple Juice']);
  // Specs are searched too.
  expect(await search('304')).toEqual(['스테인리스 텀블러']);
  // Every term must match.
  expect(await search('사과 청송')).toEqual(['청송 사과 5kg']);
  // LIKE wildcards are plain characters.
  expect(await search('100%')).toEqual(['Organic Apple Juice']);
  expect(await search('%')).toEqual(['Organic Apple Juice']);
  expect(await search('_')).toEqual([]);
  expect(await search('없는상품')).toEqual([]);
});

test('a product code is optional, unique compared without case, spaces or separators, shown everywhere and found first by search', async () => {
  const category = await createCategory(ctx, { name: '품번 시험' });
  const create = (name: string, code?: string | null) =>
    admin('POST', '/product', { name, code, categoryId: category.id, status: 'published' });
  const valve = await create('스테인리스 볼밸브', ' SUS-304-2B ');
  expect(valve.statusCode).toBe(201);
  expect(valve.json<AdminProduct>().code).toBe('SUS-304-2B');
  // A product whose name holds the code, created later (so newer), still ranks below the code.
  await create('SUS-304-2B 호환 패킹', null);
  await create('볼밸브 ab-9', 'AB-9');
  expect((await create('코드 없음', '')).json<AdminProduct>().code).toBeNull();

  // The same code in another case, or without its hyphens, is refused, naming the product that
  // holds it; nothing is added. The code stays as typed.
  const before = (await publicList(`category=${category.id}`)).total;
  for (const same of ['sus-304-2b', 'SUS3042B', 'sus 304/2b']) {
    const taken = await create('다른 밸브', same);
    expect(taken.statusCode, same).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'product_code_taken' });
    expect(taken.json().errors[0].field).toBe('body.code');
    expect(taken.json().detail).toContain('스테인리스 볼밸브');
  }
  expect((await publicList(`category=${category.id}`)).total).toBe(before);

  // Editing keeps the product's own code; taking another's is refused and changes nothing.
  const ab = (await publicList(`category=${category.id}&keyword=AB-9`)).items[0];
  if (!ab) throw new Error('no AB-9');
  const keep = await admin('PUT', `/product/${ab.id}`, {
    name: '볼밸브 ab-9 (개정)',
    code: 'ab-9',
    categoryId: category.id,
    status: 'published',
  });
  expect(keep.statusCode).toBe(200);
  const steal = await admin('PUT', `/product/${ab.id}`, {
    name: '가로채기',
    code: 'SUS-304-2B',
    categoryId: category.id,
  });
  expect(steal.statusCode).toBe(409);
  expect((await admin('GET', `/product/${ab.id}`)).json()).toMatchObject({
    name: '볼밸브 ab-9 (개정)',
    code: 'ab-9',
  });
  for (const code of ['bad!', '-x', 'x'.repeat(51)]) {
    const refused = await create('잘못된 코드', code);
    expect(refused.statusCode, code).toBe(400);
    expect(refused.json().errors[0].field).toBe('body.code');
  }

  // The exact code first, whatever its case; then name matches; a prefix of a code finds it too.
  const search = async (keyword: string) =>
    names(await publicList(`category=${category.id}&keyword=${encodeURIComponent(keyword)}`));
  expect(await search('sus-304-2b')).toEqual(['스테인리스 볼밸브', 'SUS-304-2B 호환 패킹']);
  expect(await search('SUS-304')).toEqual(['SUS-304-2B 호환 패킹', '스테인리스 볼밸브']);
  expect(await search('304-2b')).toEqual(['SUS-304-2B 호환 패킹', '스테인리스 볼밸브']);
  const list = await publicList(`category=${category.id}&keyword=${encodeURIComponent('볼밸브')}`);
  expect(list.items.map((item) => item.code).sort()).toEqual(['SUS-304-2B', 'ab-9']);
  const detail = await visit(`/product/${String(valve.json<AdminProduct>().id)}`);
  expect(detail.json<ProductDetail>().code).toBe('SUS-304-2B');
  const table = await admin('GET', `/product?keyword=${encodeURIComponent('SUS-304-2B')}`);
  expect(table.json<ProductPage<AdminProductRow>>().items[0]?.code).toBe('SUS-304-2B');
});

test('the first list pages are cached with an ETag and refreshed by staff writes', async () => {
  const category = await createCategory(ctx, { name: '캐시 시험' });
  const url = `/product?category=${category.id}`;
  const first = await visit(url);
  const etag = String(first.headers.etag);
  expect(first.json().total).toBe(0);
  expect((await visit(url, { 'if-none-match': etag })).statusCode).toBe(304);

  const created = await createProduct(ctx, { name: '캐시 우유', categoryId: category.id });
  const after = await visit(url);
  expect(after.headers.etag).not.toBe(etag);
  expect(after.json().items.map((p: { id: number }) => p.id)).toEqual([created.id]);

  // Renaming the category shows on the cached product page at once.
  const detailBefore = (await visit(`/product/${created.id}`)).json<ProductDetail>();
  expect(detailBefore.category?.name).toBe('캐시 시험');
  await admin('PUT', `/category/${category.id}`, { name: '캐시 시험 2' });
  expect((await visit(`/product/${created.id}`)).json<ProductDetail>().category?.name).toBe(
    '캐시 시험 2',
  );
});

test('views are counted (buffered) and drive the popular sort', async () => {
  const category = await createCategory(ctx, { name: '인기 시험' });
  const quiet = await createProduct(ctx, { name: '조용한 상품', categoryId: category.id });
  const popular = await createProduct(ctx, { name: '인기 상품', categoryId: category.id });
  for (let i = 0; i < 3; i += 1) await visit(`/product/${popular.id}`);
  await visit(`/product/${quiet.id}`);
  await ctx.app.productViews.flush();
  await ctx.app.productViews.fold();

  const row = (await admin('GET', `/product/${popular.id}`)).json<AdminProduct>();
  expect(row.viewCount).toBe(3);
  expect(names(await publicList(`category=${category.id}&sort=popular&page=3`))).toEqual([]);
  const sorted = await visit(`/product?category=${category.id}&sort=popular&keyword=상품`);
  expect(names(sorted.json())).toEqual(['인기 상품', '조용한 상품']);
});

test('views of many products are all written, each product’s row once at the fold', async () => {
  const category = await createCategory(ctx, { name: '많이 본 상품' });
  const products: CreatedProduct[] = [];
  for (let i = 0; i < 45; i += 1) {
    products.push(await createProduct(ctx, { name: `조회 ${i}`, categoryId: category.id }));
  }
  for (const [i, product] of products.entries()) {
    for (let n = 0; n <= i % 3; n += 1) await visit(`/product/${product.id}`);
  }
  await ctx.app.productViews.flush();
  // Counted, but not yet on the products: that is the hourly fold's work.
  expect(
    (await admin('GET', `/product/${products[0]?.id ?? 0}`)).json<AdminProduct>().viewCount,
  ).toBe(0);
  expect(await ctx.app.productViews.fold()).toBeGreaterThanOrEqual(45);
  for (const [i, product] of products.entries()) {
    expect((await admin('GET', `/product/${product.id}`)).json<AdminProduct>().viewCount).toBe(
      (i % 3) + 1,
    );
  }
  // The fold merged the search indexes' pending entries it made: none is left for searches.
  expect(await mergePendingSearchEntries(ctx.app.db)).toBe(0);
});

test('a view writes no product row until the fold, then one write for all its views', async () => {
  const { id: categoryId } = await createCategory(ctx, { name: '조회 보류' });
  const viewed = await createProduct(ctx, { name: '보류 상품', categoryId });
  const version = async () => {
    const [row] = await queryRows(
      ctx.app.db,
      sql`select xmin::text as xmin, view_count from product where id = ${viewed.id}`,
      z.object({ xmin: z.string(), view_count: z.number() }),
    );
    return row;
  };
  const before = await version();
  for (let i = 0; i < 5; i += 1) await visit(`/product/${viewed.id}`);
  await ctx.app.productViews.flush();
  // Counted, durably, beside the product: its row (and its indexes) untouched.
  expect(await version()).toEqual(before);
  const pending = () =>
    queryRows(
      ctx.app.db,
      sql`select views from product_view_delta where product_id = ${viewed.id}`,
      z.object({ views: z.number() }),
    );
  expect(await pending()).toEqual([{ views: 5 }]);
  // The fold adds them to the product in one write, and forgets them.
  await ctx.app.productViews.fold();
  expect((await version())?.view_count).toBe(5);
  expect(await pending()).toEqual([]);
});

test('staff edit a product: PUT replaces it, references are checked, nothing changes on a refusal', async () => {
  const product = await createProduct(ctx, { name: '원래 이름', categoryId: fruit.id });
  const image = await createImage(ctx);
  const update = { name: '새 이름', categoryId: dairy.id, placeId: factory.id, imageIds: [image] };
  const res = await admin('PUT', `/product/${product.id}`, update);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ ...update, status: 'draft' });

  const refusals: [object, string][] = [
    [{ name: 'x', categoryId: 999_999 }, 'body.categoryId'],
    [{ name: 'x', categoryId: food.id, placeId: 999_999 }, 'body.placeId'],
    [{ name: 'x', categoryId: food.id, imageIds: [image, 999_999] }, 'body.imageIds'],
    [{ name: 'x', categoryId: food.id, imageIds: [image, image] }, 'body.imageIds'],
    [{ name: '', categoryId: food.id }, 'body.name'],
    [{ name: 'x' }, 'body.categoryId'],
    [{ name: 'x', categoryId: food.id, status: 'archived' }, 'body.status'],
    [{ name: 'x', categoryId: food.id, specs: [{ label: '무게' }] }, 'body.specs.0.value'],
    [
      { name: 'x', categoryId: food.id, specs: Array(31).fill({ label: 'a', value: 'b' }) },
      'body.specs',
    ],
    [{ name: 'x', categoryId: food.id, viewCount: 1000 }, 'body'],
    [{ name: 'x', categoryId: '1 or 1=1' }, 'body.categoryId'],
  ];
  for (const [payload, field] of refusals) {
    const refused = await admin('PUT', `/product/${product.id}`, payload);
    expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  }
  expect((await admin('GET', `/product/${product.id}`)).json()).toMatchObject(update);
});

test('HTML and SQL in text fields are stored as text and searchable', async () => {
  const name = `<img src=x onerror=alert(1)>'; drop table product; --`;
  const created = await createProduct(ctx, { name, categoryId: food.id });
  expect((await admin('GET', `/product/${created.id}`)).json().name).toBe(name);
  expect(names(await publicList(`keyword=${encodeURIComponent('drop table')}`))).toEqual([name]);
});

test('the admin table filters by keyword, category, place and status and sorts by any column', async () => {
  const category = await createCategory(ctx, { name: '관리 시험' });
  const a = await createProduct(ctx, { name: '관리 A', categoryId: category.id, sortOrder: 3 });
  const b = await createProduct(ctx, {
    name: '관리 B',
    categoryId: category.id,
    sortOrder: 1,
    status: 'draft',
    placeId: farm.id,
  });
  const c = await createProduct(ctx, { name: '관리 C', categoryId: category.id, sortOrder: 2 });
  const list = async (query: string) => {
    const res = await admin('GET', `/product?category=${category.id}&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<ProductPage<AdminProductRow>>();
  };
  const ids = (page: { items: { id: number }[] }) => page.items.map((p) => p.id);

  expect(ids(await list(''))).toEqual([c.id, b.id, a.id]);
  expect(ids(await list('sort=sortOrder&order=asc'))).toEqual([b.id, c.id, a.id]);
  expect(ids(await list('sort=name&order=desc'))).toEqual([c.id, b.id, a.id]);
  expect(ids(await list('status=draft'))).toEqual([b.id]);
  expect(ids(await list(`place=${farm.id}`))).toEqual([b.id]);
  expect(ids(await list('keyword=관리 b'))).toEqual([b.id]);
  const paged = await list('sort=id&order=asc&size=2&page=1');
  expect(paged).toMatchObject({ total: 3, totalCapped: false, page: 1, size: 2 });
  expect(ids(paged)).toEqual([c.id]);
  expect(paged.items[0]).toMatchObject({ status: 'published', sortOrder: 2, viewCount: 0 });
  for (const query of ['sort=price', 'order=up', 'status=hidden', 'size=0']) {
    expect((await admin('GET', `/product?${query}`)).statusCode).toBe(400);
  }
});

test('the admin table sorts by category and place name, across pages and in a search', async () => {
  const [later, earlier] = [
    await createCategory(ctx, { name: '정렬 나' }),
    await createCategory(ctx, { name: '정렬 가' }),
  ];
  const shed = await createPlace(ctx, { name: '가 창고' });
  const made: CreatedProduct[] = [];
  // Created in this order, so within a group the later one is the more recently updated.
  for (const [name, categoryId, placeId] of [
    ['정렬시험 1', later.id, null],
    ['정렬시험 2', earlier.id, shed.id],
    ['정렬시험 3', later.id, farm.id],
    ['정렬시험 4', earlier.id, null],
  ] as const) {
    made.push(await createProduct(ctx, { name, categoryId, placeId }));
  }
  const [p1, p2, p3, p4] = made.map((p) => p.id);
  const order = async (query: string) => {
    const res = await admin('GET', `/product?keyword=${encodeURIComponent('정렬시험')}&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<ProductPage<AdminProductRow>>().items.map((p) => p.id);
  };
  const plain = async (query: string) => {
    const res = (await admin('GET', `/product?size=100&${query}`)).json<
      ProductPage<AdminProductRow>
    >();
    expect(res.total).toBeLessThanOrEqual(100); // every product on one page
    return res.items.map((p) => p.id).filter((id) => made.some((p) => p.id === id));
  };
  // 정렬 가 before 정렬 나; in a category, most recently updated first.
  expect(await order('sort=category&order=asc')).toEqual([p4, p2, p3, p1]);
  expect(await order('sort=category&order=desc')).toEqual([p3, p1, p4, p2]);
  expect(await plain('sort=category&order=asc')).toEqual([p4, p2, p3, p1]);
  // 가 창고 before 나주 스마트팜; products without a place last, either way.
  expect(await order('sort=place&order=asc')).toEqual([p2, p3, p4, p1]);
  expect(await order('sort=place&order=desc')).toEqual([p3, p2, p4, p1]);
  expect(await plain('sort=place&order=asc')).toEqual([p2, p3, p4, p1]);
  // Pages continue across groups.
  const page = async (n: number) =>
    (
      await admin('GET', `/product?category=${earlier.id}&sort=place&order=asc&size=1&page=${n}`)
    ).json<ProductPage<AdminProductRow>>();
  expect((await page(0)).items.map((p) => p.id)).toEqual([p2]);
  expect(await page(1)).toMatchObject({ total: 2, items: [{ id: p4 }] });
});

test('bulk actions publish, unpublish and delete; bad bodies are refused', async () => {
  const category = await createCategory(ctx, { name: '일괄 시험' });
  const made = await Promise.all(
    ['일괄 1', '일괄 2', '일괄 3'].map((name) =>
      createProduct(ctx, { name, categoryId: category.id, status: 'draft' }),
    ),
  );
  const ids = made.map((p) => p.id);
  expect((await admin('POST', '/product/bulk', { ids, action: 'publish' })).json()).toEqual({
    affected: 3,
  });
  expect((await publicList(`category=${category.id}`)).total).toBe(3);
  const deleted = await admin('POST', '/product/bulk', {
    ids: [ids[0], 999_999],
    action: 'delete',
  });
  expect(deleted.json()).toEqual({ affected: 1 });
  expect((await publicList(`category=${category.id}`)).total).toBe(2);

  for (const payload of [
    { ids: [], action: 'publish' },
    { ids: [1, 1], action: 'publish' },
    { ids: [1], action: 'archive' },
    { ids: ['1'], action: 'delete' },
    { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'delete' },
  ]) {
    expect((await admin('POST', '/product/bulk', payload)).statusCode).toBe(400);
  }
  expect((await publicList(`category=${category.id}`)).total).toBe(2);
});

test('every admin product endpoint needs a staff session', async () => {
  const anonymous = (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/admin/v1${url}`, ...(payload ? { payload } : {}) });
  for (const res of [
    await anonymous('GET', '/product'),
    await anonymous('GET', '/product/1'),
    await anonymous('POST', '/product', { name: 'x', categoryId: food.id }),
    await anonymous('PUT', '/product/1', { name: 'x', categoryId: food.id }),
    await anonymous('DELETE', '/product/1'),
    await anonymous('POST', '/product/bulk', { ids: [1], action: 'delete' }),
    await admin('GET', '/product', undefined, 'forged-token'),
  ]) {
    expect(res.statusCode).toBe(401);
  }
  const staff = await createMember(ctx, { grade: 1 });
  expect((await admin('GET', '/product', undefined, staff.token)).statusCode).toBe(200);
});

test('the image library knows which products use an image and refuses to delete it', async () => {
  const [gallery, inline] = [await createImage(ctx), await createImage(ctx)];
  const image = (await admin('GET', `/image/${inline}`)).json<{
    variants: { url: string }[];
  }>();
  const src = image.variants[0]?.url ?? '';
  const product = await createProduct(ctx, {
    name: '이미지 사용 상품',
    categoryId: food.id,
    imageIds: [gallery],
    description: `<p>설명</p><img src="${src}" alt="">`,
  });
  for (const id of [gallery, inline]) {
    const found = (await admin('GET', `/image/${id}`)).json<{ usedBy: object[] }>();
    expect(found.usedBy).toEqual([{ kind: 'product', id: product.id, title: '이미지 사용 상품' }]);
    expect((await admin('DELETE', `/image/${id}`)).statusCode).toBe(409);
  }
  expect((await admin('DELETE', `/product/${product.id}`)).statusCode).toBe(204);
  expect((await admin('DELETE', `/image/${gallery}`)).statusCode).toBe(204);
});
