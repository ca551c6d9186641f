import {
  ADMIN_PRODUCT_SORTS,
  PRODUCT_RESULT_WINDOW,
  adminProductListQuerySchema,
  productListQuerySchema,
} from '@app/contract/product';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { analyzeCatalogue, insertSampleProducts } from '../../bootstrap/catalogue-seed.ts';
import { seedDemoContent } from '../../bootstrap/demo-content.ts';
import { queryRows } from '../../db/client.ts';
import { category, place } from '../../db/schema/index.ts';
import { type TestContext, createTestApp } from '../../test/app.ts';
import { gramFrequencies } from './gram-frequency.ts';
import { DENSE_SHARE } from './product-search.ts';
import { adminListQuery, cardsSql, countSql, publicListQuery } from './product.repository.ts';

/**
 * The planner must answer every list and search from an index, on PGlite and PostgreSQL alike:
 * these tests EXPLAIN the exact statements the API runs, on a catalogue big enough that a
 * sequential scan would be chosen if no index fitted.
 */
let ctx: TestContext;
let categoryId: number;
let placeId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoContent(ctx.app.db);
  const categories = await ctx.app.db
    .select({ id: category.id, name: category.name })
    .from(category);
  const places = await ctx.app.db.select({ id: place.id }).from(place);
  await insertSampleProducts(ctx.app.db, {
    count: 20_000,
    categories,
    placeIds: places.map((p) => p.id),
    imageIds: [],
  });
  await analyzeCatalogue(ctx.app.db);
  categoryId = categories.at(-1)?.id ?? 0;
  placeId = places.at(-1)?.id ?? 0;
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

