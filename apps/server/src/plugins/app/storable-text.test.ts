import { expect, test } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/catalogue.ts';

const ctx = useTestApp();

const fieldOf = (body: string) =>
  (JSON.parse(body) as { errors?: { field: string }[] }).errors?.map((e) => e.field);

test('a NUL byte in a search, a board search or a login id is a 400 naming the field, and the database stays up', async () => {
  const search = await ctx.call('GET', '/api/data/v1/product?keyword=%00', null);
  expect(search.statusCode).toBe(400);
  expect(search.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(fieldOf(search.body)).toEqual(['querystring.keyword']);

  const board = await ctx.call('GET', '/api/data/v1/board/1/post?keyword=a%00b', null);
  expect(board.statusCode).toBe(400);
  expect(fieldOf(board.body)).toEqual(['querystring.keyword']);

  const login = await ctx.call('POST', '/api/auth', null, {
    loginId: 'a\u0000',
    password: 'whatever-password',
  });
  expect(login.statusCode).toBe(400);
  expect(fieldOf(login.body)).toEqual(['body.loginId']);

  expect((await ctx.call('GET', '/api/health', null)).statusCode).toBe(200);
  expect((await ctx.call('GET', '/api/data/v1/product?keyword=abc', null)).statusCode).toBe(200);
});

test('unpaired surrogates are refused wherever they hide, in values and in keys, nested', async () => {
  const product = await createProduct(ctx, {
    name: '멀쩡한 제품',
    categoryId: (await createCategory(ctx)).id,
  });
  const loneHigh = await ctx.admin('PUT', `/product/${product.id}`, {
    name: 'broken \ud800 name',
  });
  expect(loneHigh.statusCode).toBe(400);
  expect(fieldOf(loneHigh.body)).toEqual(['body.name']);

  const nested = await ctx.admin('PUT', `/product/${product.id}`, {
    name: '이름',
    specs: [{ label: 'ok', value: 'tail \udc00' }],
  });
  expect(fieldOf(nested.body)).toEqual(['body.specs.0.value']);

  const key = await ctx.admin('PUT', `/product/${product.id}`, { ['na\u0000me']: 'x' });
  expect(key.statusCode).toBe(400);

  // A well-formed pair (an emoji) is text like any other, and the product kept its name.
  const detail = await ctx.call('GET', `/api/data/v1/product/${product.id}`, null);
  expect(detail.json<{ name: string }>().name).toBe('멀쩡한 제품');
  const emoji = await ctx.call(
    'GET',
    `/api/data/v1/product?keyword=${encodeURIComponent('🍎')}`,
    null,
  );
  expect(emoji.statusCode).toBe(200);
});

test('a route id is a positive decimal integer within the column, nothing else', async () => {
  const product = await createProduct(ctx, {
    name: '지워지면 안 되는 제품',
    categoryId: (await createCategory(ctx)).id,
  });
  for (const id of [
    '0x1',
    '1e3',
    '%201',
    '+1',
    '-1',
    '0',
    '1.0',
    '2147483648',
    '99999999999999999999',
  ]) {
    const res = await ctx.admin('DELETE', `/product/${id.replace('1', String(product.id))}`);
    expect(res.statusCode, id).toBe(400);
  }
  const hex = await ctx.admin('DELETE', `/product/0x${product.id.toString(16)}`);
  expect(hex.statusCode).toBe(400);
  expect((await ctx.admin('GET', `/product/${product.id}`)).statusCode).toBe(200);
  expect((await ctx.call('GET', '/api/data/v1/product?page=1e3', null)).statusCode).toBe(400);
});

test('an update with nothing to change is a 400, not a server error', async () => {
  const res = await ctx.admin('PUT', '/member/1', {});
  expect(res.statusCode).toBe(400);
  expect(res.json<{ code: string }>().code).toBe('validation_failed');
});
