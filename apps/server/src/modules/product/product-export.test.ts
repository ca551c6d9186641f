import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestContext, bearer, createTestApp } from '../../test/app.ts';
import { createCategory, createImage, createPlace, createProduct } from '../../test/catalogue.ts';

let ctx: TestContext;
let tag: string;

beforeAll(async () => {
  ctx = await createTestApp();
  tag = `내보내기${String(Date.now() % 100_000)}`;
  const parent = await createCategory(ctx, { name: '배관 자재' });
  const valves = await createCategory(ctx, { name: `밸브 ${tag}`, parentId: parent.id });
  const plant = await createPlace(ctx, { name: '평택 공장' });
  const image = await createImage(ctx);
  await createProduct(ctx, {
    name: `${tag} 볼밸브`,
    nameEn: `${tag} ball valve`,
    code: 'BV-100',
    summary: '스테인리스 볼밸브',
    description: '<p>고압용</p>',
    descriptionEn: '<p>High pressure</p>',
    categoryId: valves.id,
    placeId: plant.id,
    specs: [
      { label: '재질', value: 'SUS304' },
      { label: '압력', value: '10 bar' },
    ],
    imageIds: [image],
    featured: true,
    sortOrder: 3,
  });
  await createProduct(ctx, { name: `=1+1 ${tag}`, categoryId: valves.id, status: 'draft' });
  await createProduct(ctx, { name: '다른 제품', categoryId: parent.id });
});
afterAll(async () => {
  await ctx.close();
});

const exportFile = (query: string, token: string | null = ctx.adminToken) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/v1/product/export?${query}`,
    headers: token === null ? {} : bearer(token),
  });

async function csvRows(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from(body.subarray(3)));
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')));
  });
  return rows;
}

test('the filtered table exports as .xlsx with every field, specs as column pairs', async () => {
  const res = await exportFile(`keyword=${encodeURIComponent(tag)}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="products-\d{8}\.xlsx"$/,
  );
  const workbook = new ExcelJS.Workbook();
  // exceljs's own Buffer type is an ArrayBuffer: a copy of the bytes is one.
  await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('no sheet');
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  expect(values(1)).toEqual([
    '번호',
    '품번',
    '이름',
    '이름 (영문)',
    '요약',
    '요약 (영문)',
    '카테고리',
    '장소',
    '상태',
    '추천',
    '정렬 순서',
    '사진 파일',
    '설명',
    '설명 (영문)',
    '사양1 항목',
    '사양1 내용',
    '사양2 항목',
    '사양2 내용',
  ]);
  // The keyword matched two products (a draft included); the other product is not exported.
  expect(sheet.rowCount).toBe(3);
  const valve = values(2);
  expect(valve.slice(1, 11)).toEqual([
    'BV-100',
    `${tag} 볼밸브`,
    `${tag} ball valve`,
    '스테인리스 볼밸브',
    // No English summary: an empty cell (exceljs reads it as no value).
    undefined,
    `배관 자재 > 밸브 ${tag}`,
    '평택 공장',
    '공개',
    '예',
    3,
  ]);
  expect(String(valve[11])).toMatch(/\.png$/);
  expect(valve.slice(12)).toEqual([
    '<p>고압용</p>',
    '<p>High pressure</p>',
    '재질',
    'SUS304',
    '압력',
    '10 bar',
  ]);
  // In a workbook text is typed as text: a formula-like name stays a plain string.
  expect(values(3)[2]).toBe(`=1+1 ${tag}`);
  // Set up as staff set a sheet up: the header frozen and filtered, text columns wide.
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter).toBeTruthy();
  expect(sheet.getColumn(3).width).toBeGreaterThan(sheet.getColumn(1).width ?? 0);
});

test('CSV is UTF-8 with a byte order mark, English headers on request, formulas neutralised', async () => {
  const res = await exportFile(
    `keyword=${encodeURIComponent(tag)}&status=draft&format=csv&lang=en`,
  );
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(res.body).toContain('\r\n');
  const rows = await csvRows(res.rawPayload);
  expect(rows[0]?.slice(0, 3)).toEqual(['ID', 'Code', 'Name']);
  expect(rows).toHaveLength(2);
  // Excel would run "=1+1" as a formula when it opens the file: it gets an apostrophe first.
  expect(rows[1]?.[2]).toBe(`'=1+1 ${tag}`);
});

test('exporting needs a staff session, and a bad filter is refused', async () => {
  expect((await exportFile('format=csv', null)).statusCode).toBe(401);
  for (const query of ['format=pdf', 'category=abc', 'status=archived', 'lang=fr']) {
    const res = await exportFile(query);
    expect(res.statusCode, query).toBe(400);
  }
});

test('English specs export as label/value column pairs after the Korean ones, headed in the sheet language', async () => {
  const category = await createCategory(ctx, { name: `영문 사양 ${tag}` });
  await createProduct(ctx, {
    name: `${tag} 영문 사양 제품`,
    categoryId: category.id,
    specs: [
      { label: '재질', value: 'SUS304' },
      { label: '압력', value: '-1 ~ 10 bar' },
    ],
    // The first row's value has no English: its cell stays empty.
    specsEn: [
      { label: 'Material', value: null },
      { label: 'Pressure', value: '-1 to 10 bar' },
    ],
  });
  const res = await exportFile(`category=${String(category.id)}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('no sheet');
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  expect(values(1).slice(14)).toEqual([
    '사양1 항목',
    '사양1 내용',
    '사양2 항목',
    '사양2 내용',
    '사양1 항목 (영문)',
    '사양1 내용 (영문)',
    '사양2 항목 (영문)',
    '사양2 내용 (영문)',
  ]);
  expect(values(2).slice(14)).toEqual([
    '재질',
    'SUS304',
    '압력',
    '-1 ~ 10 bar',
    'Material',
    undefined, // an empty cell
    'Pressure',
    '-1 to 10 bar',
  ]);

  const csv = await csvRows(
    (await exportFile(`category=${String(category.id)}&format=csv&lang=en`)).rawPayload,
  );
  expect(csv[0]?.slice(14)).toEqual([
    'Spec 1 label',
    'Spec 1 value',
    'Spec 2 label',
    'Spec 2 value',
    'Spec 1 label (English)',
    'Spec 1 value (English)',
    'Spec 2 label (English)',
    'Spec 2 value (English)',
  ]);
  // A value starting with a sign gets the export's apostrophe in CSV, as the Korean specs do.
  expect(csv[1]?.slice(18)).toEqual(['Material', undefined, 'Pressure', "'-1 to 10 bar"]);
});
