import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseEnv } from '../env.ts';
import { type S3Server, startS3Server } from '../test/s3-server.ts';
import { s3Settings } from './create-storage.ts';
import { localDiskStorage } from './local-disk.ts';
import { s3BucketStorage } from './s3-bucket.ts';
import type { ReadOptions, Storage } from './storage.ts';

// Both drivers answer the same calls the same way: the routes cannot tell them apart. S3 runs
// against a real S3-protocol server (s3rver) of this file, through the SDK over HTTP.

let root: string;
let s3: S3Server;
const drivers: Record<string, Storage> = {};
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'storage-drivers-'));
  s3 = await startS3Server();
  drivers.local = localDiskStorage(root);
  drivers.s3 = s3BucketStorage(s3Settings(parseEnv(s3.env)));
});
afterAll(async () => {
  drivers.s3?.close();
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

const TEN = Buffer.from('0123456789');

const driver = (name: string) => {
  const storage = drivers[name];
  if (storage === undefined) throw new Error(`no ${name} driver`);
  return storage;
};

/** The bytes and span of a read that must have content. */
async function content(storage: Storage, key: string, options?: ReadOptions) {
  const read = await storage.get(key, options);
  if (read?.kind !== 'content') throw new Error(`expected content, got ${read?.kind}`);
  return { body: await text(read.stream), span: read.span, bytes: read.info.bytes };
}

for (const name of ['local', 's3']) {
  test(`${name}: put, stat, get and delete an object; a missing key is null`, async () => {
    const storage = driver(name);
    await storage.put('image/round-trip.webp', TEN, 'image/webp');
    const info = await storage.stat('image/round-trip.webp');
    expect(info).toMatchObject({ bytes: 10, etag: expect.stringMatching(/^"[^"]+"$/) });
    expect(await content(storage, 'image/round-trip.webp')).toEqual({
      body: '0123456789',
      span: null,
      bytes: 10,
    });

    await storage.delete('image/round-trip.webp');
    expect(await storage.get('image/round-trip.webp')).toBeNull();
    expect(await storage.stat('image/round-trip.webp')).toBeNull();
    // Deleting twice is fine.
    await storage.delete('image/round-trip.webp');
  });

  test(`${name}: a range is read alone, clipped to the object; past its end it is unsatisfiable`, async () => {
    const storage = driver(name);
    await storage.put('attachment/ranged', TEN, 'application/pdf');
    expect(await content(storage, 'attachment/ranged', { range: { start: 2, end: 5 } })).toEqual({
      body: '2345',
      span: { start: 2, end: 5 },
      bytes: 10,
    });
    expect(await content(storage, 'attachment/ranged', { range: { start: 7 } })).toMatchObject({
      body: '789',
      span: { start: 7, end: 9 },
    });
    expect(
      await content(storage, 'attachment/ranged', { range: { start: 8, end: 99 } }),
    ).toMatchObject({ body: '89', span: { start: 8, end: 9 } });
    expect(await storage.get('attachment/ranged', { range: { start: 10 } })).toMatchObject({
      kind: 'unsatisfiable',
      info: { bytes: 10 },
    });
  });

  test(`${name}: a client's current copy is not sent again; an old one is`, async () => {
    const storage = driver(name);
    await storage.put('image/cached.webp', TEN, 'image/webp');
    const info = await storage.stat('image/cached.webp');
    if (info === null) throw new Error('not stored');
    const later = new Date(info.lastModified.getTime() + 60_000);
    const earlier = new Date(info.lastModified.getTime() - 60_000);

    expect(await storage.get('image/cached.webp', { ifNoneMatch: info.etag })).toMatchObject({
      kind: 'not-modified',
    });
    expect(await storage.get('image/cached.webp', { ifModifiedSince: later })).toMatchObject({
      kind: 'not-modified',
    });
    // A conditional range for a current copy is a 304 too.
    expect(
      await storage.get('image/cached.webp', {
        ifNoneMatch: info.etag,
        range: { start: 0, end: 1 },
      }),
    ).toMatchObject({ kind: 'not-modified' });

    expect((await content(storage, 'image/cached.webp', { ifNoneMatch: '"other"' })).body).toBe(
      '0123456789',
    );
    expect((await content(storage, 'image/cached.webp', { ifModifiedSince: earlier })).body).toBe(
      '0123456789',
    );
    // If-None-Match decides alone: If-Modified-Since is ignored beside it (RFC 9110 §13.1.3).
    expect(
      (
        await content(storage, 'image/cached.webp', {
          ifNoneMatch: '"other"',
          ifModifiedSince: later,
        })
      ).body,
    ).toBe('0123456789');
  });

  test(`${name}: every stored key is listed, and a deleted one no more`, async () => {
    const storage = driver(name);
    const keys = ['attachment/listed', 'image/listed-320.webp', 'image/listed-960.webp'];
    for (const key of keys) await storage.put(key, TEN, 'application/octet-stream');
    const listed = async () => {
      const found: string[] = [];
      for await (const key of storage.list()) found.push(key);
      return found;
    };
    expect(await listed()).toEqual(expect.arrayContaining(keys));
    await storage.delete('attachment/listed');
    expect(await listed()).not.toContain('attachment/listed');
  });

  test(`${name}: keys that could leave the store are refused; the probe passes`, async () => {
    const storage = driver(name);
    for (const key of ['../outside', 'image/../x', '/etc/passwd', '.hidden', 'A/B']) {
      await expect(storage.put(key, TEN, 'text/plain')).rejects.toThrow(/storage key/);
      await expect(storage.get(key)).rejects.toThrow(/storage key/);
    }
    await expect(storage.probe()).resolves.toBeUndefined();
    expect(storage.publicUrl('image/a.webp')).toBeNull();
  });
}

test('s3: with S3_PUBLIC_URL an object has a public address; the probe fails when the bucket is missing', async () => {
  const env = parseEnv({
    ...s3.env,
    S3_PUBLIC_URL: 'https://cdn.example.co.kr/media/',
    S3_BUCKET: 'no-such-bucket',
  });
  const storage = s3BucketStorage(s3Settings(env));
  try {
    expect(storage.publicUrl('image/a-320.webp')).toBe(
      'https://cdn.example.co.kr/media/image/a-320.webp',
    );
    await expect(storage.probe()).rejects.toThrow();
  } finally {
    storage.close();
  }
});
