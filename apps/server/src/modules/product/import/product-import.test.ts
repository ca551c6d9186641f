import { Readable } from 'node:stream';
import type { ProductImportDryRun, ProductImportJob } from '@app/contract/product-import';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sampleProductImage } from '../../../bootstrap/sample-images.ts';
import { type TestContext, bearer, createTestApp } from '../../../test/app.ts';
import { createCategory, createPlace, createProduct } from '../../../test/catalogue.ts';
import { type UploadFile, multipart } from '../../../test/multipart.ts';
import { zipFile } from '../../../test/zip.ts';
import { failInterruptedImports, insertImportJob } from './import-job.repository.ts';

let ctx: TestContext;
let tag: string;
let categoryPath: string;

beforeAll(async () => {
  ctx = await createTestApp();
  tag = `가져오기${String(Date.now() % 100_000)}`;
  const parent = await createCategory(ctx, { name: `자재 ${tag}` });
  await createCategory(ctx, { name: '밸브', parentId: parent.id });
  await createPlace(ctx, { name: `공장 ${tag}` });
  categoryPath = `자재 ${tag} > 밸브`;
});
afterAll(async () => {
  await ctx.close();
});

const HEADER = [
  '품번',
  '이름',
  '카테고리',
  '장소',
  '상태',
  '추천',
  '정렬 순서',
  '사진 파일',
  '사양1 항목',
  '사양1 내용',
];

