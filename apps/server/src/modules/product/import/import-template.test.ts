import { IMAGE_MAX_BYTES } from '@app/contract/image';
import { PRODUCT_IMAGES_MAX, PRODUCT_SPECS_MAX } from '@app/contract/product';
import {
  PRODUCT_IMPORT_IMAGES_MAX_BYTES,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_IMPORT_SHEET_MAX_BYTES,
  type ProductImportDryRun,
  type ProductImportInspection,
} from '@app/contract/product-import';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestContext, bearer, createTestApp } from '../../../test/app.ts';
import { createCategory, createPlace } from '../../../test/catalogue.ts';
import { multipart } from '../../../test/multipart.ts';

// A database of its own: the first test needs a site without categories or places.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** A cell's text: the template writes only strings and numbers. */
const cellText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

async function template(lang: 'ko' | 'en') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/v1/product/import/template?lang=${lang}`,
    headers: bearer(ctx.adminToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
  const [products, instructions] = workbook.worksheets;
  if (products === undefined || instructions === undefined) throw new Error('a sheet is missing');
  // exceljs leaves empty cells (and rows) out of its arrays: Array.from fills them in.
  const rows = (sheet: ExcelJS.Worksheet) =>
    Array.from(sheet.getSheetValues().slice(1), (row) =>
      Array.isArray(row) ? Array.from(row.slice(1), cellText) : [],
    );
  return {
    data: res.rawPayload,
    products: rows(products),
    instructions,
    lines: rows(instructions),
  };
}

/** The sample row's cell under a header. */
const cellUnder = (rows: string[][], header: string) => rows[1]?.[rows[0]?.indexOf(header) ?? -1];

test('without categories or places yet, the sample row leaves them empty', async () => {
  const { products } = await template('ko');
  expect(cellUnder(products, '카테고리')).toBe('');
  expect(cellUnder(products, '장소')).toBe('');
  // Status and featured in the staff language; a draft, so an unchanged template publishes nothing.
  expect(cellUnder(products, '상태')).toBe('비공개');
  expect(cellUnder(products, '추천')).toBe('아니요');
  expect(products.flat().join(' ')).not.toMatch(/배관|밸브|평택/);
});

test("the sample row names the site's own category path and place, and imports as it is", async () => {
  const parent = await createCategory(ctx, { name: '공구' });
  await createCategory(ctx, { name: '전동 공구', parentId: parent.id });
  await createPlace(ctx, { name: '본사 전시장' });
  for (const lang of ['ko', 'en'] as const) {
    const { data, products } = await template(lang);
    const [category, place, status, featured] =
      lang === 'ko'
        ? ['카테고리', '장소', '상태', '추천']
        : ['Category', 'Place', 'Status', 'Featured'];
    expect(cellUnder(products, category), lang).toBe('공구 > 전동 공구');
    expect(cellUnder(products, place), lang).toBe('본사 전시장');
    expect(cellUnder(products, status), lang).toBe(lang === 'ko' ? '비공개' : 'Draft');
    expect(cellUnder(products, featured), lang).toBe(lang === 'ko' ? '아니요' : 'No');

    const headers = bearer(ctx.adminToken);
    const file = { name: 'template.xlsx', data };
    const inspectBody = multipart([file]);
    const inspected = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/v1/product/import/inspect',
      headers: { ...inspectBody.headers, ...headers },
      payload: inspectBody.payload,
    });
    const { mapping } = inspected.json<ProductImportInspection>();
    const dryRunBody = multipart([file], { mapping: JSON.stringify(mapping) });
    const dryRun = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/v1/product/import/dry-run',
      headers: { ...dryRunBody.headers, ...headers },
      payload: dryRunBody.payload,
    });
    // Every cell of the sample is valid here; only its images would come from a ZIP.
    expect(dryRun.json<ProductImportDryRun>().rows[0]?.errors, lang).toEqual([
      { column: 'L', code: 'image_not_found', params: { name: 'example-001.jpg' } },
      { column: 'L', code: 'image_not_found', params: { name: 'example-001-side.jpg' } },
    ]);
  }
});

test("a second sheet explains the columns in the template's language, with the import's own words and limits", async () => {
  const number = (n: number) => n.toLocaleString('en-US');
  const mb = (bytes: number) => number(bytes / 1024 / 1024);
  for (const lang of ['ko', 'en'] as const) {
    const { products, instructions, lines } = await template(lang);
    expect(instructions.name).toBe(lang === 'ko' ? '안내' : 'Instructions');
    const text = lines.flat().join('\n');
    // Every column of the products sheet is explained (specs by their first pairs).
    const explained = new Set(lines.flatMap(([first = '']) => first.split(', ')));
    for (const header of products[0] ?? []) {
      if (!/^(사양|Spec )2/.test(header)) expect(explained, `${lang} ${header}`).toContain(header);
    }
    const required = lines.filter((row) => row[1] !== '' && row[1] !== undefined);
    if (lang === 'ko') {
      expect(required.map((row) => row[0])).toEqual(['열', '이름', '카테고리']);
      expect(text).toContain('공개: 공개, published / 비공개: 비공개, draft');
      expect(text).toContain(
        '예: 예, y, yes, true, 1, o, 추천 / 아니요: 아니요, n, no, false, 0, x, 아니오',
      );
      expect(text).toContain("'>'로 이은 경로(예: 공구 > 전동 공구)");
      expect(text).toContain(`제품 ${number(PRODUCT_IMPORT_MAX_ROWS)}행까지`);
    } else {
      expect(required.map((row) => row[0])).toEqual(['Column', 'Name', 'Category']);
      expect(text).toContain('Published: Published, 공개 / Draft: Draft, 비공개');
      expect(text).toContain(
        'Yes: Yes, y, true, 1, o, 예, 추천 / No: No, n, false, 0, x, 아니요, 아니오',
      );
      expect(text).toContain("joined by '>' (for example 공구 > 전동 공구)");
      expect(text).toContain(`Up to ${number(PRODUCT_IMPORT_MAX_ROWS)} products`);
    }
    expect(text).toContain("';'");
    expect(text).toContain('ZIP');
    for (const limit of [
      mb(PRODUCT_IMPORT_SHEET_MAX_BYTES),
      mb(PRODUCT_IMPORT_IMAGES_MAX_BYTES),
      mb(IMAGE_MAX_BYTES),
      number(PRODUCT_IMAGES_MAX),
      number(PRODUCT_SPECS_MAX),
    ]) {
      expect(text, `${lang} ${limit}`).toMatch(new RegExp(`\\b${limit} ?(MB|장|쌍|images|pairs)`));
    }
  }
});
