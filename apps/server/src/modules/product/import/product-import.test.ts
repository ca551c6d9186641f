import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AdminProduct } from '@app/contract/product';
import type { ProductImportDryRun, ProductImportJob } from '@app/contract/product-import';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { z } from 'zod';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type App, buildApp } from '../../../app.ts';
import { queryRows } from '../../../db/client.ts';
import { product } from '../../../db/schema/index.ts';
import { sampleProductImage } from '../../../bootstrap/sample-images.ts';
import { parseEnv } from '../../../env.ts';
import { type TestContext, bearer, createTestApp } from '../../../test/app.ts';
import { createCategory, createPlace, createProduct } from '../../../test/catalogue.ts';
import { testDbKind } from '../../../test/database.ts';
import { type UploadFile, multipart } from '../../../test/multipart.ts';
import { zipFile } from '../../../test/zip.ts';
import { catalogueStatistics } from '../catalogue-statistics.ts';
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
    samples: string[][];
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

const jobOf = async (id: number, app: App = ctx.app) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/admin/v1/product/import/${String(id)}`,
      headers: bearer(ctx.adminToken),
    })
  ).json<ProductImportJob>();

async function finished(id: number): Promise<ProductImportJob> {
  for (;;) {
    const current = await jobOf(id);
    if (current.status !== 'running') return current;
    await sleep(50);
  }
}

async function start(data: Buffer, images?: Buffer, name?: string): Promise<ProductImportJob> {
  const { mapping } = await inspect(data, name);
  const parts = [
    sheet(data, name),
    ...(images ? [{ name: 'images.zip', data: images, field: 'images' }] : []),
  ];
  const res = await post('', form(parts, mapping));
  expect(res.statusCode, res.body).toBe(202);
  return res.json<ProductImportJob>();
}

async function apply(data: Buffer, images?: Buffer): Promise<ProductImportJob> {
  return finished((await start(data, images)).id);
}

/** A workbook written by hand (no exceljs), so tests can craft what Excel never would. */
const workbook = (
  sheetXml: Buffer,
  options: { declaredSize?: number; sharedStrings?: Buffer } = {},
) =>
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
    ...(options.sharedStrings
      ? [{ name: 'xl/sharedStrings.xml', data: options.sharedStrings }]
      : []),
    {
      name: 'xl/worksheets/sheet1.xml',
      data: sheetXml,
      ...(options.declaredSize ? { declaredSize: options.declaredSize } : {}),
    },
  ]);

const worksheet = (rows: string) =>
  Buffer.from(`<worksheet><sheetData>${rows}</sheetData></worksheet>`);

/** A CSV of `rows` products of one category, with the mapping it needs. */
function productsCsv(prefix: string, category: string, rows: number) {
  const lines = ['품번,이름,카테고리,상태'];
  for (let i = 0; i < rows; i += 1) {
    lines.push(
      `${prefix}-${String(i)},${tag} ${prefix} ${String(i)},${category},${i % 3 === 1 ? 'draft' : 'published'}`,
    );
  }
  return { data: Buffer.from(lines.join('\n')), mapping: ['code', 'name', 'category', 'status'] };
}

/**
 * Runs `work` while another request asks /api/health every 20 ms: answers what `work`
 * answered, how long it took, and the longest wait for a health answer (a blocked event loop
 * shows there).
 */
async function whileHealthAnswers<T>(work: () => Promise<T>) {
  // The test's own synchronous work just before (building a 90 MB upload) holds up the server's
  // database probe too, on the same event loop: health answers 503 until the next probe is in.
  await expect
    .poll(async () => (await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode, {
      timeout: 60_000,
    })
    .toBe(200);
  const state = { done: false, slowest: 0, statuses: new Set<number>() };
  const probe = (async () => {
    // From one answer to the next, the pause included: a loop blocked during it shows too.
    let previous = performance.now();
    while (!state.done) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      state.statuses.add(res.statusCode);
      state.slowest = Math.max(state.slowest, performance.now() - previous);
      previous = performance.now();
      await sleep(20);
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, slowestHealthMs: state.slowest };
  } finally {
    state.done = true;
    await probe;
    expect([...state.statuses]).toEqual([200]);
  }
}

/** This process's upload folders (the import names them after the process id). */
const uploadFolders = async () =>
  (await readdir(tmpdir())).filter((name) =>
    name.startsWith(`product-import-${String(process.pid)}-`),
  );

/**
 * Another server started on this test's database, as after a restart: its start-up runs as
 * a real one's does. Closing it leaves the database to the test's app.
 */
async function anotherServer(): Promise<App & { storageDir: string }> {
  const { app } = ctx;
  const storageDir = await mkdtemp(join(tmpdir(), 'app-test-files-'));
  const server = await buildApp({
    env: parseEnv({
      NODE_ENV: 'test',
      STORAGE_DIR: storageDir,
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    }),
    database: {
      db: app.db,
      readDb: app.readDb,
      replicas: null,
      kind: app.dbKind,
      close: async () => undefined,
      probe: async () => undefined,
      load: () => ({ kind: 'pglite', queueDepth: 0 }),
    },
  });
  server.addHook('onClose', () => rm(storageDir, { recursive: true, force: true }));
  await server.ready();
  return Object.assign(server, { storageDir });
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

test('dates typed in a spreadsheet import as the dates shown, not their serial numbers', async () => {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('제품');
  worksheet.addRow(['품번', '이름', '사양1 항목', '사양1 내용', '사양2 항목', '사양2 내용']);
  worksheet.addRow(['DT-1', '날짜 시험', '출시일', new Date(Date.UTC(2026, 1, 2)), '점검', 0]);
  worksheet.getCell('D2').numFmt = 'yyyy"년" m"월" d"일"';
  worksheet.getCell('F2').value = new Date(Date.UTC(2026, 1, 2, 14, 30));
  worksheet.getCell('F2').numFmt = 'yyyy-mm-dd hh:mm';
  const inspected = await inspect(Buffer.from(await workbook.xlsx.writeBuffer()));
  expect(inspected.samples[0]).toEqual([
    'DT-1',
    '날짜 시험',
    '출시일',
    '2026-02-02',
    '점검',
    '2026-02-02 14:30',
  ]);
});

test('a title row above the header is skipped, whatever the row numbers say', async () => {
  const data = await xlsx([
    ['2026년 제품 목록'],
    [],
    ['품번', '이름', '카테고리'],
    ['TT-1', '제목 아래 제품', categoryPath],
  ]);
  const inspected = await inspect(data);
  expect(inspected.columns).toEqual(['품번', '이름', '카테고리']);
  expect(inspected.mapping.slice(0, 3)).toEqual(['code', 'name', 'category']);
  const res = await dryRun(data);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<ProductImportDryRun>().rows).toMatchObject([{ row: 4, action: 'create' }]);
});

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
  expect(report.body).toContain('4,Refused,,AP-3,,B: a value is required');

  const audit = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/v1/audit?entity=product-import',
    headers: bearer(ctx.adminToken),
  });
  const actions = audit.json<{ items: { action: string }[] }>().items.map((a) => a.action);
  expect(actions).toEqual(expect.arrayContaining(['start', 'finish']));
});

test('an import ends with fresh statistics, which the next search reads', async () => {
  const category = await createCategory(ctx, { name: `통계 ${tag}` });
  const before = await catalogueStatistics(ctx.app.db);
  const { data } = productsCsv('STAT', category.name, 300);
  expect(await apply(data)).toMatchObject({ status: 'done', created: 300 });
  const [{ count } = { count: 0 }] = await queryRows(
    ctx.app.db,
    sql`select count(*)::int as count from product`,
    z.object({ count: z.number() }),
  );
  // ANALYZE reads every row of a table this small: its row count is exact.
  const after = await catalogueStatistics(ctx.app.db);
  expect(after.rows).toBe(count);
  expect(after.rows).toBeGreaterThanOrEqual(before.rows + 300);
  expect(after.categoryShare(category.id)).toBeCloseTo(300 / count, 2);
});

test('a row whose code exists (in any case, with or without its separators) updates that product', async () => {
  const category = await createCategory(ctx, { name: `갱신 ${tag}` });
  const existing = await createProduct(ctx, {
    name: '옛 이름',
    code: 'Up-Case-1',
    categoryId: category.id,
  });
  const data = await xlsx([
    ['품번', '이름', '카테고리'],
    ['up case 1', `${tag} 새 이름`, `갱신 ${tag}`],
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
    code: 'up case 1',
    status: 'published',
  });
});

test('an import that reorders, changes or removes Korean spec rows keeps each English row with its Korean one', async () => {
  const category = await createCategory(ctx, { name: `사양 ${tag}` });
  const existing = await createProduct(ctx, {
    code: 'SPEC-EN-1',
    categoryId: category.id,
    specs: [
      { label: '재질', value: '황동' },
      { label: '중량', value: '2kg' },
      { label: '압력', value: '10bar' },
    ],
    specsEn: [
      { label: 'Material', value: 'Brass' },
      { label: 'Weight', value: '2 kg' },
      { label: 'Pressure', value: '10 bar' },
    ],
  });
  const data = await xlsx([
    ['품번', '이름', '카테고리', '사양1 항목', '사양1 내용', '사양2 항목', '사양2 내용'],
    ['SPEC-EN-1', '황동 밸브', `사양 ${tag}`, '압력', '10bar', '중량', '3kg'],
  ]);
  expect(await apply(data)).toMatchObject({ status: 'done', updated: 1 });
  const product = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/v1/product/${String(existing.id)}`,
    headers: bearer(ctx.adminToken),
  });
  // The weight changed: its English value would be stale, so it shows in Korean until translated.
  expect(product.json()).toMatchObject({
    specsEn: [
      { label: 'Pressure', value: '10 bar' },
      { label: 'Weight', value: null },
    ],
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
    Buffer.from(text.replace('CP-1', "'-CP-2")),
  ]);
  const res = await dryRun(utf8, undefined, 'products.csv');
  expect(res.statusCode, res.body).toBe(200);
  // The export's apostrophe before a formula-like cell is taken off again.
  expect(res.json<ProductImportDryRun>().rows[0]).toMatchObject({
    code: '-CP-2',
    action: 'refuse',
    errors: [{ column: 'A', code: 'invalid_code' }],
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

test('an export imports back with its English specs, whatever its language and format', async () => {
  const category = await createCategory(ctx, { name: `영문 왕복 ${tag}` });
  // The second row's value has no English (shown in Korean): it comes back as none.
  const specsEn = [
    { label: 'Weight', value: '3 kg' },
    { label: 'Range', value: null },
  ];
  const withEnglish = await createProduct(ctx, {
    name: `${tag} 영문 사양 왕복`,
    code: 'RT-EN-1',
    categoryId: category.id,
    specs: [
      { label: '무게', value: '3 kg' },
      { label: '범위', value: '-20 ~ 60 °C' },
    ],
    specsEn,
  });
  const withoutEnglish = await createProduct(ctx, {
    name: `${tag} 한국어 사양만`,
    code: 'RT-EN-2',
    categoryId: category.id,
    specs: [{ label: '색', value: '흰색' }],
  });
  const adminProduct = async (id: number) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/v1/product/${String(id)}`,
        headers: bearer(ctx.adminToken),
      })
    ).json<AdminProduct>();
  const before = await adminProduct(withEnglish.id);
  expect(before.specsEn).toEqual(specsEn);
  for (const [format, lang] of [
    ['xlsx', 'ko'],
    ['csv', 'en'],
  ] as const) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/v1/product/export?category=${String(category.id)}&format=${format}&lang=${lang}`,
      headers: bearer(ctx.adminToken),
    });
    // Staff change the English specs after the export; importing it puts them back.
    await ctx.app.db
      .update(product)
      .set({ specsEn: [{ label: 'Changed', value: 'since the export' }] })
      .where(eq(product.id, withEnglish.id));
    const job = await apply(res.rawPayload);
    expect(job, format).toMatchObject({ status: 'done', updated: 2, created: 0, refused: 0 });
    const after = await adminProduct(withEnglish.id);
    expect(after, format).toEqual({ ...before, updatedAt: after.updatedAt });
    expect((await adminProduct(withoutEnglish.id)).specsEn, format).toEqual([]);
  }
});

