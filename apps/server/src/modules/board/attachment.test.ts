import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestContext, bearer, createTestApp } from '../../test/app.ts';
import {
  attachmentDisposition,
  detectAttachmentType,
  safeAttachmentName,
} from './attachment-file.ts';

let ctx: TestContext;
let boardId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/board',
    headers: bearer(ctx.adminToken),
    payload: { name: '자료실', slug: 'library' },
  });
  boardId = res.json<{ id: number }>().id;
});
afterAll(async () => {
  await ctx.close();
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(32),
]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(32)]);
const OLE = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  randomBytes(32),
]);
const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

/**
 * A multipart body with one part. `disposition` is the part's raw Content-Disposition
 * parameters, so tests can send names the way browsers (or attackers) do.
 */
function multipart(disposition: string, content: Buffer, contentType = 'application/pdf') {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (disposition: string, content: Buffer, contentType?: string) => {
  const body = multipart(disposition, content, contentType);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/post-attachment',
    headers: { ...bearer(ctx.adminToken), ...body.headers },
    payload: body.payload,
  });
};
const uploadNamed = async (name: string, content: Buffer) => {
  const res = await upload(`name="file"; filename="${name}"`, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; originalName: string; bytes: number; mime: string }>();
};
const createPost = async (attachmentIds: number[], overrides: object = {}) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/post',
    headers: bearer(ctx.adminToken),
    payload: { boardId, title: '첨부 글', content: '<p>파일</p>', attachmentIds, ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; attachments: { id: number; originalName: string }[] }>();
};
const download = (postId: number, attachmentId: number) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/data/v1/post/${postId}/attachment/${attachmentId}`,
  });

test('an attachment is downloaded under its original name, never inline', async () => {
  const file = await uploadNamed('2025 제품 카탈로그.pdf', PDF);
  expect(file).toMatchObject({
    originalName: '2025 제품 카탈로그.pdf',
    bytes: PDF.length,
    mime: 'application/pdf',
  });
  const post = await createPost([file.id]);
  expect(post.attachments).toEqual([expect.objectContaining({ id: file.id })]);
  const listed = await ctx.app.inject({ method: 'GET', url: `/api/data/v1/board/${boardId}/post` });
  expect(listed.json().items[0]).toMatchObject({ id: post.id, attachmentCount: 1 });

  const res = await download(post.id, file.id);
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.equals(PDF)).toBe(true);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain('sandbox');
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="2025 __ ____.pdf"; filename*=UTF-8''2025%20%EC%A0%9C%ED%92%88%20%EC%B9%B4%ED%83%88%EB%A1%9C%EA%B7%B8.pdf`,
  );
  // The id pair must match: another post's id does not reach this file.
  const other = await createPost([]);
  expect((await download(other.id, file.id)).statusCode).toBe(404);
});

