import type { ProductCard, ProductPage } from '@app/contract/product';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestContext, createTestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/catalogue.ts';

// The search's query understanding and ranking (decision 5), through the public API.

let ctx: TestContext;

const products: Record<string, { name: string; code?: string; summary?: string; nameEn?: string }> =
  {
    fan: { name: '환풍기 HF-200', code: 'HF-200' },
    blower: { name: '송풍기 BL-30', code: 'BL-30' },
    compressor: { name: '에어 컴프레서 AC-5', code: 'AC-5' },
    pump: { name: '원심 펌프', code: 'KP-100' },
    flange: { name: '스테인리스 플랜지 50A', code: 'SUS-50A' },
    panel: { name: '환풍기용 제어반', summary: '환풍기를 켜고 끄는 제어반' },
    valve: { name: '볼 밸브', summary: '원심 펌프 배관에 쓰는 밸브' },
  };
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const category = await createCategory(ctx, { name: '설비' });
  for (const [key, input] of Object.entries(products)) {
    ids[key] = (await createProduct(ctx, { categoryId: category.id, ...input })).id;
  }
  await ctx.app.db.execute(sql`insert into search_synonym (term, alternatives, both_ways)
    values ('스뎅', '{스테인리스}', false), ('후렌지', '{플랜지}', false),
      ('에어 컴프레서', '{air compressor}', true)`);
  await ctx.app.productSearch.rebuildWords();
});
afterAll(async () => {
  await ctx.close();
});

const search = async (keyword: string, extra = '') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/data/v1/product?keyword=${encodeURIComponent(keyword)}${extra}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductPage<ProductCard>>();
};
const first = async (keyword: string) => (await search(keyword)).items[0]?.id;

describe('what a keyword is understood as', () => {
  test.each([
    ['ㅎㅍㄱ', 'fan', 'initials'],
    ['환ㅍ기', 'fan', 'initials'],
    ['ghksvndrl', 'fan', 'keyboard'],
    ['ㅏㅔ-100', 'pump', 'keyboard'],
    ['환푸', 'fan', 'prefix'],
    ['송퓽기', 'blower', 'typo'],
    ['kp100', 'pump', 'literal'],
    ['에어컴프레서', 'compressor', 'literal'],
    ['스뎅 후렌지', 'flange', 'literal'],
  ])('%s finds the %s (%s)', async (keyword, product, route) => {
    const page = await search(keyword);
    expect(page.items[0]?.id).toBe(ids[product]);
    expect(page.understood?.route).toBe(route);
  });

  test('a rewrite says what was searched, and `literal` searches as typed only', async () => {
    const page = await search('ghksvndrl');
    expect(page.understood).toMatchObject({ typed: 'ghksvndrl', searched: '환풍기' });
    expect(page.understood?.highlight).toContain('환풍기');
    const asTyped = await search('ghksvndrl', '&literal=true');
    expect(asTyped.items).toEqual([]);
    expect(asTyped.understood?.route).toBe('literal');
  });

  test('what the catalogue does not hold still finds nothing', async () => {
    for (const keyword of ['galaxy s25', '노트북 가방', 'ZX-9981Q']) {
      expect((await search(keyword)).items, keyword).toEqual([]);
    }
  });

  test('an English synonym finds a product named only in Korean', async () => {
    expect(await first('air compressor')).toBe(ids.compressor);
  });
});

describe('ranking', () => {
  test('the product named by the keyword ranks above one whose name merely starts with it', async () => {
    const page = await search('환풍기');
    expect(page.items.map((p) => p.id)).toEqual([ids.fan, ids.panel]);
  });
  test('a name match ranks above a summary match, whatever the date', async () => {
    const page = await search('원심 펌프');
    expect(page.items.map((p) => p.id)).toEqual([ids.pump, ids.valve]);
  });
  test('the exact code ranks first', async () => {
    expect(await first('hf-200')).toBe(ids.fan);
  });
});

describe('synonyms staff manage', () => {
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/admin/v1/search/synonyms${url}`,
      headers: { authorization: `Bearer ${ctx.adminToken}` },
      ...(payload ? { payload } : {}),
    });

  test('a synonym added takes effect at once, is audited, and can be changed and removed', async () => {
    expect((await search('모타')).items).toEqual([]);
    const created = await admin('POST', '', {
      term: ' 모타 ',
      alternatives: ['원심 펌프'],
      bothWays: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, term } = created.json<{ id: number; term: string }>();
    expect(term).toBe('모타');
    expect(await first('모타')).toBe(ids.pump);
    const audited = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/v1/audit?entity=synonym',
      headers: { authorization: `Bearer ${ctx.adminToken}` },
    });
    expect(audited.json<{ items: { action: string }[] }>().items).toMatchObject([
      { action: 'create' },
    ]);

    const changed = await admin('PUT', `/${id}`, {
      term: '모타',
      alternatives: ['볼 밸브'],
      bothWays: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await first('모타')).toBe(ids.valve);
    expect((await admin('DELETE', `/${id}`)).statusCode).toBe(204);
    expect((await search('모타')).items).toEqual([]);
    expect((await admin('DELETE', `/${id}`)).statusCode).toBe(404);
  });

  test('bad synonyms are refused with a clear 4xx and change nothing', async () => {
    const before = (await admin('GET', '')).json<unknown[]>();
    for (const body of [
      { term: '', alternatives: ['x'], bothWays: false },
      { term: '스뎅', alternatives: [], bothWays: false },
      { term: '스뎅', alternatives: ['스뎅'], bothWays: false },
      { term: '밸브', alternatives: ['valve', 'VALVE'], bothWays: true },
      { term: '밸브', alternatives: ['valve'] },
    ]) {
      const res = await admin('POST', '', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const taken = await admin('POST', '', { term: '스뎅', alternatives: ['sus'], bothWays: false });
    expect(taken.statusCode).toBe(409);
    expect((await admin('GET', '')).json()).toEqual(before);
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/admin/v1/search/synonyms' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('suggestions as a visitor types', () => {
  const suggest = async (q: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/data/v1/search/suggest?q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: { kind: string; text: string; id: number | null }[] }>().items;
  };

  test.each(['화', '환', '환ㅍ', '환푸', '환풍', '환풍ㄱ', 'ㅎㅍㄱ', 'ghksvn'])(
    '%s suggests 환풍기 first',
    async (typing) => {
      const items = await suggest(typing);
      expect(items[0]).toMatchObject({ kind: 'word', text: '환풍기' });
      expect(items.length).toBeLessThanOrEqual(8);
    },
  );

  test('products by name and code, and nothing for nothing', async () => {
    expect(await suggest('kp-1')).toContainEqual(
      expect.objectContaining({ kind: 'product', id: ids.pump }),
    );
    expect(await suggest('환풍기')).toContainEqual(
      expect.objectContaining({ kind: 'product', id: ids.fan }),
    );
    expect(await suggest('')).toEqual([]);
    expect(await suggest('zzqx')).toEqual([]);
  });
});
