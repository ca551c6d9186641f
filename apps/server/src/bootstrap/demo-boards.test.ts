import ExcelJS from 'exceljs';
import { z } from 'zod';
import { expect, test } from 'vitest';
import { queryRows } from '../db/client.ts';
import { useTestApp } from '../test/app.ts';
import { sql } from 'drizzle-orm';
import { seedDemoContent } from './demo-content.ts';

const ctx = useTestApp();

const get = async <T>(url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/data/v1${url}` });
  expect(res.statusCode, url).toBe(200);
  return res.json<T>();
};

test('the demo catalogue post attaches the published demo products as an .xlsx staff would export', async () => {
  expect(await seedDemoContent(ctx.app.db, ctx.app.storage)).toBe(true);

  const boards = await get<{ id: number; slug: string }[]>('/board');
  const library = boards.find((board) => board.slug === 'library');
  if (!library) throw new Error('no download board');
  const { items } = await get<{ items: { id: number; title: string; attachmentCount: number }[] }>(
    `/board/${String(library.id)}/post`,
  );
  const catalogue = items.find((item) => item.title.includes('카탈로그'));
  expect(catalogue?.attachmentCount).toBe(1);
  const post = await get<{ attachments: { id: number; originalName: string }[] }>(
    `/post/${String(catalogue?.id)}`,
  );
  const [file] = post.attachments;
  expect(file?.originalName).toMatch(/\.xlsx$/);

  const download = await ctx.app.inject({
    method: 'GET',
    url: `/api/data/v1/post/${String(catalogue?.id)}/attachment/${String(file?.id)}`,
  });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  // exceljs's own Buffer type is an ArrayBuffer: a copy of the bytes is one.
  await workbook.xlsx.load(new Uint8Array(download.rawPayload).buffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('no sheet');
  const names = sheet.getColumn(3).values.slice(2);

  const published = await queryRows(
    ctx.app.db,
    sql`select name from product where status = 'published' order by id`,
    z.object({ name: z.string() }),
  );
  expect(published.length).toBeGreaterThan(40);
  expect(names).toEqual(published.map((p) => p.name));
});

test('every demo product shows a picture of its own kind', async () => {
  // Seeded by the test above: products of one kind share their pictures, never another kind's.
  const rows = await queryRows(
    ctx.app.db,
    sql`select p.name, i.original_name as image from product p, unnest(p.image_ids) u(id)
        join image i on i.id = u.id`,
    z.object({ name: z.string(), image: z.string() }),
  );
  expect(rows.length).toBeGreaterThan(40);
  const valves = rows.filter((row) => row.name.includes('게이트 밸브'));
  for (const row of valves) expect(row.image).toMatch(/^gate-valve-\d\.png$/);
  const kinds = new Set(rows.map((row) => row.image.replace(/-\d\.png$/, '')));
  expect(kinds.size).toBeGreaterThan(5);
});
