import { get } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, expect, test } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createPlace } from '../../test/catalogue.ts';
import { standInWebBuild } from '../../test/web-build.ts';
import { keptAnswers } from '../../test/kept-answers.ts';

// A stand-in for the web app's server build: the page shows the places API's JSON (over 1 KB,
// so it is compressed), and says how many pages it has rendered.
const webRoot = standInWebBuild(`let renders = 0;
  export const createPageRenderer = ({ api }) => async () => {
    renders += 1;
    const places = await (await api('/api/data/v1/place', {})).text();
    return { kind: 'page', status: 200, html: 'render ' + renders + ' ' + places + ' '.repeat(2000) };
  };`);

const ctx = useTestApp({ PUBLIC_URL: 'https://www.example.test', METRICS_PORT: '0' }, { webRoot });
let origin = '';
beforeAll(async () => {
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

/** Headers of a response, less those every response has of its own. */
const pageHeaders = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !['date', 'keep-alive'].includes(name)));

/** The bytes as sent (fetch would decompress them) and their encoding. */
function rawBrotli(url: string): Promise<{ encoding: string | undefined; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

test('a kept page is answered before Fastify, exactly as Fastify answered it', async () => {
  const first = await fetch(`${origin}/about?x=1`);
  expect(first.status).toBe(200);
  const body = await first.text();
  expect(body).toMatch(/^render \d+ /);
  expect(await keptAnswers(ctx.app)).toBe(0);

  const again = await fetch(`${origin}/about?x=1`);
  expect(await again.text()).toBe(body);
  expect(pageHeaders(again)).toEqual(pageHeaders(first));
  expect(again.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(await keptAnswers(ctx.app)).toBe(1);

  // Compressed as the client asks, revalidated with the ETag, and HEAD without a body.
  const raw = await rawBrotli(`${origin}/about?x=1`);
  expect(raw.encoding).toBe('br');
  expect(brotliDecompressSync(raw.bytes).toString()).toBe(body);
  const etag = first.headers.get('etag') ?? '';
  const revalidated = await fetch(`${origin}/about?x=1`, { headers: { 'if-none-match': etag } });
  expect(revalidated.status).toBe(304);
  const head = await fetch(`${origin}/about?x=1`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(await head.text()).toBe('');
  expect(await keptAnswers(ctx.app)).toBe(4);
});

test('a staff write drops the kept page: the next visitor gets a fresh render', async () => {
  const before = await (await fetch(`${origin}/products?kept=write`)).text();
  await createPlace(ctx, { name: '새로 연 전시장' });
  const after = await (await fetch(`${origin}/products?kept=write`)).text();
  expect(before).not.toContain('새로 연 전시장');
  expect(after).toContain('새로 연 전시장');
});

test('pages are never answered early for other methods or the API', async () => {
  await fetch(`${origin}/about?x=2`);
  const kept = await keptAnswers(ctx.app);
  const api = await fetch(`${origin}/api/data/v1/place`);
  expect(api.headers.get('content-type')).toContain('application/json');
  const post = await fetch(`${origin}/about?x=2`, { method: 'POST' });
  expect(post.status).toBe(404);
  expect(await keptAnswers(ctx.app)).toBe(kept);
});
