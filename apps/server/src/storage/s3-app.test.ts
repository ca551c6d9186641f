import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { parseEnv } from '../env.ts';
import { bearer, createTestApp } from '../test/app.ts';
import { testDbKind } from '../test/database.ts';
import { uploadTestImage } from '../test/images.ts';
import { startS3Server } from '../test/s3-server.ts';
import { startServerProcess } from '../test/server-process.ts';
import { s3Settings } from './create-storage.ts';
import { s3BucketStorage } from './s3-bucket.ts';

// The app on STORAGE_DRIVER=s3: files go to the bucket and leave it with their image, readiness
// watches the bucket, and S3_PUBLIC_URL sends browsers to the bucket's own address. Each test
// runs its own s3rver, so stopping one stops nothing shared.

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function s3App(env: Record<string, string> = {}) {
  const s3 = await startS3Server();
  cleanups.push(() => s3.close());
  const ctx = await createTestApp({ ...s3.env, ...env });
  cleanups.push(() => ctx.close());
  const bucket = s3BucketStorage(s3Settings(parseEnv(s3.env)));
  cleanups.push(() => {
    bucket.close();
  });
  return { s3, ctx, bucket };
}

/** `/api/media/<name>` → the variant's key in the bucket. */
const keyOf = (url: string) => `image/${url.replace('/api/media/', '')}`;

test('an uploaded image is stored in the bucket, served from it, and removed with the image', async () => {
  const { ctx, bucket } = await s3App();
  const image = await uploadTestImage(ctx, { width: 300, height: 200 });
  const keys = image.variants.map((v) => keyOf(v.url));
  expect(keys).toEqual([expect.stringMatching(/^image\/[0-9a-f]{32}-300\.webp$/)]);

  const [key = ''] = keys;
  const inBucket = await bucket.get(key);
  if (inBucket?.kind !== 'content') throw new Error('the variant is not in the bucket');
  const served = await ctx.app.inject({ url: `/api/media/${key.slice('image/'.length)}` });
  expect(served.statusCode).toBe(200);
  expect(served.headers.etag).toBe(inBucket.info.etag);
  expect(served.rawPayload.length).toBe(inBucket.info.bytes);
  inBucket.stream.destroy();

  const removed = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/admin/v1/image/${image.id}`,
    headers: bearer(ctx.adminToken),
  });
  expect(removed.statusCode).toBe(204);
  expect(await bucket.stat(key)).toBeNull();
});

test('readiness reports storage down (503) once the S3 server stops, while liveness stays 200', async () => {
  const { s3, ctx } = await s3App();
  const ready = await ctx.app.inject({ url: '/api/health/ready' });
  expect(ready.json()).toEqual({ status: 'ready', db: 'up', redis: 'off', storage: 'up' });

  await s3.stop();
  const down = await ctx.app.inject({ url: '/api/health/ready' });
  expect(down.statusCode).toBe(503);
  expect(down.json()).toEqual({ status: 'unavailable', db: 'up', redis: 'off', storage: 'down' });
  expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
});

test('with S3_PUBLIC_URL, media redirect to the public copy and the CSP allows its origin', async () => {
  const { ctx } = await s3App({ S3_PUBLIC_URL: 'https://cdn.example.co.kr/site/' });
  const name = `${'a'.repeat(32)}-320.webp`;
  const res = await ctx.app.inject({ url: `/api/media/${name}` });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`https://cdn.example.co.kr/site/image/${name}`);
  expect(res.headers['cache-control']).toBe('public, max-age=86400');
  expect(res.headers['content-security-policy']).toContain(
    "img-src 'self' data: blob: https://cdn.example.co.kr;",
  );
  // Names that are no variant's are still refused here, never sent on.
  expect((await ctx.app.inject({ url: '/api/media/..%2Fattachment%2Fx' })).statusCode).toBe(404);
});

test.runIf(testDbKind === 'pglite')(
  'the server refuses to start on S3 settings it cannot use, naming each variable',
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 's3-config-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = startServerProcess(dataDir, {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    cleanups.push(() => server.process.kill('SIGKILL'));
    const error = await server.listening.then(
      () => new Error('the server started'),
      (refused: unknown) => refused,
    );
    expect(String(error)).toMatch(/exited with 1: Invalid configuration:/);
    expect(String(error)).toMatch(/S3_ENDPOINT: must be an http\(s\) URL/);
    expect(String(error)).toMatch(/S3_BUCKET: required when STORAGE_DRIVER=s3/);
  },
);
