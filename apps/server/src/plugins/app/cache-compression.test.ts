import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, expect, test } from 'vitest';
import { useTestApp } from '../../test/app.ts';

// Cached public JSON is compressed once per entry and encoding, for clients that accept it.
const ctx = useTestApp();

const placeList = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/data/v1/place', headers });
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const GZIP = { 'accept-encoding': 'gzip' };
/** The cached entry of the place list, as the route keeps it. */
const placeEntry = () =>
  ctx.app.cache.get('place:list:ko', () =>
    Promise.reject(new Error('the place list is not cached')),
  );

beforeAll(async () => {
  // Enough places for a body past the 1 KB below which nothing is compressed.
  for (let i = 0; i < 12; i += 1) {
    const res = await ctx.admin('POST', '/place', {
      name: `물류센터 ${i}`,
      region: '경기',
      address: `경기도 평택시 포승읍 평택항로 ${i}번길`,
    });
    expect(res.statusCode).toBe(201);
  }
});

test('an entry goes brotli or gzip as the client prefers, with the same ETag', async () => {
  const plain = await placeList();
  expect(plain.rawPayload.length).toBeGreaterThan(1_024);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toBe('accept-encoding');

  const br = await placeList(BROWSER);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toBe('accept-encoding');
  expect(br.headers.etag).toBe(plain.headers.etag);
  expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

  const gzip = await placeList(GZIP);
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers.etag).toBe(plain.headers.etag);
  expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
  expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
});

test('each encoding of an entry is compressed once, however many clients read it', async () => {
  await placeList(BROWSER);
  await placeList(GZIP);
  const entry = await placeEntry();
  const { br, gzip } = entry.encoded ?? {};
  expect(br).toBeDefined();
  expect(gzip).toBeDefined();
  for (let i = 0; i < 3; i += 1) {
    const [again, gzipAgain] = [await placeList(BROWSER), await placeList(GZIP)];
    expect(again.rawPayload.equals(br ?? Buffer.alloc(0))).toBe(true);
    expect(gzipAgain.rawPayload.equals(gzip ?? Buffer.alloc(0))).toBe(true);
  }
  // The very buffers made first are still the ones sent: none was compressed again.
  const after = await placeEntry();
  expect(after).toBe(entry);
  expect(after.encoded?.br).toBe(br);
  expect(after.encoded?.gzip).toBe(gzip);
});

test('a client that accepts neither brotli nor gzip gets the plain body', async () => {
  const refusing: Record<string, string>[] = [
    {},
    { 'accept-encoding': 'identity' },
    { 'accept-encoding': 'gzip;q=0, br;q=0' },
    { 'accept-encoding': 'x' },
  ];
  for (const headers of refusing) {
    const res = await placeList(headers);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveLength(12);
  }
});

test('a browser that has the entry gets 304, empty and uncompressed', async () => {
  const first = await placeList(BROWSER);
  const again = await placeList({ ...BROWSER, 'if-none-match': String(first.headers.etag) });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload.length).toBe(0);
  expect(again.headers['content-encoding']).toBeUndefined();
  expect(again.headers.vary).toBe('accept-encoding');
});

test('HEAD answers with the headers of GET and no body', async () => {
  const get = await placeList(BROWSER);
  const head = await ctx.app.inject({
    method: 'HEAD',
    url: '/api/data/v1/place',
    headers: BROWSER,
  });
  expect(head.statusCode).toBe(200);
  expect(head.rawPayload.length).toBe(0);
  expect(head.headers['content-encoding']).toBe('br');
  expect(head.headers['content-length']).toBe(get.headers['content-length']);
  expect(head.headers.etag).toBe(get.headers.etag);
});

test('a small body is never compressed', async () => {
  for (let i = 0; i < 3; i += 1) {
    const res = await ctx.app.inject({ url: '/api/data/v1/category', headers: BROWSER });
    expect(res.rawPayload.length).toBeLessThan(1_024);
    expect(res.headers['content-encoding']).toBeUndefined();
  }
});
