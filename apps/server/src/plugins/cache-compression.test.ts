import { gunzipSync } from 'node:zlib';
import { beforeAll, expect, test } from 'vitest';
import { useTestApp } from '../test/app.ts';

// Cached public JSON is gzipped once, from its second send, for clients that accept gzip.
const ctx = useTestApp();

const placeList = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/data/v1/place', headers });
const GZIP = { 'accept-encoding': 'gzip, deflate, br, zstd' };

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

test('a reused entry goes gzipped to a client that accepts it, with the same ETag', async () => {
  const first = await placeList(GZIP);
  expect(first.rawPayload.length).toBeGreaterThan(1_024);
  // The first send is plain: an entry read once is never compressed.
  expect(first.headers['content-encoding']).toBeUndefined();
  const second = await placeList(GZIP);
  expect(second.headers['content-encoding']).toBe('gzip');
  expect(second.headers.vary).toBe('accept-encoding');
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(Number(second.headers['content-length'])).toBe(second.rawPayload.length);
  expect(second.rawPayload.length).toBeLessThan(first.rawPayload.length / 2);
  expect(gunzipSync(second.rawPayload).equals(first.rawPayload)).toBe(true);
});

test('a client that does not accept gzip gets the plain body', async () => {
  const refusing: Record<string, string>[] = [
    {},
    { 'accept-encoding': 'gzip;q=0, br' },
    { 'accept-encoding': 'x' },
  ];
  for (const headers of refusing) {
    const res = await placeList(headers);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveLength(12);
  }
});

test('a small body is never compressed', async () => {
  for (let i = 0; i < 3; i += 1) {
    const res = await ctx.app.inject({ url: '/api/data/v1/category', headers: GZIP });
    expect(res.rawPayload.length).toBeLessThan(1_024);
    expect(res.headers['content-encoding']).toBeUndefined();
  }
});
