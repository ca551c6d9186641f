import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, expect, test } from 'vitest';
import { useTestApp } from '../../test/app.ts';

// The web app's files as the build leaves them: each text file with its `.br` and `.gz` beside
// it, sent as they are to clients that accept them. The icon has none: a file without copies
// under 1 KB goes plain.
const webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
afterAll(() => {
  rmSync(webRoot, { recursive: true, force: true });
});

const html = `<!doctype html><html><head><!--app-head--></head><body>${'<p>정적 파일</p>'.repeat(80)}</body></html>`;
const script = `export const greeting = ${JSON.stringify('안녕하세요 '.repeat(200))};\n`;
const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';

/** Writes `name` and, as the build does, its compressed copies. */
function writeWithCopies(name: string, text: string) {
  const body = Buffer.from(text);
  writeFileSync(join(webRoot, name), body);
  writeFileSync(join(webRoot, `${name}.br`), brotliCompressSync(body));
  writeFileSync(join(webRoot, `${name}.gz`), gzipSync(body));
}
mkdirSync(join(webRoot, 'assets'));
writeWithCopies('index.html', html);
writeWithCopies('assets/app-abc.js', script);
writeFileSync(join(webRoot, 'favicon.svg'), icon);

const ctx = useTestApp({}, { webRoot });
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

test('a hashed asset goes as its .br or .gz, cached for a year', async () => {
  const br = await get('/assets/app-abc.js', { 'accept-encoding': 'br, gzip' });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 2);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

  const gzip = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const plain = await get('/assets/app-abc.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(script);
});

test('HEAD and a revalidation of an asset work on the compressed file', async () => {
  const headers = { 'accept-encoding': 'br' };
  const head = await ctx.app.inject({ method: 'HEAD', url: '/assets/app-abc.js', headers });
  expect(head.statusCode).toBe(200);
  expect(head.rawPayload.length).toBe(0);
  expect(head.headers['content-encoding']).toBe('br');

  const first = await get('/assets/app-abc.js', headers);
  const again = await get('/assets/app-abc.js', {
    ...headers,
    'if-none-match': String(first.headers.etag),
  });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload.length).toBe(0);
});

test('index.html, compressed or not, is revalidated on every use', async () => {
  for (const accepted of ['br', 'gzip', 'identity']) {
    const res = await get('/index.html', { 'accept-encoding': accepted });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['content-encoding']).toBe(accepted === 'identity' ? undefined : accepted);
  }
});

test('a file under 1 KB goes plain, cached for an hour', async () => {
  const res = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.body).toBe(icon);
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
});

test('a page of the web app is compressed for a client that accepts it', async () => {
  const res = await get('/products', { 'accept-encoding': 'br, gzip' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<p>정적 파일</p>');
});

test('compressed copies are never addressed by themselves', async () => {
  expect((await get('/assets/app-abc.js.br')).statusCode).toBe(404);
});