test("the import report says each row's action and errors in the staff member's language", async () => {
  const data = await xlsx([
    ['품번', '이름', '카테고리', '추천'],
    ['RP-1', `${tag} 보고서 제품`, categoryPath, '예'],
    ['RP-2', `${tag} 보고서 거부`, `없는 분류 ${tag}`, '글쎄'],
  ]);
  const job = await apply(data);
  expect(job).toMatchObject({ status: 'done', created: 1, refused: 1 });
  const created = await productByCode('RP-1');
  const report = async (lang: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/v1/product/import/${String(job.id)}/report?lang=${lang}`,
        headers: bearer(ctx.adminToken),
      })
    ).body
      .slice(1)
      .split('\r\n');
  expect(await report('ko')).toEqual([
    '행,처리,제품 번호,품번,이름,오류',
    `2,새로 만들기,${String(created?.id)},RP-1,${tag} 보고서 제품,`,
    `3,거부,,RP-2,${tag} 보고서 거부,C: 카테고리 '없는 분류 ${tag}'가 없습니다; D: 추천 '글쎄'는 예 또는 아니요여야 합니다`,
    '',
  ]);
  expect(await report('en')).toEqual([
    'Row,Action,Product ID,Code,Name,Errors',
    `2,Created,${String(created?.id)},RP-1,${tag} 보고서 제품,`,
    `3,Refused,,RP-2,${tag} 보고서 거부,C: no category '없는 분류 ${tag}'; D: featured '글쎄' must be Yes or No`,
    '',
  ]);
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
  const zeros = Buffer.alloc(20 * 1024 * 1024, 0x20);
  await refused(await send(workbook(zeros)), 422, 'zip_bomb');
  await refused(await send(workbook(zeros, { declaredSize: 1000 })), 422, 'zip_bomb');
  const header = await xlsx([['품번', '이름', '카테고리']]);
  await refused(await send(header, zipFile([{ name: 'x.png', data: zeros }])), 422, 'zip_bomb');

  // A million rows: refused at the first row past the limit, not after reading them all.
  const rows = Array.from(
    { length: 1_000_000 },
    (_, i) => `<row r="${String(i + 1)}"><c t="inlineStr"><is><t>x</t></is></c></row>`,
  ).join('');
  const million = workbook(worksheet(rows));
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

  // One code on two rows (compared without case and separators).
  const duplicates = await xlsx([
    ['품번', '이름', '카테고리'],
    ['D-1', 'a', categoryPath],
    ['d 1', 'b', categoryPath],
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
    'spec1LabelEn',
    'spec1ValueEn',
    'spec2LabelEn',
    'spec2ValueEn',
  ]);
});

test('a job a stopped server left running is failed as soon as a server starts', async () => {
  // Running, with a fresh heartbeat, and no server running it: as after a crash.
  const job = await insertImportJob(
    { db: ctx.app.db, own: false },
    { fileName: 'x.xlsx', total: 10, createdBy: null },
  );
  const restarted = await anotherServer();
  try {
    expect(await jobOf(job.id, restarted)).toMatchObject({
      status: 'failed',
      error: 'interrupted',
    });
  } finally {
    await restarted.close();
  }
  // A server that hangs keeps its jobs' locks: their heartbeat, silent for a minute, ends them.
  const hung = await insertImportJob(
    { db: ctx.app.db, own: false },
    { fileName: 'y.xlsx', total: 10, createdBy: null },
  );
  expect(await failInterruptedImports(ctx.app.db, new Date(Date.now() + 61_000))).toEqual([
    hung.id,
  ]);
});

test.runIf(testDbKind === 'postgres')(
  'a job of a server still running is left to it when another server starts',
  async () => {
    const category = await createCategory(ctx, { name: `이웃 ${tag}` });
    const { data } = productsCsv('LIVE', category.name, 3_000);
    const job = await start(data, undefined, 'products.csv');
    const neighbour = await anotherServer();
    try {
      expect((await jobOf(job.id, neighbour)).status).toBe('running');
    } finally {
      await neighbour.close();
    }
    expect(await finished(job.id)).toMatchObject({ status: 'done', created: 3_000 });
  },
);

test('damaged and oversized sheets are refused quickly, and the server answers meanwhile', async () => {
  const mapping = ['code', 'name', 'category'];
  const refusedQuickly = async (data: Buffer, name = 'products.xlsx') => {
    // The upload is built before the clock starts: the test's own work is not the server's.
    const body = form([sheet(data, name)], mapping);
    const { result, ms, slowestHealthMs } = await whileHealthAnswers(() => post('/dry-run', body));
    expect(result.statusCode, result.body).toBe(422);
    expect(result.json<{ code: string }>().code).toBe('damaged_spreadsheet');
    expect(ms).toBeLessThan(20_000);
    expect(slowestHealthMs).toBeLessThan(1_000);
    return result.json<{ detail: string }>().detail;
  };
  const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>품번</t></is></c></row>';

  // A cell past column XFD: padding the row up to it used to abort the process.
  expect(
    await refusedQuickly(
      workbook(
        worksheet(`${header}<row r="2"><c r="ZZZZZZZ2" t="inlineStr"><is><t>x</t></is></c></row>`),
      ),
    ),
  ).toContain('ZZZZZZZ2');
  await refusedQuickly(workbook(worksheet(`<row r="1048577"><c r="A1048577"><v>1</v></c></row>`)));
  // Text past the columns the import reads; empty (formatted) cells there are no matter.
  expect(
    await refusedQuickly(
      workbook(worksheet(`${header}<row r="2"><c r="XFD2" s="1"/><c r="GS2"><v>1</v></c></row>`)),
    ),
  ).toContain('GS2');

  // CSV: text past column GR, a line of more fields than a sheet has columns, an endless field.
  expect(
    await refusedQuickly(Buffer.from(`품번,이름\n${'a,'.repeat(200)}b\n`), 'products.csv'),
  ).toContain('GS2');
  await refusedQuickly(Buffer.from(`품번,이름\n${','.repeat(20_000)}\n`), 'products.csv');
  await refusedQuickly(Buffer.from(`품번,이름\nA,${'가'.repeat(30_000_000)}\n`), 'products.csv');

  // Shared strings that unpack to more than 100 MB (at 119:1, under the ZIP ratio limit).
  let seed = 1;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff).toString(36);
  const strings = Array.from(
    { length: 4_000 },
    () => `<si><t>${'가'.repeat(300)}${random()}</t></si>`,
  );
  const chunk = Buffer.from(strings.join(''));
  const table = Buffer.concat([
    Buffer.from('<sst>'),
    ...Array.from({ length: Math.ceil(110_000_000 / chunk.length) }, () => chunk),
    Buffer.from('</sst>'),
  ]);
  expect(
    await refusedQuickly(
      workbook(worksheet(`<row r="1"><c r="A1" t="s"><v>0</v></c></row>`), {
        sharedStrings: table,
      }),
    ),
  ).toContain('shared strings');
});

test('formula-looking cells refuse the file, after trimming and the export apostrophe', async () => {
  const category = await createCategory(ctx, { name: `수식 ${tag}` });
  const header = '품번,이름,카테고리,정렬 순서,사양1 항목,사양1 내용,메모';
  const mapping = ['code', 'name', 'category', 'sortOrder', 'spec1Label', 'spec1Value', null];
  const dry = (line: string, name = 'products.csv') =>
    post('/dry-run', form([sheet(Buffer.from(`${header}\n${line}\n`), name)], mapping));
  for (const [cell, column] of [
    ['=1+1', 'B'],
    ['+1+1', 'B'],
    ['-1+1', 'B'],
    ['@SUM(A1)', 'B'],
    ['"\t=1+1"', 'B'],
    ['"\r=1+1"', 'B'],
    ['  =1+1', 'B'],
    ["'=1+1", 'B'],
    ['"-2+3+cmd|\' /C calc\'!A0"', 'B'],
  ] as const) {
    const res = await dry(`F-1,${cell},${category.name},0,무게,1 kg,`);
    expect(res.statusCode, `${cell}: ${res.body}`).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'formula_in_cell',
      errors: [{ field: `${column}2` }],
    });
  }
  // Any mapped column: the category, a spec label, a spec value starting with = or @.
  for (const [line, cell] of [
    [`F-1,이름,=A1,0,무게,1 kg,`, 'C2'],
    [`F-1,이름,${category.name},0,-무게,1 kg,`, 'E2'],
    [`F-1,이름,${category.name},0,무게,@1,`, 'F2'],
  ] as const) {
    const res = await dry(line);
    expect(res.json(), line).toMatchObject({ code: 'formula_in_cell', errors: [{ field: cell }] });
  }

  // A spec value may start with a sign; the export's apostrophe comes off; an unmapped column is
  // never stored; a negative sort order or code is an invalid value of its row, not a formula.
  const res = await post(
    '/dry-run',
    form(
      [
        sheet(
          Buffer.from(
            `${header}\nF-2,이름,${category.name},0,온도,-20°C,=HYPERLINK(1)\n` +
              `F-3,이름,${category.name},0,전압,'+5 V,\n` +
              `F-4,이름,${category.name},-5,무게,-,\n` +
              `-F5,이름,${category.name},0,무게,1 kg,\n`,
          ),
          'products.csv',
        ),
      ],
      mapping,
    ),
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(
    res.json<ProductImportDryRun>().rows.map((r) => [r.row, r.action, r.errors.map((e) => e.code)]),
  ).toEqual([
    [4, 'refuse', ['invalid_number']],
    [5, 'refuse', ['invalid_code']],
    [2, 'create', []],
    [3, 'create', []],
  ]);

  // The same rule for a workbook's text cells (typed as text, they never run in Excel itself).
  const xlsxRes = await post(
    '/dry-run',
    form(
      [
        sheet(
          await xlsx([
            ['품번', '이름', '카테고리'],
            ['F-6', ' +SUM(A1)', category.name],
          ]),
        ),
      ],
      ['code', 'name', 'category'],
    ),
  );
  expect(xlsxRes.json()).toMatchObject({ code: 'formula_in_cell', errors: [{ field: 'B2' }] });
});