async function plan(query: SQL): Promise<string> {
  const rows = await queryRows(
    ctx.app.db,
    sql`explain ${query}`,
    z.object({ 'QUERY PLAN': z.string() }),
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const publicPlan = (query: Record<string, string | undefined>, access?: 'index' | 'filter') =>
  plan(
    // A search counts first, in its own statement (`countSql`); a plain list counts in this one.
    cardsSql(
      publicListQuery(productListQuerySchema.parse(query)),
      query.keyword === undefined ? PRODUCT_RESULT_WINDOW + 1 : null,
      access,
    ),
  );
const adminPlan = (query: Record<string, string | undefined>) =>
  plan(
    cardsSql(adminListQuery(adminProductListQuerySchema.parse(query)), PRODUCT_RESULT_WINDOW + 1),
  );

const SEQ_SCAN = /Seq Scan on product/;

test.each([
  [{ sort: 'newest' }, 'product_pub_newest_idx'],
  [{ sort: 'name' }, 'product_pub_name_idx'],
  [{ sort: 'popular' }, 'product_pub_popular_idx'],
  [{ featured: 'true' }, 'product_pub_'],
  [{ keyword: '꿀' }, 'product_search_grams_idx'],
  [{ keyword: '사과' }, 'product_search_grams_idx'],
  [{ keyword: '샤인머스캣' }, 'product_search_trgm_idx'],
  [{ keyword: 'premium' }, 'product_search_trgm_idx'],
])('the public list %o uses %s', async (query, index) => {
  const text = await publicPlan(query);
  expect(text).toContain(index);
  expect(text).not.toMatch(SEQ_SCAN);
});

test('category and place filters are index-backed', async () => {
  for (const query of [
    { category: String(categoryId) },
    { place: String(placeId) },
    { category: String(categoryId), sort: 'name' },
  ]) {
    expect(await publicPlan(query)).not.toMatch(SEQ_SCAN);
  }
});

test.each(ADMIN_PRODUCT_SORTS)(
  'the admin table sorted by %s in both directions uses an index',
  async (sort) => {
    for (const order of ['asc', 'desc']) {
      expect(await adminPlan({ sort, order })).not.toMatch(SEQ_SCAN);
    }
  },
);

test('admin filters and search are index-backed', async () => {
  for (const query of [
    { status: 'draft' },
    { category: String(categoryId) },
    { place: String(placeId) },
    { keyword: '밸브' },
    { keyword: '용접기' },
  ]) {
    expect(await adminPlan(query)).not.toMatch(SEQ_SCAN);
  }
});

test('exact and prefix name matches are read through the lower(name) index', async () => {
  // Never found by walking a sort index with the name as a filter: the planner overestimates
  // prefix matches (855 for 사과 at 100,000 products, which has 77) and walked 26,000 rows.
  for (const sort of ['newest', 'name', 'popular']) {
    for (const access of ['index', 'filter'] as const) {
      const text = await publicPlan({ keyword: '사과', sort }, access);
      expect(text).toContain('product_name_lower_idx');
      expect(text).not.toMatch(SEQ_SCAN);
    }
  }
});

test('a broad keyword on an early page walks the sort index with the keyword as a filter', async () => {
  for (const [sort, index] of [
    ['newest', 'product_pub_newest_idx'],
    ['name', 'product_pub_name_idx'],
    ['popular', 'product_pub_popular_idx'],
  ] as const) {
    const text = await publicPlan({ keyword: '배', sort, size: '20' }, 'filter');
    expect(text).toContain(index);
    // The filter is the cheap LIKE, never the gram expression recomputed on every row passed.
    expect(text).not.toContain('regexp_replace');
    expect(text).not.toMatch(SEQ_SCAN);
  }
});

test('deep pages of a search read the matches through the search index, not by walking', async () => {
  const text = await publicPlan({ keyword: '배', page: '50', size: '20' });
  expect(text).toContain('product_search_grams_idx');
  expect(text).not.toMatch(SEQ_SCAN);
});

test('the capped count of a search uses the search indexes', async () => {
  for (const [keyword, index] of [
    ['배', 'product_search_grams_idx'],
    ['샤인머스캣', 'product_search_trgm_idx'],
  ] as const) {
    const query = publicListQuery(productListQuerySchema.parse({ keyword }));
    const text = await plan(countSql(query, PRODUCT_RESULT_WINDOW + 1));
    expect(text).toContain(index);
    expect(text).not.toMatch(SEQ_SCAN);
  }
});

// Behaviour at this scale, beyond the plans.

const count = async (query: SQL) =>
  (await queryRows(ctx.app.db, query, z.object({ count: z.number() })))[0]?.count;

test('the gram statistics give each common gram its share of products', async () => {
  const shares = await gramFrequencies(ctx.app.db);
  const [gram, share] =
    [...shares].filter(([g]) => g.trim() !== '').sort((a, b) => b[1] - a[1])[0] ?? [];
  expect(gram).toBeDefined();
  const actual = await count(
    sql`select (count(*) filter (where search_grams(search_text) @> array[${gram}]::text[]) * 1000 / count(*))::int as count from product`,
  );
  expect(Math.abs((actual ?? 0) / 1000 - (share ?? 0))).toBeLessThan(0.05);
});

test('a term in most products is counted with LIKE, to the same capped total', async () => {
  const shares = await gramFrequencies(ctx.app.db);
  const [dense] = [...shares]
    .filter(([g, share]) => g.trim() !== '' && share >= DENSE_SHARE)
    .map(([g]) => g);
  expect(dense).toBeDefined();
  const query = publicListQuery(productListQuerySchema.parse({ keyword: dense }));
  const byShare = countSql(query, PRODUCT_RESULT_WINDOW + 1, (g) => shares.get(g) ?? 0);
  expect(await plan(byShare)).not.toContain('regexp_replace');
  expect(await count(byShare)).toBe(await count(countSql(query, PRODUCT_RESULT_WINDOW + 1)));
});

test('a broad keyword whose matches lie beyond the walk still fills its page', async () => {
  // 2,100 of the oldest products get a word no other has: more than the window, all of them
  // behind thousands of newer products, so walking the newest index finds none of them.
  await ctx.app.db.execute(sql`update product set summary = 'zqxw 한정판' where id in
    (select id from product where status = 'published' order by created_at, id limit 2100)`);
  const res = await ctx.app.inject({
    url: `/api/data/v1/product?keyword=zqxw&size=20&sort=newest`,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ items: { id: number }[]; totalCapped: boolean }>();
  expect(body.totalCapped).toBe(true);
  const expected = await queryRows(
    ctx.app.db,
    sql`select id from product where status = 'published' and summary = 'zqxw 한정판'
      order by created_at desc, id desc limit 20`,
    z.object({ id: z.number() }),
  );
  expect(body.items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
});