test('hostile names are reduced to a safe display name', async () => {
  expect((await uploadNamed('../../etc/passwd', PDF)).originalName).toBe('passwd.pdf');
  expect((await uploadNamed('..\\\\..\\\\windows\\\\win.ini', PDF)).originalName).toBe(
    'win.ini.pdf',
  );
  expect((await uploadNamed('C:\\\\Users\\\\me\\\\보고서.pdf', PDF)).originalName).toBe(
    '보고서.pdf',
  );
  // A PNG called a.html is saved as a.html.png, so it never opens as a page.
  expect(await uploadNamed('a.html', PNG)).toMatchObject({
    originalName: 'a.html.png',
    mime: 'image/png',
  });
  expect((await uploadNamed('quote\\"name.pdf', PDF)).originalName).toBe('quote"name.pdf');
  expect((await uploadNamed('.hidden', PDF)).originalName).toBe('hidden.pdf');
  // An encoded newline makes the multipart parser drop the part: refused, nothing stored.
  const newline = await upload(
    `name="file"; filename*=UTF-8''evil%0D%0AX-Injected%3A%201.pdf`,
    PDF,
  );
  expect(newline.statusCode).toBe(400);
  // Browsers send a newline as a literal %0A, which stays harmless text.
  expect((await uploadNamed('a%0Ab.pdf', PDF)).originalName).toBe('a%0Ab.pdf');
  // A right-to-left override would show `evil\u202Efdp.exe` as "evilexe.pdf".
  const encoded = await upload(`name="file"; filename*=UTF-8''evil%E2%80%AEfdp.exe`, PDF);
  expect(encoded.statusCode).toBe(201);
  const { id, originalName } = encoded.json<{ id: number; originalName: string }>();
  expect(originalName).toBe('evilfdp.exe.pdf');
  const post = await createPost([id]);
  const res = await download(post.id, id);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="evilfdp.exe.pdf"; filename*=UTF-8''evilfdp.exe.pdf`,
  );
  expect((await uploadNamed('한글 파일명 (최종).pdf', PDF)).originalName).toBe(
    '한글 파일명 (최종).pdf',
  );
});

test('files are accepted by content, not by name or declared type', async () => {
  const renamed = await upload('name="file"; filename="invoice.pdf"', HTML, 'application/pdf');
  expect(renamed.statusCode).toBe(415);
  expect(renamed.json().code).toBe('unsupported_file_type');
  const svg = await upload(
    'name="file"; filename="logo.svg"',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    'image/svg+xml',
  );
  expect(svg.statusCode).toBe(415);
  const exe = await upload(
    'name="file"; filename="setup.pdf"',
    Buffer.from('MZ\x90\x00\x03'),
    'application/pdf',
  );
  expect(exe.statusCode).toBe(415);
  // OLE2 containers are Office documents only under an Office name (not .msi installers).
  expect((await upload('name="file"; filename="setup.msi"', OLE)).statusCode).toBe(415);
  expect(await uploadNamed('견적서.hwp', OLE)).toMatchObject({ mime: 'application/x-hwp' });
  expect(await uploadNamed('report.docx', ZIP)).toMatchObject({
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
  expect(await uploadNamed('tool.jar', ZIP)).toMatchObject({
    originalName: 'tool.jar.zip',
    mime: 'application/zip',
  });
});

test('uploads are limited in size, field and shape', async () => {
  const huge = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);
  const tooLarge = await upload('name="file"; filename="big.pdf"', huge);
  expect(tooLarge.statusCode).toBe(413);
  expect(tooLarge.json().code).toBe('file_too_large');
  expect((await upload('name="other"; filename="a.pdf"', PDF)).statusCode).toBe(400);
  const json = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/post-attachment',
    headers: bearer(ctx.adminToken),
    payload: { file: 'x' },
  });
  expect(json.statusCode).toBe(415);
  const anonymous = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/post-attachment',
    ...multipart('name="file"; filename="a.pdf"', PDF),
  });
  expect(anonymous.statusCode).toBe(401);
});

test('attachments belong to one post; removed ones are deleted, drafts are not downloadable', async () => {
  const a = await uploadNamed('a.pdf', PDF);
  const b = await uploadNamed('b.pdf', PDF);
  const post = await createPost([b.id, a.id]);
  expect(post.attachments.map((x) => x.originalName)).toEqual(['b.pdf', 'a.pdf']);
  // Another post cannot take them.
  const stolen = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/post',
    headers: bearer(ctx.adminToken),
    payload: { boardId, title: 'x', content: '', attachmentIds: [a.id] },
  });
  expect(stolen.statusCode).toBe(400);
  expect(stolen.json().errors[0].field).toBe('body.attachmentIds');

  const edited = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/v1/post/${post.id}`,
    headers: bearer(ctx.adminToken),
    payload: { boardId, title: '첨부 글', content: '', attachmentIds: [a.id], published: false },
  });
  expect(edited.statusCode).toBe(200);
  expect(edited.json().attachments.map((x: { id: number }) => x.id)).toEqual([a.id]);
  expect((await download(post.id, b.id)).statusCode).toBe(404);
  // Unpublished: hidden from visitors.
  expect((await download(post.id, a.id)).statusCode).toBe(404);
});

test('names and headers from the helpers', () => {
  expect(detectAttachmentType(Buffer.from('<!DOCTYPE html>'), 'a.pdf')).toBeNull();
  expect(detectAttachmentType(Buffer.from('RIFF0000WEBPVP8 '), 'x')?.mime).toBe('image/webp');
  expect(detectAttachmentType(Buffer.from('GIF89a'), 'x.gif')?.mime).toBe('image/gif');
  expect(detectAttachmentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'x.jpeg')?.mime).toBe(
    'image/jpeg',
  );
  const pdf = { mime: 'application/pdf', extensions: ['pdf'] };
  expect(safeAttachmentName('', pdf)).toBe('file.pdf');
  expect(safeAttachmentName(`${'가'.repeat(300)}.pdf`, pdf)).toHaveLength(200);
  expect(safeAttachmentName('x.PDF', pdf)).toBe('x.PDF');
  expect(attachmentDisposition(`it's (1)*.pdf`)).toBe(
    `attachment; filename="it's (1)*.pdf"; filename*=UTF-8''it%27s%20%281%29%2A.pdf`,
  );
  expect(attachmentDisposition('a"b\\c%.pdf')).toBe(
    `attachment; filename="a_b_c_.pdf"; filename*=UTF-8''a%22b%5Cc%25.pdf`,
  );
});
