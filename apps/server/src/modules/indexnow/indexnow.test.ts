import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IndexNowStatus } from '@app/contract/indexnow';
import { afterAll, beforeEach, expect, test } from 'vitest';
import { ensureDefaultPages } from '../../bootstrap/default-pages.ts';
import { createMember, useTestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/catalogue.ts';

// IndexNow (decision 23) against a stand-in for the shared endpoint that answers as the protocol
// documents (indexnow.org: 200/202 taken, 400, 403 key not valid, 422, 429 too many requests).

interface Received {
  headers: IncomingHttpHeaders;
  method: string;
  body: { host: string; key: string; keyLocation: string; urlList: string[] };
}
const received: Received[] = [];
/** The statuses the stand-in answers with, in turn; 200 once they run out. */
let answers: number[] = [];

const endpoint = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      headers: request.headers,
      method: request.method ?? '',
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Received['body'],
    });
    response.statusCode = answers.shift() ?? 200;
    response.end(response.statusCode === 200 ? '' : 'Too Many Requests or not valid');
  });
});
await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
const { port } = endpoint.address() as AddressInfo;
afterAll(() => new Promise((resolve) => endpoint.close(resolve)));

const SITE = 'https://www.example.test';
const ctx = useTestApp({
  PUBLIC_URL: SITE,
  INDEXNOW_ENDPOINT: `http://127.0.0.1:${String(port)}/indexnow`,
});

beforeEach(async () => {
  await ctx.app.indexNow.flush();
  received.length = 0;
  answers = [];
});

const status = async () => {
  const res = await ctx.admin('GET', '/seo/indexnow');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<IndexNowStatus>();
};
const setEnabled = async (enabled: boolean) => {
  const res = await ctx.admin('PUT', '/seo/indexnow', { enabled });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<IndexNowStatus>();
};
const keyFile = (location: string) => ctx.call('GET', new URL(location).pathname, null);

test('off until staff turn it on: nothing is sent and the key file is not served', async () => {
  const before = await status();
  expect(before.enabled).toBe(false);
  expect(before.keyLocation).toMatch(/^https:\/\/www\.example\.test\/[0-9a-f]{32}\.txt$/);
  const category = await createCategory(ctx, { name: '조용한 분류' });
  await createProduct(ctx, { categoryId: category.id, name: '알리지 않는 제품' });
  await ctx.app.indexNow.flush();
  expect(received).toEqual([]);
  expect((await keyFile(before.keyLocation)).statusCode).toBe(404);
});

test('published, changed and removed pages are told in one notification the key file vouches for', async () => {
  const { keyLocation } = await setEnabled(true);
  const key = new URL(keyLocation).pathname.slice(1, -'.txt'.length);
  const file = await keyFile(keyLocation);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toMatch(/^text\/plain/);
  expect(file.body).toBe(key);
  // Another key's file is the site's 404, as any other missing page.
  expect((await keyFile(`${SITE}/${'0'.repeat(32)}.txt`)).statusCode).toBe(404);

  const category = await createCategory(ctx, { name: '알림 분류' });
  const kept = await createProduct(ctx, { categoryId: category.id, name: '알리는 제품' });
  const gone = await createProduct(ctx, { categoryId: category.id, name: '지울 제품' });
  expect((await ctx.admin('DELETE', `/product/${String(gone.id)}`)).statusCode).toBe(204);
  await ensureDefaultPages(ctx.app.db);
  const page = await ctx.admin('PUT', '/page/about', {
    title: '회사 소개',
    content: '<p>소개</p>',
  });
  expect(page.statusCode, page.body).toBe(200);
  await ctx.app.indexNow.flush();

  expect(received).toHaveLength(1);
  const [sent] = received;
  expect(sent?.method).toBe('POST');
  expect(sent?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(sent?.body).toEqual({
    host: 'www.example.test',
    key,
    keyLocation,
    urlList: expect.arrayContaining([
      `${SITE}/product/detail/${String(kept.id)}`,
      `${SITE}/product/detail/${String(kept.id)}?lang=en`,
      `${SITE}/product/detail/${String(gone.id)}`,
      `${SITE}/about`,
      `${SITE}/about?lang=en`,
    ]),
  });
  // Two writes of one product are one address.
  expect(new Set(sent?.body.urlList).size).toBe(sent?.body.urlList.length);
  const [ping] = (await status()).pings;
  expect(ping).toMatchObject({ status: 200, outcome: 'sent', detail: null });
  expect(ping?.urlCount).toBe(sent?.body.urlList.length);
});

test('"later" from the endpoint is tried again; a refusal is recorded and not repeated', async () => {
  await setEnabled(true);
  const category = await createCategory(ctx, { name: '재시도 분류' });
  const product = await createProduct(ctx, { categoryId: category.id, name: '재시도 제품' });
  answers = [429];
  await ctx.app.indexNow.flush();
  expect((await status()).pings[0]).toMatchObject({ status: 429, outcome: 'retrying' });
  await ctx.app.indexNow.flush();
  expect(received.map((r) => r.body.urlList)).toEqual([
    expect.arrayContaining([`${SITE}/product/detail/${String(product.id)}`]),
    expect.arrayContaining([`${SITE}/product/detail/${String(product.id)}`]),
  ]);
  expect((await status()).pings[0]).toMatchObject({ status: 200, outcome: 'sent' });

  received.length = 0;
  answers = [403];
  await ctx.admin('PUT', `/product/${String(product.id)}`, {
    categoryId: category.id,
    name: '재시도 제품 2',
  });
  await ctx.app.indexNow.flush();
  await ctx.app.indexNow.flush();
  expect(received).toHaveLength(1);
  expect((await status()).pings[0]).toMatchObject({
    status: 403,
    outcome: 'failed',
    detail: 'Too Many Requests or not valid',
  });
});

test('only the top grade turns it on or off; a bad value changes nothing', async () => {
  await setEnabled(false);
  for (const body of [{ enabled: 'yes' }, {}, { enabled: true, extra: 1 }]) {
    const res = await ctx.admin('PUT', '/seo/indexnow', body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
  }
  const staff = await createMember(ctx, { grade: 9 });
  for (const method of ['GET', 'PUT'] as const) {
    const res = await ctx.call(method, '/api/admin/v1/seo/indexnow', staff.token, {
      enabled: true,
    });
    expect(res.statusCode).toBe(403);
  }
  expect((await ctx.call('GET', '/api/admin/v1/seo/indexnow', null)).statusCode).toBe(401);
  expect((await status()).enabled).toBe(false);
});
