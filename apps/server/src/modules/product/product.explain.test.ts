import {
  ADMIN_PRODUCT_SORTS,
  PRODUCT_RESULT_WINDOW,
  adminProductListQuerySchema,
  productListQuerySchema,
} from '@app/contract/product';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { sampleCatalogue } from '../../test/sample-catalogue.ts';
import { type TestContext, createTestApp } from '../../test/app.ts';
import { catalogueStatistics } from './catalogue-statistics.ts';
import {
  type Source,
  allMatchesSql,
  completeSql,
  countSql,
  sampleSql,
  walkSql,
} from './product-search.ts';
import { adminListQuery, cardsSql, publicListQuery } from './product.repository.ts';
import { understandAsTyped } from '../search/understanding.ts';

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
  const { categoryIds, placeIds } = await sampleCatalogue(ctx.app.db, 20_000);
  categoryId = categoryIds.at(-1) ?? 0;
  placeId = placeIds.at(-1) ?? 0;
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

const noSynonyms = new Map<string, string[]>();
/** The keyword as the search first understands it (as typed). */
const asTyped = (keyword: string) => {
  const understanding = understandAsTyped(keyword, noSynonyms);
  if (understanding === null) throw new Error('an empty keyword');
  return understanding;
};
const listPlan = (query: Record<string, string | undefined>) =>
  plan(
    cardsSql(
      publicListQuery(productListQuerySchema.parse(query), noSynonyms),
      PRODUCT_RESULT_WINDOW + 1,
    ),
  );
/** A public search's query, as the reads take it. */
const searched = (query: Record<string, string>) => ({
  ...publicListQuery(productListQuerySchema.parse(query), noSynonyms),
  understanding: asTyped(query.keyword ?? ''),
});
const searchPlan = (query: Record<string, string>, source: Source) =>
  plan(completeSql(searched(query), source, 20));
const adminPlan = (query: Record<string, string | undefined>) => {
  const q = adminListQuery(adminProductListQuerySchema.parse(query), noSynonyms);
  return plan(
    q.search === null
      ? cardsSql(q, PRODUCT_RESULT_WINDOW + 1)
      : completeSql({ ...q, understanding: asTyped(q.search.keyword) }, 'keyword', 20),
  );
};

const SEQ_SCAN = /Seq Scan on product/;

test.each([
  [{ sort: 'newest' }, 'product_pub_newest_idx'],
  [{ sort: 'name' }, 'product_pub_name_idx'],
  [{ sort: 'popular' }, 'product_pub_popular_idx'],
  [{ featured: 'true' }, 'product_pub_'],
])('the public list %o uses %s', async (query, index) => {
  const text = await listPlan(query);
  expect(text).toContain(index);
  expect(text).not.toMatch(SEQ_SCAN);
});

test.each([
  ['꿀', 'product_search_grams_idx'],
  ['사과', 'product_search_grams_idx'],
  ['샤인머스캣', 'product_search_trgm_idx'],
  ['premium', 'product_search_trgm_idx'],
])('a narrow keyword (%s) reads its matches through %s', async (keyword, index) => {
  for (const sort of ['newest', 'name', 'popular']) {
    const text = await searchPlan({ keyword, sort }, 'keyword');
    expect(text).toContain(index);
    expect(text).not.toMatch(SEQ_SCAN);
  }
});

