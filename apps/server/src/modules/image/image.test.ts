import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Image } from '@app/contract/image';
import { type TestContext, bearer, createMember, createTestApp } from '../../test/app.ts';
import { type UploadFile, multipart } from '../../test/multipart.ts';
import { importImage } from './image-import.ts';
import type { ImageUsageHit } from './image-usage.ts';

let ctx: TestContext;
/** What the test's "product" finder reports as used. */
let usages: ImageUsageHit[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.app.imageUsage.register('sample', (ids) =>
    Promise.resolve(usages.filter((u) => ids.includes(u.imageId))),
  );
});
afterAll(async () => {
  await ctx.close();
});

const upload = (files: UploadFile[], token: string | null = ctx.adminToken) => {
  const body = multipart(files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/image',
    headers: { ...body.headers, ...(token === null ? {} : bearer(token)) },
    payload: body.payload,
  });
};

const admin = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/admin/v1${url}`,
    headers: bearer(ctx.adminToken),
    ...(payload ? { payload } : {}),
  });

const total = async () => (await admin('GET', '/image?size=1')).json<{ total: number }>().total;

/** A picture with some detail (noise), so each call gives different bytes. */
async function picture(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' = 'png',
) {
  const noise = randomBytes(width * height * 3);
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

const uploaded = async (files: UploadFile[]) => {
  const res = await upload(files);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ items: Image[] }>().items;
};

test('a PNG named .jpg is stored as PNG with WebP variants 320/960 and its own width', async () => {
  const png = await picture(1000, 500);
  const [image] = await uploaded([{ name: 'photo.jpg', data: png, type: 'image/jpeg' }]);
  expect(image).toMatchObject({
    originalName: 'photo.jpg',
    mime: 'image/png',
    width: 1000,
    height: 500,
    bytes: png.length,
    alt: '',
    usedBy: [],
    createdBy: expect.any(Number),
  });
  expect(image?.variants.map((v) => [v.width, v.height])).toEqual([
    [320, 160],
    [960, 480],
    [1000, 500],
  ]);
  for (const variant of image?.variants ?? []) {
    expect(variant.url).toMatch(/^\/api\/media\/[0-9a-f]{32}-\d+\.webp$/);
    // Public: no session needed.
    const res = await ctx.app.inject({ method: 'GET', url: variant.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', variant.width]);
  }
});

test('small images are never upscaled: one variant at their own size', async () => {
  const [image] = await uploaded([{ name: 'icon.png', data: await picture(200, 100) }]);
  expect(image?.variants.map((v) => [v.width, v.height])).toEqual([[200, 100]]);
});

test('large images get exactly 320, 960 and 1920', async () => {
  const [image] = await uploaded([{ name: 'wide.jpg', data: await picture(2400, 300, 'jpeg') }]);
  expect(image?.variants.map((v) => v.width)).toEqual([320, 960, 1920]);
});

test.each(['jpeg', 'webp', 'gif', 'avif'] as const)('%s images are accepted', async (format) => {
  const [image] = await uploaded([{ name: `x.${format}`, data: await picture(64, 48, format) }]);
  expect(image?.mime).toBe(`image/${format}`);
});

test('the same bytes are stored once: a second upload returns the existing image', async () => {
  const png = await picture(400, 300);
  const [first] = await uploaded([{ name: '첫 업로드.png', data: png }]);
  const before = await total();
  const [second] = await uploaded([{ name: 'again.png', data: png }]);
  expect(second?.id).toBe(first?.id);
  expect(second?.originalName).toBe('첫 업로드.png');
  expect(await total()).toBe(before);
});

test('EXIF orientation is applied and every metadata block is stripped', async () => {
  const jpeg = await sharp(await picture(400, 200, 'jpeg'))
    .withExif({ IFD0: { Copyright: 'secret owner', Make: 'TestCam' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  const source = await sharp(jpeg).metadata();
  expect([source.orientation, source.width, source.exif === undefined]).toEqual([6, 400, false]);

  const [image] = await uploaded([{ name: 'rotated.jpg', data: jpeg }]);
  expect([image?.width, image?.height]).toEqual([200, 400]);
  const url = image?.variants[0]?.url ?? '';
  const variant = await ctx.app.inject({ method: 'GET', url });
  const meta = await sharp(variant.rawPayload).metadata();
  expect([meta.width, meta.height]).toEqual([200, 400]);
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(variant.rawPayload.includes('secret owner')).toBe(false);
});

test.each([
  ['an HTML file named .png', 'page.png', Buffer.from('<!doctype html><script>alert(1)</script>')],
  [
    'an SVG with a script',
    'logo.svg',
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    ),
  ],
  ['a zero-byte file', 'empty.jpg', Buffer.alloc(0)],
  ['a PDF named .jpg', 'doc.jpg', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj<<>>endobj\n')],
])('%s is refused with 415 and nothing is stored', async (_what, name, data) => {
  const before = await total();
  const res = await upload([{ name, data, type: 'image/png' }]);
  expect(res.statusCode).toBe(415);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json().code).toMatch(/^(unsupported_image_type|empty_file)$/);
  expect(await total()).toBe(before);
});

test('a 21 MB file is refused with 413 before it is decoded', async () => {
  const before = await total();
  const res = await upload([{ name: 'huge.png', data: randomBytes(21 * 1024 * 1024) }]);
  expect(res.statusCode).toBe(413);
  expect(res.json()).toMatchObject({ code: 'file_too_large', status: 413 });
  expect(await total()).toBe(before);
});

test('a PNG claiming 400 megapixels is refused before its pixels are decoded', async () => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const bomb = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(100))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const res = await upload([{ name: 'bomb.png', data: bomb }]);
  expect(res.statusCode).toBe(422);
  expect(res.json().code).toBe('image_too_large');
});

test('several files upload at once, in order; one bad file refuses the whole request', async () => {
  const items = await uploaded([
    { name: 'a.png', data: await picture(50, 50) },
    { name: 'b.png', data: await picture(60, 60) },
  ]);
  expect(items.map((i) => i.originalName)).toEqual(['a.png', 'b.png']);

  const before = await total();
  const res = await upload([
    { name: 'good.png', data: await picture(70, 70) },
    { name: 'bad.png', data: Buffer.from('not an image') },
  ]);
  expect(res.statusCode).toBe(415);
  expect(await total()).toBe(before);
});

test('a body that is not multipart, has no file or has other fields is a clear 4xx', async () => {
  const json = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/image',
    headers: bearer(ctx.adminToken),
    payload: { file: 'x' },
  });
  expect(json.statusCode).toBe(415);
  expect(json.json().code).toBe('multipart_required');

  const empty = await upload([]);
  expect(empty.statusCode).toBe(400);
  expect(empty.json().errors).toEqual([{ field: 'body.file', message: expect.any(String) }]);

  const other = await upload([{ name: 'a.png', data: await picture(10, 10), field: 'picture' }]);
  expect(other.statusCode).toBe(400);
  expect(other.json().errors[0].field).toBe('body.picture');

  const broken = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/image',
    headers: { ...bearer(ctx.adminToken), 'content-type': 'multipart/form-data; boundary=zzz' },
    payload: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
  });
  expect(broken.statusCode).toBeGreaterThanOrEqual(400);
  expect(broken.statusCode).toBeLessThan(500);
});

test('file names keep Korean text but lose folders and control characters', async () => {
  const [image] = await uploaded([
    { name: '../../etc/사과\u0007 상자.png', data: await picture(30, 30) },
  ]);
  expect(image?.originalName).toBe('사과 상자.png');
});

test('the list pages newest first and searches names, Korean included', async () => {
  await uploaded([{ name: '유기농 배.png', data: await picture(31, 31) }]);
  await uploaded([{ name: '100%_pear.png', data: await picture(32, 32) }]);

  const page = (await admin('GET', '/image?page=0&size=2')).json<{
    items: Image[];
    total: number;
    page: number;
    size: number;
  }>();
  expect(page.items.map((i) => i.originalName)).toEqual(['100%_pear.png', '유기농 배.png']);
  expect(page).toMatchObject({ page: 0, size: 2 });
  expect(page.total).toBeGreaterThan(2);

  const korean = (await admin('GET', `/image?keyword=${encodeURIComponent('유기농')}`)).json();
  expect(korean.items.map((i: Image) => i.originalName)).toEqual(['유기농 배.png']);
  // LIKE wildcards in the keyword are plain characters.
  const percent = (await admin('GET', `/image?keyword=${encodeURIComponent('0%_P')}`)).json();
  expect(percent.items.map((i: Image) => i.originalName)).toEqual(['100%_pear.png']);
  expect((await admin('GET', '/image?keyword=zzzz-none')).json()).toMatchObject({
    items: [],
    total: 0,
  });

  for (const bad of ['page=-1', 'size=0', 'size=101', 'page=abc']) {
    const res = await admin('GET', `/image?${bad}`);
    expect(res.statusCode, bad).toBe(400);
  }
});

test('alt text is edited; bad bodies change nothing', async () => {
  const [image] = await uploaded([{ name: 'alt.png', data: await picture(33, 33) }]);
  const id = image?.id ?? 0;
  const res = await admin('PUT', `/image/${id}`, { alt: '  빨간 사과 한 상자  ' });
  expect(res.statusCode).toBe(200);
  expect(res.json().alt).toBe('빨간 사과 한 상자');

  for (const payload of [
    { alt: 'x'.repeat(301) },
    { alt: 5 },
    { alt: 'ok', mime: 'text/html' },
    {},
  ]) {
    expect((await admin('PUT', `/image/${id}`, payload)).statusCode).toBe(400);
  }
  expect((await admin('GET', `/image/${id}`)).json().alt).toBe('빨간 사과 한 상자');
  expect((await admin('PUT', '/image/999999', { alt: 'x' })).statusCode).toBe(404);
  expect((await admin('GET', '/image/999999')).statusCode).toBe(404);
  expect((await admin('GET', '/image/abc')).statusCode).toBe(400);
});

test('an image in use shows where, and deleting it is refused naming the users', async () => {
  const [image] = await uploaded([{ name: 'used.png', data: await picture(34, 34) }]);
  const id = image?.id ?? 0;
  usages = [
    { imageId: id, kind: 'sample', id: 7, title: '사과 상자' },
    { imageId: id, kind: 'sample', id: 7, title: '사과 상자' },
    { imageId: id + 1000, kind: 'sample', id: 8, title: 'not asked' },
  ];
  const detail = (await admin('GET', `/image/${id}`)).json<Image>();
  expect(detail.usedBy).toEqual([{ kind: 'sample', id: 7, title: '사과 상자' }]);
  const listed = (await admin('GET', '/image?keyword=used.png')).json<{ items: Image[] }>();
  expect(listed.items[0]?.usedBy).toHaveLength(1);

  const refused = await admin('DELETE', `/image/${id}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ code: 'image_in_use' });
  expect(refused.json().detail).toContain('사과 상자');
  expect((await admin('GET', `/image/${id}`)).statusCode).toBe(200);

  usages = [];
  expect((await admin('DELETE', `/image/${id}`)).statusCode).toBe(204);
  expect((await admin('GET', `/image/${id}`)).statusCode).toBe(404);
  expect((await admin('DELETE', `/image/${id}`)).statusCode).toBe(404);
  // Its files are gone too.
  const url = image?.variants[0]?.url ?? '';
  expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
});

