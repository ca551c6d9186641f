import { expect, test } from 'vitest';
import { bearer, createMember, useTestApp } from '../../test/app.ts';

const ctx = useTestApp();

const admin = ctx.admin;
const publicList = () => ctx.app.inject({ method: 'GET', url: '/api/data/v1/place' });

test('staff create places; the public list shows them in sort order', async () => {
  const a = await admin('POST', '/place', { name: '평택 공장', region: '경기', sortOrder: 2 });
  const b = await admin('POST', '/place', {
    name: '본사',
    region: '서울',
    address: '서울특별시 강남구',
    sortOrder: 1,
  });
  expect(a.statusCode).toBe(201);
  expect(b.json()).toMatchObject({
    id: expect.any(Number),
    name: '본사',
    region: '서울',
    description: null,
  });
  const list = await publicList();
  expect(list.statusCode).toBe(200);
  expect(list.json().map((p: { name: string }) => p.name)).toEqual(['본사', '평택 공장']);
});

test('a new place without sortOrder goes last', async () => {
  const created = await admin('POST', '/place', { name: '김해 물류센터' });
  const names = (await publicList()).json().map((p: { name: string }) => p.name);
  expect(names.at(-1)).toBe('김해 물류센터');
  expect(created.json().sortOrder).toBeGreaterThan(2);
});

test('the public list is cached with an ETag and refreshed by staff writes', async () => {
  const first = await publicList();
  const etag = first.headers.etag;
  expect(typeof etag).toBe('string');
  const revalidated = await ctx.app.inject({
    method: 'GET',
    url: '/api/data/v1/place',
    headers: { 'if-none-match': String(etag) },
  });
  expect(revalidated.statusCode).toBe(304);

  const created = (await admin('POST', '/place', { name: '나주 스마트팜' })).json();
  const after = await publicList();
  expect(after.headers.etag).not.toBe(etag);
  expect(after.json().map((p: { id: number }) => p.id)).toContain(created.id);

  expect((await admin('PUT', `/place/${created.id}`, { name: '나주 농장' })).json().name).toBe(
    '나주 농장',
  );
  expect((await publicList()).json().find((p: { id: number }) => p.id === created.id).name).toBe(
    '나주 농장',
  );

  expect((await admin('DELETE', `/place/${created.id}`)).statusCode).toBe(204);
  expect((await publicList()).json().map((p: { id: number }) => p.id)).not.toContain(created.id);
});

test('unknown ids are 404 problems', async () => {
  for (const res of [
    await admin('GET', '/place/9999'),
    await admin('PUT', '/place/9999', { name: '없음' }),
    await admin('DELETE', '/place/9999'),
  ]) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', status: 404 });
  }
});

test.each([
  ['no name', {}],
  ['an empty name', { name: '   ' }],
  ['a 101-character name', { name: '가'.repeat(101) }],
  ['a numeric name', { name: 123 }],
  ['a negative sortOrder', { name: 'x', sortOrder: -1 }],
  ['an unknown field', { name: 'x', id: 5 }],
])('a place with %s is refused and nothing changes', async (_name, payload) => {
  const before = (await publicList()).json();
  const res = await admin('POST', '/place', payload);
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('validation_failed');
  expect((await publicList()).json()).toEqual(before);
});

test('HTML and SQL in a name are stored as plain text', async () => {
  const name = `<script>alert(1)</script>'; drop table place; --`;
  const created = await admin('POST', '/place', { name });
  expect(created.json().name).toBe(name);
  expect((await publicList()).statusCode).toBe(200);
});

test('writes need a staff session', async () => {
  expect(
    (await ctx.app.inject({ method: 'POST', url: '/api/admin/v1/place', payload: { name: 'x' } }))
      .statusCode,
  ).toBe(401);
  const staff = await createMember(ctx, { grade: 1 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/place',
    headers: bearer(staff.token),
    payload: { name: '직원 등록' },
  });
  expect(res.statusCode).toBe(201);
});

test('a place that products use is not deleted; the refusal says how many', async () => {
  const place = (await admin('POST', '/place', { name: '사용 중인 장소' })).json<{ id: number }>();
  const category = (await admin('POST', '/category', { name: '장소 시험' })).json<{ id: number }>();
  for (const name of ['상품 1', '상품 2']) {
    await admin('POST', '/product', { name, categoryId: category.id, placeId: place.id });
  }
  const refused = await admin('DELETE', `/place/${place.id}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({
    code: 'place_in_use',
    detail: expect.stringContaining('2 products'),
  });
  expect((await admin('GET', `/place/${place.id}`)).statusCode).toBe(200);
});

test('staff reorder places by drag and drop', async () => {
  const ids = (await publicList()).json().map((p: { id: number }) => p.id);
  const reversed = [...ids].reverse();
  const res = await admin('PUT', '/place/order', { ids: reversed });
  expect(res.statusCode).toBe(204);
  expect((await publicList()).json().map((p: { id: number }) => p.id)).toEqual(reversed);

  for (const payload of [{ ids: [] }, { ids: [reversed[0], reversed[0]] }, { ids: ['1'] }, {}]) {
    expect((await admin('PUT', '/place/order', payload)).statusCode).toBe(400);
  }
  const unknown = await admin('PUT', '/place/order', { ids: [...reversed, 999_999] });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().errors[0].field).toBe('body.ids');
  expect((await publicList()).json().map((p: { id: number }) => p.id)).toEqual(reversed);
  expect(
    (await ctx.app.inject({ method: 'PUT', url: '/api/admin/v1/place/order', payload: { ids } }))
      .statusCode,
  ).toBe(401);
});

test('a place has an optional English name, with the same limit as the Korean', async () => {
  const created = await admin('POST', '/place', {
    name: '나주 스마트팜',
    nameEn: 'Naju smart farm',
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: number }>();
  expect((await admin('GET', '/place')).json()).toContainEqual(
    expect.objectContaining({ id, name: '나주 스마트팜', nameEn: 'Naju smart farm' }),
  );
  const en = await ctx.app.inject({ method: 'GET', url: '/api/data/v1/place?lang=en' });
  const places = en.json<{ id: number; name: string; ko?: string[] }[]>();
  // A region, address or description has no English version: it is Korean, and said to be.
  expect(places.find((p) => p.id === id)).toMatchObject({ name: 'Naju smart farm' });
  expect(places.find((p) => p.id === id)?.ko).toBeUndefined();
  expect(places.find((p) => p.name === '본사')).toMatchObject({
    region: '서울',
    address: '서울특별시 강남구',
    ko: ['name', 'region', 'address'],
  });
  const korean = (await publicList()).json<{ name: string; ko?: string[] }[]>();
  expect(korean.find((p) => p.name === '본사')?.ko).toBeUndefined();
  const tooLong = await admin('PUT', `/place/${id}`, { name: '나주', nameEn: 'x'.repeat(101) });
  expect(tooLong.statusCode).toBe(400);
  expect((await admin('GET', `/place/${id}`)).json()).toMatchObject({ name: '나주 스마트팜' });
});