async function xlsx(rows: (string | number)[][], formula?: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('제품');
  for (const row of rows) sheet.addRow(row);
  if (formula !== undefined) sheet.getCell('B2').value = { formula, result: 2 };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const form = (parts: UploadFile[], mapping?: unknown[]) =>
  multipart(parts, mapping === undefined ? {} : { mapping: JSON.stringify(mapping) });

const post = (url: string, body: { payload: Buffer | Readable; headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/v1/product/import${url}`,
    headers: { ...body.headers, ...bearer(ctx.adminToken) },
    payload: body.payload,
  });

const sheet = (data: Buffer, name = 'products.xlsx'): UploadFile => ({ name, data });

async function inspect(data: Buffer, name?: string) {
  const res = await post('/inspect', form([sheet(data, name)]));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    columns: string[];
    mapping: unknown[];
    encoding: string | null;
    format: string;
  }>();
}

async function dryRun(data: Buffer, images?: Buffer, name?: string) {
  const { mapping } = await inspect(data, name);
  const parts = [
    sheet(data, name),
    ...(images ? [{ name: 'images.zip', data: images, field: 'images' }] : []),
  ];
  return post('/dry-run', form(parts, mapping));
}

async function apply(data: Buffer, images?: Buffer): Promise<ProductImportJob> {
  const { mapping } = await inspect(data);
  const parts = [
    sheet(data),
    ...(images ? [{ name: 'images.zip', data: images, field: 'images' }] : []),
  ];
  const res = await post('', form(parts, mapping));
  expect(res.statusCode, res.body).toBe(202);
  const job = res.json<ProductImportJob>();
  for (;;) {
    const poll = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/v1/product/import/${String(job.id)}`,
      headers: bearer(ctx.adminToken),
    });
    const current = poll.json<ProductImportJob>();
    if (current.status !== 'running') return current;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const productByCode = async (code: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/v1/product?keyword=${encodeURIComponent(code)}`,
    headers: bearer(ctx.adminToken),
  });
  return res
    .json<{ items: { id: number; code: string | null; name: string }[] }>()
    .items.find((p) => p.code?.toLowerCase() === code.toLowerCase());
};

const counts = async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/v1/stats',
    headers: bearer(ctx.adminToken),
  });
  const images = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/v1/image?size=1',
    headers: bearer(ctx.adminToken),
  });
  return { stats: res.body, images: images.json<{ total: number }>().total };
};

test('a dry run says what would happen, row by row, and changes nothing', async () => {
  const png = await sampleProductImage(1, 320, 240);
  const images = zipFile([{ name: 'photos/valve.png', data: png, store: true }]);
  const data = await xlsx([
    HEADER,
    [
      `DR-1`,
      `${tag} 새 밸브`,
      categoryPath,
      `공장 ${tag}`,
      'published',
      'Y',
      2,
      'valve.png',
      '재질',
      'SUS',
    ],
    [`DR-2`, `${tag} 없는 분류`, '없는 분류', '', 'draft', 'N', 0, '', '', ''],
    [`DR-3`, `${tag} 사진 없음`, categoryPath, '', '공개', 'X?', 0, 'missing.png', '재질', ''],
  ]);
  const before = await counts();
  const res = await dryRun(data, images);
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json<ProductImportDryRun>();
  expect(result).toMatchObject({ total: 3, created: 1, updated: 0, refused: 2 });
  // Refusals first, each error with its column and a code the interface translates.
  expect(result.rows.map((r) => [r.row, r.action])).toEqual([
    [3, 'refuse'],
    [4, 'refuse'],
    [2, 'create'],
  ]);
  expect(result.rows[0]?.errors).toEqual([
    { column: 'C', code: 'category_not_found', params: { value: '없는 분류' } },
  ]);
  expect(result.rows[1]?.errors.map((e) => [e.column, e.code])).toEqual([
    ['F', 'invalid_featured'],
    ['J', 'spec_incomplete'],
  ]);
  expect(await counts()).toEqual(before);
  expect(await productByCode('DR-1')).toBeUndefined();
});

test('applying creates products with images from the ZIP, in the background, with a report', async () => {
  const png = await sampleProductImage(2, 320, 240);
  const images = zipFile([{ name: 'valve-a.png', data: png }]);
  const data = await xlsx([
    HEADER,
    [
      'AP-1',
      `${tag} 볼밸브`,
      categoryPath,
      `공장 ${tag}`,
      'published',
      'Y',
      3,
      'valve-a.png',
      '압력',
      '10 bar',
    ],
    ['AP-2', `${tag} 게이트밸브`, '밸브', '', 'draft', 'N', '', '', '', ''],
    ['AP-3', '', categoryPath, '', '', '', '', '', '', ''],
  ]);
  const job = await apply(data, images);
  expect(job).toMatchObject({ status: 'done', total: 3, processed: 3, created: 2, refused: 1 });
  const created = await productByCode('AP-1');
  const product = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/v1/product/${String(created?.id)}`,
    headers: bearer(ctx.adminToken),
  });
  expect(product.json()).toMatchObject({
    name: `${tag} 볼밸브`,
    status: 'published',
    featured: true,
    sortOrder: 3,
    specs: [{ label: '압력', value: '10 bar' }],
    category: { name: '밸브' },
    place: { name: `공장 ${tag}` },
  });
  expect(product.json<{ images: unknown[] }>().images).toHaveLength(1);
  // The public list shows it at once: the product caches were dropped.
  const list = await ctx.app.inject({
    method: 'GET',
    url: `/api/data/v1/product?keyword=${encodeURIComponent(`${tag} 볼밸브`)}`,
  });
  expect(list.json<{ total: number }>().total).toBe(1);

  const report = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/v1/product/import/${String(job.id)}/report?lang=en`,
    headers: bearer(ctx.adminToken),
  });
  expect(report.statusCode).toBe(200);
  expect([...report.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(report.body).toContain('Row,Action,Product ID,Code,Name,Errors');
  expect(report.body).toContain('4,refuse,,AP-3,,B: required');

  const audit = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/v1/audit?entity=product-import',
    headers: bearer(ctx.adminToken),
  });
  const actions = audit.json<{ items: { action: string }[] }>().items.map((a) => a.action);
  expect(actions).toEqual(expect.arrayContaining(['start', 'finish']));
});

test('a row whose code exists (in any case) updates that product', async () => {
  const category = await createCategory(ctx, { name: `갱신 ${tag}` });
  const existing = await createProduct(ctx, {
    name: '옛 이름',
    code: 'Up-Case-1',
    categoryId: category.id,
  });
  const data = await xlsx([
    ['품번', '이름', '카테고리'],
    ['UP-CASE-1', `${tag} 새 이름`, `갱신 ${tag}`],
  ]);
  const dry = (await dryRun(data)).json<ProductImportDryRun>();
  expect(dry).toMatchObject({ created: 0, updated: 1 });
  const job = await apply(data);
  expect(job).toMatchObject({ status: 'done', updated: 1, created: 0 });
  const product = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/v1/product/${String(existing.id)}`,
    headers: bearer(ctx.adminToken),
  });
  // Unmapped fields keep their values; the code takes the file's spelling.
  expect(product.json()).toMatchObject({
    name: `${tag} 새 이름`,
    code: 'UP-CASE-1',
    status: 'published',
  });
});

