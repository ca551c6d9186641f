import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { beforeAll, expect, test } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/catalogue.ts';
import { compressionPlugin } from './compression.ts';

// Responses built for each request are compressed as they are sent, by Accept-Encoding.
const ctx = useTestApp();

/** A page deeper than the cached first three (0, 1, 2): built afresh for every request. */
const DEEP_PAGE = '/api/data/v1/product?page=3&size=4';
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  const { id: categoryId } = await createCategory(ctx);
  for (let i = 0; i < 16; i += 1) {
    await createProduct(ctx, {
      categoryId,
      summary: `냉장 보관이 필요한 신선 식품 ${i}: 산지에서 당일 출고하며 전국 어디든 익일 도착합니다.`,
    });
  }
});

test('an uncached JSON page from 1 KB goes brotli, gzip or plain as the client accepts', async () => {
  const plain = await get(DEEP_PAGE);
  expect(plain.statusCode).toBe(200);
  expect(plain.rawPayload.length).toBeGreaterThan(1_024);
  expect(plain.json<{ items: unknown[] }>().items).toHaveLength(4);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toBe('accept-encoding');

  const br = await get(DEEP_PAGE, { 'accept-encoding': 'br, gzip' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toBe('accept-encoding');
  expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

  const gzip = await get(DEEP_PAGE, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers.vary).toBe('accept-encoding');
  expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
});

test('a staff list from 1 KB is compressed too', async () => {
  const res = await ctx.app.inject({
    url: '/api/admin/v1/product?size=16',
    headers: { authorization: `Bearer ${ctx.adminToken}`, 'accept-encoding': 'br' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  const page = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as { total: number };
  expect(page.total).toBe(16);
});

test('a JSON body under 1 KB goes plain whatever the client accepts', async () => {
  for (const url of ['/api/health', '/api/data/v1/product?page=3&size=1']) {
    const res = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1_024);
    expect(res.headers['content-encoding']).toBeUndefined();
  }
});

test('a problem document is JSON like any other: from 1 KB it is compressed', async () => {
  const small = await get('/api/data/v1/nothing-here', { 'accept-encoding': 'br' });
  expect(small.statusCode).toBe(404);
  expect(small.headers['content-encoding']).toBeUndefined();
  // An empty inquiry form: the problem names every missing field.
  const post = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/data/v1/inquiry', payload: {}, headers });
  const plain = await post({});
  const big = await post({ 'accept-encoding': 'br' });
  expect(plain.statusCode).toBe(400);
  expect(plain.rawPayload.length).toBeGreaterThan(1_024);
  expect(big.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(big.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(big.rawPayload).equals(plain.rawPayload)).toBe(true);
});

test('HEAD of a compressible page answers 200 with no body', async () => {
  const res = await ctx.app.inject({
    method: 'HEAD',
    url: DEEP_PAGE,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.length).toBe(0);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
});

test('pages from the not-found handler (the web app), string, large string or stream, are compressed too', async () => {
  // The plugin hooks into routes; the web app answers its pages from the not-found handler.
  const app = Fastify();
  await app.register(compressionPlugin);
  const page = `<!doctype html><main>${'<p>상품 안내</p>'.repeat(100)}</main>`;
  app.setNotFoundHandler((request, reply) => {
    void reply.type('text/html; charset=utf-8');
    if (request.url === '/small') return reply.send('<p>작은 페이지</p>');
    if (request.url === '/large') return reply.send(large);
    return reply.send(request.url === '/stream' ? Readable.from([page]) : page);
  });
  // Above 64 KB a body is compressed off the event loop: the same bytes must come out.
  const large = page.repeat(30);
  try {
    for (const [url, expected] of [
      ['/string', page],
      ['/stream', page],
      ['/large', large],
    ] as const) {
      const br = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(expected);
      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(expected);
      const plain = await app.inject({ url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(expected);
    }
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  } finally {
    await app.close();
  }
});
