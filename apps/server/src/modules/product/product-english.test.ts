import type { AdminProduct, ProductCard, ProductDetail, ProductPage } from '@app/contract/product';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { product as productTable } from '../../db/schema/index.ts';
import type { ProductSpecEnRow } from '../../db/schema/product.ts';
import { type TestContext, bearer, createTestApp } from '../../test/app.ts';
import { createCategory, createPlace, createProduct } from '../../test/catalogue.ts';

// Content in two languages (decision 17), for products: what staff store, what visitors read.

let ctx: TestContext;
let fruit: { id: number };
let farm: { id: number };

beforeAll(async () => {
  ctx = await createTestApp();
  fruit = await createCategory(ctx, { name: '과일' });
  farm = await createPlace(ctx, { name: '나주 스마트팜' });
  const staff = (url: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url, headers: bearer(ctx.adminToken), payload });
  await staff(`/api/admin/v1/category/${fruit.id}`, { name: '과일', nameEn: 'Fruit' });
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const admin = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/admin/v1${url}`,
    headers: bearer(ctx.adminToken),
    ...(payload ? { payload } : {}),
  });
const visit = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/data/v1${url}` });
const detail = async (id: number, lang?: 'en') => {
  const res = await visit(`/product/${id}${lang ? `?lang=${lang}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductDetail>();
};
const search = async (query: string) => {
  const res = await visit(`/product?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductPage<ProductCard>>().items.map((item) => item.name);
};

const korean = {
  name: '나주 배 선물세트',
  summary: '아삭한 나주 배 5kg',
  description: '<p>달고 시원한 배</p>',
  specs: [{ label: '중량', value: '5kg' }],
  status: 'published' as const,
};

test('staff save the English version beside the Korean, and read both back', async () => {
  const res = await admin('POST', '/product', {
    ...korean,
    nameEn: '  Naju pear gift set ',
    summaryEn: '',
    descriptionEn: '<p onclick="x()">Sweet, <strong>crisp</strong> pears</p>',
    specsEn: [],
    categoryId: fruit.id,
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<AdminProduct>();
  expect(created).toMatchObject({
    name: korean.name,
    nameEn: 'Naju pear gift set',
    // Empty is none.
    summaryEn: null,
    descriptionEn: '<p>Sweet, <strong>crisp</strong> pears</p>',
    specsEn: [],
  });
  const read = (await admin('GET', `/product/${created.id}`)).json<AdminProduct>();
  expect(read).toMatchObject({ nameEn: 'Naju pear gift set', specs: korean.specs, specsEn: [] });
});

test('an English text longer than its Korean limit is refused, and nothing changes', async () => {
  const product = await createProduct(ctx, { categoryId: fruit.id, nameEn: 'Apple' });
  const before = (await admin('GET', `/product/${product.id}`)).json<AdminProduct>();
  for (const [field, value] of [
    ['nameEn', 'x'.repeat(201)],
    ['summaryEn', 'x'.repeat(501)],
    ['specsEn', [{ label: 'Weight', value: 'x'.repeat(201) }]],
  ] as const) {
    const res = await admin('PUT', `/product/${product.id}`, {
      name: '사과',
      categoryId: fruit.id,
      [field]: value,
    });
    expect(res.statusCode, field).toBe(400);
    expect(JSON.stringify(res.json()), field).toContain(`body.${field}`);
  }
  expect((await admin('GET', `/product/${product.id}`)).json<AdminProduct>()).toEqual(before);
});

test('a write that leaves English out keeps it (an import knows no English); empty clears it', async () => {
  const specs = [{ label: '중량', value: '2kg' }];
  const product = await createProduct(ctx, {
    categoryId: fruit.id,
    nameEn: 'Shine Muscat',
    specs,
    specsEn: [{ label: 'Weight', value: '2 kg' }],
  });
  const update = (payload: object) =>
    admin('PUT', `/product/${product.id}`, {
      name: '샤인머스캣',
      categoryId: fruit.id,
      specs,
      ...payload,
    });
  const kept = (await update({ summary: '씨 없는 포도' })).json<AdminProduct>();
  expect(kept).toMatchObject({
    nameEn: 'Shine Muscat',
    specsEn: [{ label: 'Weight', value: '2 kg' }],
  });
  const cleared = (await update({ nameEn: '', specsEn: [] })).json<AdminProduct>();
  expect(cleared).toMatchObject({ nameEn: null, specsEn: [] });
});

test('English pages show each English text there is and the Korean for the rest, marked', async () => {
  const product = await createProduct(ctx, {
    ...korean,
    nameEn: 'Naju pear',
    descriptionEn: '<p>Crisp pears</p>',
    categoryId: fruit.id,
    placeId: farm.id,
  });
  const en = await detail(product.id, 'en');
  expect(en).toMatchObject({
    name: 'Naju pear',
    summary: korean.summary,
    description: '<p>Crisp pears</p>',
    // A spec row without English is shown in Korean, each part marked.
    specs: [{ ...korean.specs[0], ko: ['label', 'value'] }],
    category: { id: fruit.id, name: 'Fruit' },
    place: { id: farm.id, name: '나주 스마트팜', ko: ['name'] },
    hasEnglish: true,
  });
  expect(en.ko).toEqual(['summary']);
  expect(en.category?.ko).toBeUndefined();

  const ko = await detail(product.id);
  expect(ko).toMatchObject({
    name: korean.name,
    description: korean.description,
    hasEnglish: true,
  });
  expect(ko).not.toHaveProperty('ko');
  expect(ko.place).not.toHaveProperty('ko');

  const untranslated = await createProduct(ctx, { categoryId: fruit.id, name: '단감' });
  const plain = await detail(untranslated.id, 'en');
  expect(plain).toMatchObject({ name: '단감', hasEnglish: false, ko: ['name'] });
  // The related products are cards in English too.
  expect(plain.related.find((card) => card.id === product.id)).toMatchObject({
    name: 'Naju pear',
    ko: ['summary'],
  });
});

test('every spec row is on the English page: English rows pair with Korean ones by position, and empty parts show in Korean, marked', async () => {
  const specs = [
    { label: '중량', value: '5kg' },
    { label: '원산지', value: '나주' },
    { label: '보관', value: '냉장' },
  ];
  const res = await admin('POST', '/product', {
    ...korean,
    specs,
    // Fewer English rows than Korean ones, and an empty English value.
    specsEn: [
      { label: ' Weight ', value: '5 kg' },
      { label: 'Origin', value: '' },
    ],
    categoryId: fruit.id,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<AdminProduct>();
  // Stored one English row per Korean row; an empty part is none.
  expect((await admin('GET', `/product/${id}`)).json<AdminProduct>().specsEn).toEqual([
    { label: 'Weight', value: '5 kg' },
    { label: 'Origin', value: null },
    { label: null, value: null },
  ]);
  expect((await detail(id, 'en')).specs).toEqual([
    { label: 'Weight', value: '5 kg' },
    { label: 'Origin', value: '나주', ko: ['value'] },
    { label: '보관', value: '냉장', ko: ['label', 'value'] },
  ]);
  expect((await detail(id)).specs).toEqual(specs);

  // Rows with no English at all are no English table.
  const none = await admin('PUT', `/product/${id}`, {
    ...korean,
    specs,
    specsEn: [{ label: '', value: ' ' }],
    categoryId: fruit.id,
  });
  expect(none.json<AdminProduct>().specsEn).toEqual([]);
});

test('an English spec row without a Korean row at its position is refused', async () => {
  const res = await admin('POST', '/product', {
    ...korean,
    specsEn: [
      { label: 'Weight', value: '5 kg' },
      { label: 'Origin', value: 'Naju' },
    ],
    categoryId: fruit.id,
  });
  expect(res.statusCode).toBe(400);
  expect(JSON.stringify(res.json())).toContain('body.specsEn');
});

test('an English spec table stored apart from the Korean one (before rows were paired) pairs by position', async () => {
  const product = await createProduct(ctx, {
    categoryId: fruit.id,
    specs: [
      { label: '중량', value: '5kg' },
      { label: '원산지', value: '나주' },
    ],
  });
  const stored = async (specsEn: ProductSpecEnRow[]) => {
    await ctx.app.db.update(productTable).set({ specsEn }).where(eq(productTable.id, product.id));
    await ctx.app.cache.invalidate('');
  };
  await stored([{ label: 'Weight', value: '5 kg' }]);
  expect((await detail(product.id, 'en')).specs).toEqual([
    { label: 'Weight', value: '5 kg' },
    { label: '원산지', value: '나주', ko: ['label', 'value'] },
  ]);
  // More English rows than Korean ones: the extra one has no row to translate.
  await stored([
    { label: 'Weight', value: '5 kg' },
    { label: 'Origin', value: 'Naju' },
    { label: 'Storage', value: 'Chilled' },
  ]);
  expect((await detail(product.id, 'en')).specs).toEqual([
    { label: 'Weight', value: '5 kg' },
    { label: 'Origin', value: 'Naju' },
  ]);
});

test('the cache keeps the languages apart, and a staff write refreshes both', async () => {
  const product = await createProduct(ctx, {
    categoryId: fruit.id,
    name: '한라봉',
    nameEn: 'Hallabong',
  });
  const list = `/product?category=${fruit.id}&sort=name`;
  for (let round = 0; round < 2; round += 1) {
    expect((await detail(product.id)).name).toBe('한라봉');
    expect((await detail(product.id, 'en')).name).toBe('Hallabong');
    expect(await search(list.slice('/product?'.length))).toContain('한라봉');
    expect(await search(`${list.slice('/product?'.length)}&lang=en`)).toContain('Hallabong');
  }
  const res = await admin('PUT', `/product/${product.id}`, {
    name: '제주 한라봉',
    nameEn: 'Jeju hallabong',
    categoryId: fruit.id,
    status: 'published',
  });
  expect(res.statusCode).toBe(200);
  expect((await detail(product.id)).name).toBe('제주 한라봉');
  expect((await detail(product.id, 'en')).name).toBe('Jeju hallabong');
  expect(await search(`${list.slice('/product?'.length)}&lang=en`)).toContain('Jeju hallabong');
  expect((await visit(`/product/${product.id}?lang=fr`)).statusCode).toBe(400);
});

test('search finds products by their English names and summaries, in either language', async () => {
  await createProduct(ctx, { categoryId: fruit.id, name: '모과', nameEn: 'Quince' });
  await createProduct(ctx, { categoryId: fruit.id, name: '모과차', nameEn: 'Quince tea' });
  await createProduct(ctx, { categoryId: fruit.id, name: '모과청', summaryEn: 'Syrup of quince' });
  for (const lang of ['ko', 'en']) {
    const found = await search(`keyword=QUINCE&lang=${lang}`);
    // The exact English name ranks first, then English names starting with it, as Korean ones do.
    expect(found, lang).toEqual(
      lang === 'en' ? ['Quince', 'Quince tea', '모과청'] : ['모과', '모과차', '모과청'],
    );
  }
  // Short keywords go through the gram index, English ones as well; both names start with it,
  // so the newest comes first.
  expect(await search('keyword=qu&lang=en')).toEqual(['Quince tea', 'Quince', '모과청']);
  expect(await search('keyword=syrup%20quince&lang=en')).toEqual(['모과청']);
});