test('a finder kind can be registered only once', () => {
  expect(() => {
    ctx.app.imageUsage.register('sample', () => Promise.resolve([]));
  }).toThrow(/twice/);
});

test.each([
  '/api/media/..%2F..%2Fpackage.json',
  '/api/media/..%2Fimage%2F..%2F..%2Fetc%2Fpasswd',
  '/api/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/api/media/../../package.json',
  '/api/media/..\\..\\package.json',
  '/api/media/0123456789abcdef0123456789abcdef-320.webp',
  '/api/media/0123456789ABCDEF0123456789ABCDEF-320.webp',
  '/api/media/.hidden',
  `/api/media/${'a'.repeat(95)}.webp`,
])('the media route serves nothing outside its images: %s', async (url) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect([400, 404]).toContain(res.statusCode);
  expect(res.headers['content-type']).toContain('application/problem+json');
});

test('importImage adds pictures for scripts (seed, demo) without a member', async () => {
  const png = await picture(120, 80);
  const first = await importImage(ctx.app.db, ctx.app.storage, png, 'seed.png', null);
  expect(first.created).toBe(true);
  expect(first.row).toMatchObject({ createdBy: null, mime: 'image/png', width: 120 });
  const again = await importImage(ctx.app.db, ctx.app.storage, png, 'seed.png', null);
  expect(again).toMatchObject({ created: false, row: { id: first.row.id } });
});

test('every image endpoint needs a staff session; any staff grade may use the library', async () => {
  const anonymous = await Promise.all([
    ctx.app.inject({ method: 'GET', url: '/api/admin/v1/image' }),
    ctx.app.inject({ method: 'GET', url: '/api/admin/v1/image/1' }),
    ctx.app.inject({ method: 'PUT', url: '/api/admin/v1/image/1', payload: { alt: 'x' } }),
    ctx.app.inject({ method: 'DELETE', url: '/api/admin/v1/image/1' }),
    upload([{ name: 'a.png', data: await picture(10, 10) }], null),
    upload([{ name: 'a.png', data: await picture(10, 10) }], 'forged-token'),
  ]);
  for (const res of anonymous) expect(res.statusCode).toBe(401);

  const staff = await createMember(ctx, { grade: 1 });
  const res = await upload([{ name: 'staff.png', data: await picture(12, 12) }], staff.token);
  expect(res.statusCode).toBe(201);
  expect(res.json().items[0].createdBy).toBe(staff.id);
});