test('category and place filters are index-backed', async () => {
  // In every sort, a filter's deep page is read in order through that filter's own index.
  for (const sort of ['newest', 'name', 'popular']) {
    const byCategory = await listPlan({ category: String(categoryId), sort, page: '50' });
    expect(byCategory, sort).toMatch(/product_pub_category\w*_idx/);
    expect(byCategory, sort).not.toMatch(SEQ_SCAN);
    const byPlace = await listPlan({ place: String(placeId), sort, page: '50' });
    expect(byPlace, sort).toMatch(/product_pub_place\w*_idx/);
    expect(byPlace, sort).not.toMatch(SEQ_SCAN);
  }
  // A search whose filter is its smallest set reads that set through the filter's index.
  const byCategory = await searchPlan({ keyword: '배', category: String(categoryId) }, 'category');
  expect(byCategory).toMatch(/product_(pub_)?category\w*_idx/);
  expect(byCategory).not.toMatch(SEQ_SCAN);
  const byPlace = await searchPlan({ keyword: '배', place: String(placeId) }, 'place');
  expect(byPlace).toMatch(/product_(pub_)?place\w*_idx/);
  expect(byPlace).not.toMatch(SEQ_SCAN);
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

test('a broad keyword walks the sort index, the rungs above through their own indexes', async () => {
  for (const [sort, index] of [
    ['newest', 'product_pub_newest_idx'],
    ['name', 'product_pub_name_idx'],
    ['popular', 'product_pub_popular_idx'],
  ] as const) {
    const text = await plan(walkSql(searched({ keyword: '배', sort }), 2_500, 20, 3));
    expect(text).toContain(index);
    expect(text).toMatch(/Limit .*rows=2500\b/);
    expect(text).toContain('product_name_words_idx');
    expect(text).toContain('product_name_lower_idx');
    expect(text).toContain('product_name_en_lower_idx');
    expect(text).toContain('product_code_lower_idx');
    // The filter is the cheap LIKE, never the gram expression recomputed on every row passed.
    expect(text).not.toContain('regexp_replace');
    expect(text).not.toMatch(SEQ_SCAN);
    // In a category, its own categories' indexes in the same order.
    const inCategory = await plan(
      walkSql(searched({ keyword: '배', sort, category: String(categoryId) }), 2_500, 20, 3),
    );
    expect(inCategory, sort).toMatch(/product_pub_category\w*_idx/);
    expect(inCategory, sort).not.toMatch(SEQ_SCAN);
    // The names holding it (rung 4), one syllable or a longer word, through the name's grams.
    for (const keyword of ['배', '스테인리스']) {
      const names = await plan(walkSql(searched({ keyword, sort }), 2_500, 20, 4, 20_000));
      expect(names, keyword).toContain('product_name_key_grams_idx');
      // Its rows are tested by the containment the index answers, never the gram expression.
      expect(names, keyword).not.toMatch(/Filter: .*regexp_replace/);
      expect(names, keyword).not.toMatch(SEQ_SCAN);
    }
  }
});

test('in name order a search walks from its word; the names holding it later come through an index', async () => {
  for (const upTo of [20, 1_000]) {
    const q = searched({ keyword: '스테인리스', sort: 'name' });
    const text = await plan(walkSql(q, 2 * upTo, upTo, 1, 10_000, '스테인리스'));
    expect(text, String(upTo)).toContain('product_pub_name_idx');
    expect(text, String(upTo)).toMatch(/Index Cond: .*name >= '스테인리스'/);
    expect(text, String(upTo)).not.toMatch(SEQ_SCAN);
  }
});

test('a source read whole stops one row past its limit; every match is read through the search indexes', async () => {
  const complete = await searchPlan({ keyword: '사과', sort: 'name' }, 'keyword');
  expect(complete).toContain('product_search_grams_idx');
  // Numbered, the scan stops at the limit without a LIMIT tempting the planner to scan the table.
  expect(complete).toMatch(/Run Condition: .*<= 2501\b/);
  expect(complete).not.toMatch(SEQ_SCAN);
  for (const keyword of ['사과', '샤인머스캣']) {
    const all = await plan(allMatchesSql(searched({ keyword, sort: 'popular' }), 20));
    expect(all).toMatch(/product_search_(grams|trgm)_idx/);
    expect(all).not.toMatch(SEQ_SCAN);
    const counted = await plan(countSql(searched({ keyword, sort: 'newest' }), 'keyword'));
    expect(counted).toMatch(/product_search_(grams|trgm)_idx/);
    expect(counted).not.toMatch(SEQ_SCAN);
  }
});

test("a broad keyword's total is estimated from a sample of the table's pages", async () => {
  const text = await plan(sampleSql(searched({ keyword: '배', sort: 'newest' }), 5));
  expect(text).toMatch(/Sample Scan on product/);
  expect(text).toContain('system');
  expect(text).not.toContain('regexp_replace');
});

// Behaviour at this scale, beyond the plans.

test("the statistics estimate a gram's share, a category's and a place's", async () => {
  const statistics = await catalogueStatistics(ctx.app.db);
  const share = async (where: SQL) =>
    (
      await queryRows(
        ctx.app.db,
        sql`select (count(*) filter (where ${where}))::float8 / count(*) as share from product p`,
        z.object({ share: z.number() }),
      )
    )[0]?.share ?? 0;
  expect(statistics.rows).toBeGreaterThan(19_000);
  for (const gram of ['배', '사과', '세트']) {
    const actual = await share(sql`search_grams(p.search_text) @> array[${gram}]::text[]`);
    expect(Math.abs(statistics.gramShare(gram) - actual), gram).toBeLessThan(0.02);
  }
  expect(statistics.gramShare('없는낱말')).toBe(0);
  for (const gram of ['배', '사과']) {
    const actual = await share(
      sql`search_grams(split_part(p.search_key, '|', 1)) @> array[${gram}]::text[]`,
    );
    expect(Math.abs(statistics.nameGramShare(gram) - actual), gram).toBeLessThan(0.02);
  }
  const inTree = sql`p.category_id in (select id from category where id = ${categoryId} or parent_id = ${categoryId})`;
  expect(Math.abs(statistics.categoryShare(categoryId) - (await share(inTree)))).toBeLessThan(0.02);
  const atPlace = sql`p.place_id = ${placeId}`;
  expect(Math.abs(statistics.placeShare(placeId) - (await share(atPlace)))).toBeLessThan(0.02);
});
