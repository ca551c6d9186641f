import { PRODUCT_EXACT_TOTAL } from '@app/contract/product-constants';
import { adminProductListQuerySchema, productListQuerySchema } from '@app/contract/product';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { sampleCatalogue } from '../../test/sample-catalogue.ts';
import { type TestContext, bearer, createTestApp } from '../../test/app.ts';
import { fullScanIds } from '../../test/search-exactness.ts';
import { understandAsTyped } from '../search/understanding.ts';
import { findMatchIds } from './product-search.ts';
import { adminListQuery, publicListQuery } from './product.repository.ts';

/**
 * Every page of a search, in every order, is what a full scan by the search's own definitions
 * gives (test/search-exactness.ts), and its total is exact up to PRODUCT_EXACT_TOTAL and within
 * 10% above: for keywords of every frequency, through the public API and the staff table, on a
 * table larger than a quarter of the database's shared buffers (where PostgreSQL's synchronised
 * scans start wherever the last one stopped).
 */
let ctx: TestContext;
let categoryId = 0;
const PRODUCTS = 55_000;

beforeAll(async () => {
  ctx = await createTestApp();
  const { categoryIds } = await sampleCatalogue(ctx.app.db, PRODUCTS);
  categoryId = categoryIds[0] ?? 0;
}, 600_000);

afterAll(async () => {
  await ctx.close();
});

const noSynonyms = new Map<string, string[]>();
const SORTS = ['newest', 'name', 'popular'] as const;
const SIZE = 20;

/** The search as the reads take it, for the full scan. */
function searched(query: Record<string, string>) {
  const understanding = understandAsTyped(query.keyword ?? '', noSynonyms);
  if (understanding === null) throw new Error('an empty keyword');
  return { ...publicListQuery(productListQuerySchema.parse(query), noSynonyms), understanding };
}

const pageSchema = z.object({
  items: z.array(z.object({ id: z.number() })),
  total: z.number(),
  totalEstimated: z.boolean(),
});

function expectTotal(page: z.infer<typeof pageSchema>, truth: number, label: string) {
  if (truth <= PRODUCT_EXACT_TOTAL) {
    expect({ total: page.total, estimated: page.totalEstimated }, label).toEqual({
      total: truth,
      estimated: false,
    });
  } else {
    expect(page.totalEstimated, label).toBe(true);
    expect(Math.abs(page.total - truth), label).toBeLessThanOrEqual(truth * 0.1);
  }
}

/** Pages 1, 2 and a deep one (up to the 60th) of the search, each beside the full scan. */
async function expectExact(query: Record<string, string>, truth: number[], label: string) {
  const last = Math.max(0, Math.ceil(truth.length / SIZE) - 1);
  for (const page of [...new Set([0, 1, Math.min(last, 59)])]) {
    const params = new URLSearchParams({ ...query, page: String(page), size: String(SIZE) });
    const res = await ctx.app.inject({ url: `/api/data/v1/product?${params.toString()}` });
    expect(res.statusCode, label).toBe(200);
    const body = pageSchema.parse(res.json());
    expect(
      body.items.map((item) => item.id),
      `${label}, page ${String(page + 1)}`,
    ).toEqual(truth.slice(page * SIZE, (page + 1) * SIZE));
    expectTotal(body, truth.length, label);
  }
}

const countSchema = z.object({ word: z.string(), count: z.number() });

/**
 * Keywords of every frequency band, found in the generated catalogue: the words of its names and
 * a few single syllables, by how many published products hold them.
 */
async function keywordsByBand(): Promise<Record<string, string>> {
  const [published] = await queryRows(
    ctx.app.db,
    sql`select count(*)::int as count, '' as word from product where status = 'published'`,
    countSchema,
  );
  const total = published?.count ?? 1;
  const counts = await queryRows(
    ctx.app.db,
    sql`select w.word, (select count(*)::int from product p
        where p.status = 'published' and p.search_text like '%' || w.word || '%') as count
      from (
        select word from (
          select distinct w as word from product, unnest(string_to_array(lower(name), ' ')) w
          where w !~ '[0-9]' and length(w) >= 2 limit 60
        ) named
        union select unnest(array['용', '가', '기', '산'])
      ) w`,
    countSchema,
  );
  const band = (from: number, to: number) => {
    const found = counts.find((c) => c.count > from * total && c.count <= to * total);
    if (!found) throw new Error(`no keyword between ${String(from)} and ${String(to)}`);
    return found.word;
  };
  const [first] = await queryRows(
    ctx.app.db,
    sql`select lower(code) as word, 0 as count from product
      where status = 'published' and code is not null order by id limit 1`,
    countSchema,
  );
  const [named] = await queryRows(
    ctx.app.db,
    sql`select name as word, 0 as count from product
      where status = 'published' and name ~ ' .* ' order by id desc limit 1`,
    countSchema,
  );
  return {
    'a code': first?.word ?? '',
    'a code prefix': first?.word.slice(0, 7) ?? '',
    // Every word of a product's name: a few products, whatever the catalogue's words.
    'under 0.1%': named?.word ?? '',
    '0.1–1%': band(0.001, 0.01),
    '1–10%': band(0.01, 0.1),
    'over 10%': band(0.1, 1),
  };
}

