import { expect, test } from 'vitest';
import { useTestApp } from '../../test/app.ts';

const ctx = useTestApp();

const admin = ctx.admin;
const create = async (payload: object) => {
  const res = await admin('POST', '/category', payload);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; parentId: number | null }>();
};

test('categories form a two-level tree in the public list', async () => {
  const food = await create({ name: '식품' });
  const fruit = await create({ name: '과일', parentId: food.id });
  expect(fruit.parentId).toBe(food.id);
  const list = await ctx.app.inject({ method: 'GET', url: '/api/data/v1/category' });
  expect(list.json()).toEqual([
    expect.objectContaining({ id: food.id, name: '식품', parentId: null }),
    expect.objectContaining({ id: fruit.id, name: '과일', parentId: food.id }),
  ]);
});

test('a third level, a missing parent and a self-parent are refused', async () => {
  const top = await create({ name: '산업 자재' });
  const child = await create({ name: '공구', parentId: top.id });
  const third = await admin('POST', '/category', { name: '수공구', parentId: child.id });
  expect(third.statusCode).toBe(400);
  expect(third.json().errors[0].field).toBe('body.parentId');
  expect((await admin('POST', '/category', { name: 'x', parentId: 99999 })).statusCode).toBe(400);
  expect(
    (await admin('PUT', `/category/${top.id}`, { name: '산업 자재', parentId: top.id })).statusCode,
  ).toBe(400);
  // A parent with children cannot itself become a child.
  const other = await create({ name: '농업 자재' });
  expect(
    (await admin('PUT', `/category/${top.id}`, { name: '산업 자재', parentId: other.id }))
      .statusCode,
  ).toBe(400);
});

test('a category with sub-categories is not deleted', async () => {
  const top = await create({ name: '스마트 솔루션' });
  const child = await create({ name: '센서', parentId: top.id });
  const refused = await admin('DELETE', `/category/${top.id}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({
    code: 'category_has_children',
    detail: expect.stringContaining('1'),
  });
  expect((await admin('DELETE', `/category/${child.id}`)).statusCode).toBe(204);
  expect((await admin('DELETE', `/category/${top.id}`)).statusCode).toBe(204);
  expect((await admin('GET', `/category/${top.id}`)).statusCode).toBe(404);
});

test('renaming shows in the public list at once', async () => {
  const cat = await create({ name: '유제품' });
  await ctx.app.inject({ method: 'GET', url: '/api/data/v1/category' });
  await admin('PUT', `/category/${cat.id}`, { name: '우유·유제품' });
  const list = await ctx.app.inject({ method: 'GET', url: '/api/data/v1/category' });
  expect(list.json().find((c: { id: number }) => c.id === cat.id).name).toBe('우유·유제품');
});

test('a category that products use is not deleted; the refusal says how many', async () => {
  const cat = await create({ name: '사용 중인 분류' });
  await admin('POST', '/product', { name: '분류 상품', categoryId: cat.id });
  const refused = await admin('DELETE', `/category/${cat.id}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({
    code: 'category_in_use',
    detail: expect.stringContaining('1 product uses'),
  });
  expect((await admin('GET', `/category/${cat.id}`)).statusCode).toBe(200);
});

test('staff reorder sibling categories by drag and drop', async () => {
  const top = await create({ name: '정렬 시험' });
  const a = await create({ name: '가', parentId: top.id });
  const b = await create({ name: '나', parentId: top.id });
  const c = await create({ name: '다', parentId: top.id });
  expect((await admin('PUT', '/category/order', { ids: [c.id, a.id, b.id] })).statusCode).toBe(204);
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/data/v1/category' })).json<
    { id: number; parentId: number | null }[]
  >();
  expect(list.filter((x) => x.parentId === top.id).map((x) => x.id)).toEqual([c.id, a.id, b.id]);

  // Categories of different parents are not ordered together.
  const mixed = await admin('PUT', '/category/order', { ids: [top.id, a.id] });
  expect(mixed.statusCode).toBe(400);
  expect(mixed.json().errors[0].field).toBe('body.ids');
  expect((await admin('PUT', '/category/order', { ids: [a.id, 999_999] })).statusCode).toBe(400);
  expect((await admin('PUT', '/category/order', { ids: [a.id], extra: 1 })).statusCode).toBe(400);
});

test('a category has an optional English name: staff see both, English visitors it or the Korean', async () => {
  const list = (query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/data/v1/category${query}` });
  const named = await create({ name: '비료', nameEn: 'Fertilisers' });
  const unnamed = await create({ name: '종자' });
  expect((await admin('GET', `/category/${named.id}`)).json()).toMatchObject({
    name: '비료',
    nameEn: 'Fertilisers',
  });
  // Korean, then English, then Korean again: the cached lists never mix.
  for (let round = 0; round < 2; round += 1) {
    const ko = (await list()).json<{ id: number; name: string; ko?: string[] }[]>();
    expect(ko.find((c) => c.id === named.id)).toEqual(expect.objectContaining({ name: '비료' }));
    expect(ko.every((c) => c.ko === undefined)).toBe(true);
    const en = (await list('?lang=en')).json<{ id: number; name: string; ko?: string[] }[]>();
    expect(en.find((c) => c.id === named.id)).toMatchObject({ name: 'Fertilisers' });
    expect(en.find((c) => c.id === named.id)).not.toHaveProperty('ko');
    expect(en.find((c) => c.id === unnamed.id)).toMatchObject({ name: '종자', ko: ['name'] });
  }
  const tooLong = await admin('PUT', `/category/${named.id}`, {
    name: '비료',
    nameEn: 'x'.repeat(101),
  });
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json().errors[0].field).toBe('body.nameEn');
  expect((await admin('GET', `/category/${named.id}`)).json().nameEn).toBe('Fertilisers');
  // A write without it keeps it; an empty one removes it, and the English list shows so at once.
  expect((await admin('PUT', `/category/${named.id}`, { name: '비료' })).json().nameEn).toBe(
    'Fertilisers',
  );
  expect(
    (await admin('PUT', `/category/${named.id}`, { name: '비료', nameEn: '' })).json(),
  ).toMatchObject({
    nameEn: null,
  });
  const en = (await list('?lang=en')).json<{ id: number; name: string }[]>();
  expect(en.find((c) => c.id === named.id)).toMatchObject({ name: '비료', ko: ['name'] });
});
