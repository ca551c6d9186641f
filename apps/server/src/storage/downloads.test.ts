import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestContext, bearer, createTestApp } from '../test/app.ts';
import { uploadTestImage } from '../test/images.ts';
import { multipart } from '../test/multipart.ts';
import { type S3Server, startS3Server } from '../test/s3-server.ts';

// Downloads (image variants, attachments) answer ranges and conditional requests the same way
// whichever driver holds the files: local disk, or an S3 bucket (a real s3rver over HTTP).

let s3: S3Server;
const apps: Record<string, TestContext> = {};
beforeAll(async () => {
  s3 = await startS3Server();
  [apps.local, apps.s3] = await Promise.all([createTestApp(), createTestApp(s3.env)]);
});
afterAll(async () => {
  await Promise.all(Object.values(apps).map((ctx) => ctx.close()));
  await s3.close();
});

const appOf = (driver: string) => {
  const ctx = apps[driver];
  if (ctx === undefined) throw new Error(`no app on ${driver}`);
  return ctx;
};

/** Uploads a noisy picture and returns the URL of its smallest variant. */
/** An image's id and the URL of its first variant. */
async function uploadImage(ctx: TestContext) {
  const image = await uploadTestImage(ctx);
  const url = image.variants[0]?.url;
  if (url === undefined) throw new Error('no variant');
  return { id: image.id, url };
}

const get = (ctx: TestContext, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

for (const driver of ['local', 's3']) {
  test(`${driver}: an image variant is served whole, with validators and ranges advertised`, async () => {
    const ctx = appOf(driver);
    const { url } = await uploadImage(ctx);
    const res = await get(ctx, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(res.rawPayload.length),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: expect.stringMatching(/^"[^"]+"$/),
      'last-modified': expect.any(String),
    });
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  });

  test(`${driver}: a range gets 206 with exactly those bytes; past the end gets a 416 problem`, async () => {
    const ctx = appOf(driver);
    const { url } = await uploadImage(ctx);
    const whole = (await get(ctx, url)).rawPayload;

    const part = await get(ctx, url, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${whole.length}`);
    expect(part.headers['content-length']).toBe('8');
    expect(part.rawPayload.equals(whole.subarray(4, 12))).toBe(true);

    const tail = await get(ctx, url, { range: `bytes=${whole.length - 3}-` });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(-3))).toBe(true);

    const beyond = await get(ctx, url, { range: `bytes=${whole.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-type']).toContain('application/problem+json');
    expect(beyond.headers['content-range']).toBe(`bytes */${whole.length}`);
    expect(beyond.json()).toMatchObject({ status: 416, code: 'range_not_satisfiable' });

    // Several ranges, or nonsense, get the whole variant (RFC 9110 lets a server ignore Range).
    for (const range of ['bytes=0-1,4-5', 'bytes=5-2', 'items=0-1']) {
      const res = await get(ctx, url, { range });
      expect([range, res.statusCode]).toEqual([range, 200]);
      expect(res.rawPayload.equals(whole)).toBe(true);
    }
  });

  test(`${driver}: a browser's current copy gets 304; If-Range of another version gets it whole`, async () => {
    const ctx = appOf(driver);
    const { url } = await uploadImage(ctx);
    const first = await get(ctx, url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);

    const byTag = await get(ctx, url, { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    expect(byTag.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(ctx, url, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get(ctx, url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);

    const resumed = await get(ctx, url, { range: 'bytes=0-3', 'if-range': etag });
    expect(resumed.statusCode).toBe(206);
    expect(resumed.rawPayload.toString('latin1')).toBe('RIFF');
    const changed = await get(ctx, url, { range: 'bytes=0-3', 'if-range': '"another"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  test(`${driver}: a missing or deleted variant is a 404 problem`, async () => {
    const ctx = appOf(driver);
    const missing = await get(ctx, `/api/media/${'0'.repeat(32)}-320.webp`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json()).toMatchObject({ status: 404, code: 'not_found' });

    const { id, url } = await uploadImage(ctx);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/v1/image/${id}`,
      headers: bearer(ctx.adminToken),
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(ctx, url)).statusCode).toBe(404);
  });

  test(`${driver}: an attachment download resumes with a range and keeps its headers`, async () => {
    const ctx = appOf(driver);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000)]);
    const staff = bearer(ctx.adminToken);
    const board = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/v1/board',
      headers: staff,
      payload: { name: '자료실', slug: `library-${driver}` },
    });
    const body = multipart([{ name: '카탈로그.pdf', data: pdf, type: 'application/pdf' }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/v1/post-attachment',
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachmentId = uploaded.json<{ id: number }>().id;
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/v1/post',
      headers: staff,
      payload: {
        boardId: board.json<{ id: number }>().id,
        title: '첨부',
        content: '<p>파일</p>',
        attachmentIds: [attachmentId],
      },
    });
    const url = `/api/data/v1/post/${post.json<{ id: number }>().id}/attachment/${attachmentId}`;

    const part = await get(ctx, url, { range: 'bytes=1000-' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(pdf.subarray(1000))).toBe(true);
    expect(part.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-range': `bytes 1000-${pdf.length - 1}/${pdf.length}`,
      'content-disposition': expect.stringContaining('attachment;'),
      'cache-control': 'private, no-cache',
    });
    const etag = String(part.headers.etag);
    expect((await get(ctx, url, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(ctx, url)).rawPayload.equals(pdf)).toBe(true);
  });
}