test('the table is larger than a quarter of shared_buffers', async () => {
  const [row] = await queryRows(
    ctx.app.db,
    sql`select pg_table_size('product') > (
        select setting::bigint * 8192 / 4 from pg_settings where name = 'shared_buffers'
      ) as larger`,
    z.object({ larger: z.boolean() }),
  );
  expect(row?.larger).toBe(true);
});

test('every page of a search, in every order, is the full scan’s, and its total exact or within 10%', async () => {
  const bands = await keywordsByBand();
  for (const [band, keyword] of Object.entries(bands)) {
    for (const sort of SORTS) {
      const query = { keyword, sort };
      const truth = await fullScanIds(ctx.app.db, searched(query));
      if (band !== 'a code prefix' && band !== 'a code') {
        expect(truth.length, band).toBeGreaterThan(0);
      }
      await expectExact(query, truth, `${band} (${keyword}), ${sort}`);
    }
  }
  // With a filter: the category's products, or the keyword's, whichever read is cheaper.
  for (const band of ['1–10%', 'over 10%'] as const) {
    const query = { keyword: bands[band] ?? '', sort: 'name', category: String(categoryId) };
    const truth = await fullScanIds(ctx.app.db, searched(query));
    await expectExact(query, truth, `${band} in a category`);
  }
}, 600_000);

test('the same request always gives the same answer', async () => {
  const bands = await keywordsByBand();
  const q = searched({
    keyword: bands['over 10%'] ?? '',
    sort: 'name',
    category: String(categoryId),
  });
  // Read again each time, past every cache.
  const answers = new Set<string>();
  for (let i = 0; i < 5; i += 1) {
    answers.add(JSON.stringify(await findMatchIds(ctx.app.db, { ...q, offset: 80 }, 100)));
  }
  expect(answers.size).toBe(1);
}, 120_000);

test('staff searching the table see every match, in the table’s order', async () => {
  const bands = await keywordsByBand();
  const keyword = bands['1–10%'] ?? '';
  for (const [sort, order] of [
    ['name', 'asc'],
    ['updatedAt', 'desc'],
    ['category', 'asc'],
  ] as const) {
    const query = { keyword, sort, order, size: String(SIZE) };
    const q = adminListQuery(adminProductListQuerySchema.parse(query), noSynonyms);
    const understanding = understandAsTyped(keyword, noSynonyms);
    if (understanding === null) throw new Error('an empty keyword');
    const truth = await fullScanIds(ctx.app.db, { ...q, understanding });
    for (const page of [0, 30]) {
      const params = new URLSearchParams({ ...query, page: String(page) });
      const res = await ctx.app.inject({
        url: `/api/admin/v1/product?${params.toString()}`,
        headers: bearer(ctx.adminToken),
      });
      expect(res.statusCode).toBe(200);
      const body = pageSchema.parse(res.json());
      expect(
        body.items.map((item) => item.id),
        `${sort} ${order}, page ${String(page + 1)}`,
      ).toEqual(truth.slice(page * SIZE, (page + 1) * SIZE));
      expectTotal(body, truth.length, `${sort} ${order}`);
    }
  }
}, 600_000);

test('in name order, a search walks from its word and reads the names holding it later: the first matches are the full scan’s', async () => {
  // The word that begins the most names among those that other names, sorted before it, hold
  // later (스테인리스: 스테인리스 볼트 …, and 고압 스테인리스 … before it), with the most matches:
  // its first pages are names holding it later, then names starting with it.
  const [word] = await queryRows(
    ctx.app.db,
    sql`with names as (
        select lower(name) as name, split_part(lower(name), ' ', 1) as first
        from product where status = 'published'
      ), firsts as (
        select first as word from names where first !~ '[0-9A-Za-z]'
        group by first having count(*) >= 20
      )
      select f.word, (select count(*)::int from product p where p.status = 'published'
          and p.search_text like '%' || f.word || '%') as count
      from firsts f
      where exists (select 1 from names n where n.name < f.word and n.name like '% ' || f.word || ' %')
      order by 2 desc limit 1`,
    countSchema,
  );
  if (word === undefined) throw new Error('no word begins some names and follows in others');
  const q = searched({ keyword: word.word, sort: 'name' });
  const truth = await fullScanIds(ctx.app.db, q);
  const before = await queryRows(
    ctx.app.db,
    sql`select count(*)::int as count, '' as word from product p
      where p.status = 'published' and lower(p.name) < ${word.word}
        and (string_to_array(lower(p.name), ' '))[2:] @> array[${word.word}]`,
    countSchema,
  );
  const later = before[0]?.count ?? 0;
  // Ending among the names before the word, right after them, and further on.
  for (const upTo of [20, later + 20, 2 * later + 100]) {
    const found = await findMatchIds(ctx.app.db, q, upTo);
    expect(found.ids, `${word.word}, the first ${String(upTo)}`).toEqual(truth.slice(0, upTo));
  }
}, 120_000);