test('a CSV saved by Korean Excel (CP949) is read as CP949; UTF-8 with a BOM as UTF-8', async () => {
  const text = `품번,이름,카테고리\r\nCP-1,${tag} 한글 제품,${categoryPath}\r\n`;
  const cp949 = iconv.encode(text, 'cp949');
  const inspected = await inspect(cp949, 'products.csv');
  expect(inspected).toMatchObject({
    format: 'csv',
    encoding: 'cp949',
    columns: ['품번', '이름', '카테고리'],
  });
  expect(inspected.mapping).toEqual(['code', 'name', 'category']);
  const dry = (await dryRun(cp949, undefined, 'products.csv')).json<ProductImportDryRun>();
  expect(dry.rows[0]).toMatchObject({ action: 'create', name: `${tag} 한글 제품` });

  const utf8 = Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(text.replace('CP-1', "'=CP-2")),
  ]);
  const res = await dryRun(utf8, undefined, 'products.csv');
  expect(res.statusCode, res.body).toBe(200);
  // The export's apostrophe before a formula-like cell is taken off again.
  expect(res.json<ProductImportDryRun>().rows[0]).toMatchObject({
    code: '=CP-2',
    action: 'refuse',
  });
});

test('an export imports back to the same catalogue', async () => {
  const category = await createCategory(ctx, { name: `왕복 ${tag}` });
  await createProduct(ctx, {
    name: `${tag} 왕복 제품`,
    nameEn: `${tag} round trip`,
    code: 'RT-1',
    summary: '요약',
    summaryEn: 'Summary',
    description: '<p>설명</p>',
    descriptionEn: '<p>Description</p>',
    categoryId: category.id,
    specs: [{ label: '무게', value: '3 kg' }],
    featured: true,
    sortOrder: 4,
  });
  await createProduct(ctx, {
    name: `${tag} 왕복 둘`,
    code: 'RT-2',
    categoryId: category.id,
    status: 'draft',
  });
  const exportOf = async (format: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/v1/product/export?category=${String(category.id)}&format=${format}`,
        headers: bearer(ctx.adminToken),
      })
    ).rawPayload;
  const before = await exportOf('csv');
  for (const format of ['xlsx', 'csv']) {
    const job = await apply(await exportOf(format));
    expect(job, format).toMatchObject({ status: 'done', updated: 2, created: 0, refused: 0 });
  }
  expect((await exportOf('csv')).toString()).toBe(before.toString());
  expect(before.toString()).toContain(`${tag} round trip`);

  // A sheet without the English columns keeps the English (decision 17).
  const job = await apply(Buffer.from(`품번,이름,카테고리\nRT-1,${tag} 새 이름,왕복 ${tag}\n`));
  expect(job).toMatchObject({ status: 'done', updated: 1 });
  const after = (await exportOf('csv')).toString();
  expect(after).toContain(`${tag} 새 이름`);
  expect(after).toContain(`${tag} round trip`);
  expect(after).toContain('<p>Description</p>');
});

test('bad files are refused with a clear problem and change nothing', async () => {
  const before = await counts();
  const refused = async (res: Awaited<ReturnType<typeof post>>, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<{ code: string }>().code).toBe(code);
  };
  const mapping = ['code', 'name', 'category'];
  const send = (data: Buffer, images?: Buffer) =>
    post(
      '/dry-run',
      form(
        [sheet(data), ...(images ? [{ name: 'i.zip', data: images, field: 'images' }] : [])],
        mapping,
      ),
    );

  // Not a spreadsheet: a PNG, and a ZIP that is no workbook.
  await refused(await send(await sampleProductImage(3, 40, 30)), 415, 'not_a_spreadsheet');
  await refused(
    await send(zipFile([{ name: 'a.txt', data: Buffer.from('hi') }])),
    415,
    'not_a_spreadsheet',
  );

  // Zip bombs: a huge ratio declared, and a size that lies (checked while inflating).
  const workbook = (sheetXml: Buffer, declaredSize?: number) =>
    zipFile([
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          '<workbook><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(
          '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
        ),
      },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: sheetXml,
        ...(declaredSize ? { declaredSize } : {}),
      },
    ]);
  const zeros = Buffer.alloc(20 * 1024 * 1024, 0x20);
  await refused(await send(workbook(zeros)), 422, 'zip_bomb');
  await refused(await send(workbook(zeros, 1000)), 422, 'zip_bomb');
  const header = await xlsx([['품번', '이름', '카테고리']]);
  await refused(await send(header, zipFile([{ name: 'x.png', data: zeros }])), 422, 'zip_bomb');

  // A million rows: refused at the first row past the limit, not after reading them all.
  const rows = Array.from(
    { length: 1_000_000 },
    (_, i) => `<row r="${String(i + 1)}"><c t="inlineStr"><is><t>x</t></is></c></row>`,
  ).join('');
  const million = workbook(Buffer.from(`<worksheet><sheetData>${rows}</sheetData></worksheet>`));
  await refused(await send(million), 422, 'too_many_rows');
  const csv = `품번,이름,카테고리\n${'a,b,c\n'.repeat(50_001)}`;
  await refused(await send(Buffer.from(csv)), 422, 'too_many_rows');

  // Formulas, in a workbook and in a CSV.
  await refused(
    await send(
      await xlsx(
        [
          ['품번', '이름', '카테고리'],
          ['F-1', 'x', '밸브'],
        ],
        'A1+1',
      ),
    ),
    422,
    'formula_in_cell',
  );
  await refused(
    await send(Buffer.from('품번,이름,카테고리\nF-2,=1+1,밸브\n')),
    422,
    'formula_in_cell',
  );

  // One code on two rows (ignoring case).
  const duplicates = await xlsx([
    ['품번', '이름', '카테고리'],
    ['D-1', 'a', categoryPath],
    ['d-1', 'b', categoryPath],
  ]);
  const dup = await send(duplicates);
  await refused(dup, 422, 'duplicate_codes');
  expect(dup.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('row 3');

  // Over the size limit (200 MB, streamed): refused while it arrives.
  const empty = multipart([sheet(Buffer.alloc(0))]);
  const bodyStart = empty.payload.indexOf('\r\n\r\n') + 4;
  const megabyte = Buffer.alloc(1024 * 1024, 0x61);
  const stream = Readable.from(
    (function* () {
      yield empty.payload.subarray(0, bodyStart);
      for (let i = 0; i < 200; i += 1) yield megabyte;
      yield empty.payload.subarray(bodyStart);
    })(),
  );
  await refused(
    await post('/inspect', { payload: stream, headers: empty.headers }),
    413,
    'file_too_large',
  );

  // An import that is refused starts no job.
  const start = await post('', form([sheet(duplicates)], mapping));
  await refused(start, 422, 'duplicate_codes');
  expect(await counts()).toEqual(before);
});

test('importing needs a staff session; a bad mapping is refused', async () => {
  const data = await xlsx([['품번', '이름', '카테고리']]);
  const body = form([sheet(data)], ['code', 'name', null]);
  const anonymous = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/product/import/dry-run',
    headers: body.headers,
    payload: body.payload,
  });
  expect(anonymous.statusCode).toBe(401);
  const res = await post('/dry-run', body);
  expect(res.statusCode).toBe(400);
  expect(res.json<{ code: string }>().code).toBe('validation_failed');
});

test('the template re-imports with every column mapped', async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/v1/product/import/template?lang=en',
    headers: bearer(ctx.adminToken),
  });
  expect(res.statusCode).toBe(200);
  const inspected = await inspect(res.rawPayload);
  expect(inspected.columns.slice(0, 3)).toEqual(['ID', 'Code', 'Name']);
  expect(inspected.mapping).toEqual([
    null,
    'code',
    'name',
    'nameEn',
    'summary',
    'summaryEn',
    'category',
    'place',
    'status',
    'featured',
    'sortOrder',
    'images',
    'description',
    'descriptionEn',
    'spec1Label',
    'spec1Value',
    'spec2Label',
    'spec2Value',
  ]);
});

test('a job whose server stopped is failed, never left running', async () => {
  const job = await insertImportJob(ctx.app.db, { fileName: 'x.xlsx', total: 10, createdBy: null });
  expect(await failInterruptedImports(ctx.app.db)).toEqual([]);
  // At start-up (or on any read), a job silent for a minute is failed as interrupted.
  expect(await failInterruptedImports(ctx.app.db, new Date(Date.now() + 61_000))).toEqual([job.id]);
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/v1/product/import/${String(job.id)}`,
    headers: bearer(ctx.adminToken),
  });
  expect(res.json()).toMatchObject({ status: 'failed', error: 'interrupted' });
});