test('upload folders are removed on every path, and stale ones at start', async () => {
  const category = await createCategory(ctx, { name: `폴더 ${tag}` });
  const mapping = ['code', 'name', 'category'];
  const ok = Buffer.from(`품번,이름,카테고리\nT-1,${tag} 폴더,${category.name}\n`);
  expect((await post('/inspect', form([sheet(ok, 'p.csv')]))).statusCode).toBe(200);
  expect((await post('/dry-run', form([sheet(ok, 'p.csv')], mapping))).statusCode).toBe(200);
  // Refused: a damaged sheet, a bad mapping, a formula (the import itself).
  const damagedSheet = workbook(worksheet('<row r="0"/>'));
  expect((await post('/dry-run', form([sheet(damagedSheet)], mapping))).statusCode).toBe(422);
  expect((await post('/dry-run', form([sheet(ok, 'p.csv')], ['code']))).statusCode).toBe(400);
  const formula = Buffer.from('품번,이름,카테고리\nT-2,=1,x\n');
  expect((await post('', form([sheet(formula, 'p.csv')], mapping))).statusCode).toBe(422);
  // An upload that breaks off half way, over a real connection: the folder exists, then goes.
  const body = form([sheet(Buffer.alloc(4 * 1024 * 1024, 0x61), 'p.csv')], mapping);
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const socket = connect(Number(new URL(address).port), '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/admin/v1/product/import/dry-run HTTP/1.1\r\nHost: localhost\r\n` +
      `Authorization: Bearer ${ctx.adminToken}\r\nContent-Type: ${body.headers['content-type']}\r\n` +
      `Content-Length: ${String(body.payload.length)}\r\n\r\n`,
  );
  socket.write(body.payload.subarray(0, 2 * 1024 * 1024));
  await expect.poll(uploadFolders).toHaveLength(1);
  socket.destroy();
  const job = await apply(ok);
  expect(job.status).toBe('done');
  await expect.poll(uploadFolders).toEqual([]);

  // Left behind by a process that died, or by an earlier process given our id (a container).
  const dead = spawnSync(process.execPath, ['-e', '']).pid;
  const stale = [
    `product-import-${String(dead)}-abc123`,
    `product-import-${String(process.pid)}-abc123`,
  ];
  for (const name of stale) await mkdir(join(tmpdir(), name, 'inner'), { recursive: true });
  const restarted = await anotherServer();
  await restarted.close();
  const left = await readdir(tmpdir());
  for (const name of stale) expect(left).not.toContain(name);
});

test('an import shares the database: staff saves keep answering meanwhile', async () => {
  const category = await createCategory(ctx, { name: `공유 ${tag}` });
  const other = await createCategory(ctx, { name: `공유 다른 ${tag}` });
  const product = await createProduct(ctx, { name: `${tag} 공유`, categoryId: category.id });
  const { data } = productsCsv('SHARE', category.name, 3_000);
  const job = await start(data, undefined, 'products.csv');
  const saves: number[] = [];
  for (let i = 0; (await jobOf(job.id)).status === 'running'; i += 1) {
    const started = performance.now();
    // A status change takes the product counters the import's transactions take.
    const res =
      i % 2 === 0
        ? await ctx.app.inject({
            method: 'PUT',
            url: `/api/admin/v1/product/${String(product.id)}`,
            headers: bearer(ctx.adminToken),
            payload: {
              name: `${tag} 공유 ${String(i)}`,
              categoryId: category.id,
              status: i % 4 === 0 ? 'draft' : 'published',
            },
          })
        : await ctx.app.inject({
            method: 'PUT',
            url: `/api/admin/v1/category/${String(other.id)}`,
            headers: bearer(ctx.adminToken),
            payload: { name: `공유 다른 ${tag} ${String(i)}` },
          });
    saves.push(performance.now() - started);
    expect(res.statusCode, res.body).toBe(200);
  }
  // A save takes 30–40 ms on average here and at most 110–430 ms on a quiet machine; CI runs
  // this beside a second suite on two cores, so the bound is twice the second staff are promised.
  expect(Math.max(...saves)).toBeLessThan(2_000);
  expect(saves.length).toBeGreaterThanOrEqual(5);
  expect(await finished(job.id)).toMatchObject({ status: 'done', created: 3_000 });
});

test.runIf(testDbKind === 'postgres')(
  'on PostgreSQL an import keeps going while staff change statuses, and they all answer',
  async () => {
    const category = await createCategory(ctx, { name: `상태 ${tag}` });
    const products = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createProduct(ctx, { name: `${tag} 상태 ${String(i)}`, categoryId: category.id }),
      ),
    );
    const { data } = productsCsv('STATUS', category.name, 5_000);
    const job = await start(data, undefined, 'products.csv');
    const state = { running: true };
    const statuses: number[] = [];
    // Each save moves both status counters, as the import's writes do.
    const writers = products.map(async (product, w) => {
      for (let i = 0; state.running; i += 1) {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: `/api/admin/v1/product/${String(product.id)}`,
          headers: bearer(ctx.adminToken),
          payload: {
            name: `${tag} 상태 ${String(w)}`,
            categoryId: category.id,
            status: i % 2 === 0 ? 'draft' : 'published',
          },
        });
        statuses.push(res.statusCode);
      }
    });
    const done = await finished(job.id);
    state.running = false;
    await Promise.all(writers);
    expect(done).toMatchObject({ status: 'done', created: 5_000 });
    expect(new Set(statuses)).toEqual(new Set([200]));
  },
);
