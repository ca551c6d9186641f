import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { localDiskStorage } from './local-disk.ts';
import type { Storage } from './storage.ts';

let root: string;
let storage: Storage;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'storage-test-'));
  storage = localDiskStorage(join(root, 'files'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

test('put, get and delete a file; no temporary file is left behind', async () => {
  await storage.put('image/abc-320.webp', Buffer.from('hello'), 'image/webp');
  const stored = await storage.get('image/abc-320.webp');
  if (stored?.kind !== 'content') throw new Error('the stored file was not found');
  expect(stored.info.bytes).toBe(5);
  expect(await text(stored.stream)).toBe('hello');
  expect(await readdir(join(root, 'files', 'image'))).toEqual(['abc-320.webp']);

  await storage.delete('image/abc-320.webp');
  expect(await storage.get('image/abc-320.webp')).toBeNull();
  // Deleting twice is fine.
  await storage.delete('image/abc-320.webp');
});

test('a missing key or a folder is not found', async () => {
  expect(await storage.get('image/missing.webp')).toBeNull();
  await storage.put('folder/inner/a.bin', Buffer.from('x'), 'application/octet-stream');
  expect(await storage.get('folder/inner')).toBeNull();
  expect(await storage.stat('folder/inner')).toBeNull();
});

test.each([
  '../outside.txt',
  'image/../../outside.txt',
  '/etc/passwd',
  'image\\..\\x',
  '.hidden',
  'image/.hidden',
  'Image/UPPER.webp',
  'image//double',
  '',
  'a'.repeat(201),
])('keys that could leave the folder are refused: %j', async (key) => {
  await writeFile(join(root, 'outside.txt'), 'secret');
  await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/storage key/);
  await expect(storage.get(key)).rejects.toThrow(/storage key/);
  await expect(storage.stat(key)).rejects.toThrow(/storage key/);
  await expect(storage.delete(key)).rejects.toThrow(/storage key/);
});

test('the probe creates a missing folder and fails where a file stands in its way', async () => {
  await expect(localDiskStorage(join(root, 'fresh', 'files')).probe()).resolves.toBeUndefined();
  expect(await readdir(join(root, 'fresh'))).toEqual(['files']);
  await writeFile(join(root, 'not-a-folder'), 'x');
  await expect(localDiskStorage(join(root, 'not-a-folder')).probe()).rejects.toThrow();
});

test('the listing has every stored key and nothing else; a folder not made yet lists nothing', async () => {
  const listed = async (store: Storage) => {
    const keys: string[] = [];
    for await (const key of store.list()) keys.push(key);
    return keys;
  };
  const dir = join(root, 'listed');
  expect(await listed(localDiskStorage(dir))).toEqual([]);
  const store = localDiskStorage(dir);
  await store.put('image/b-320.webp', Buffer.from('b'), 'image/webp');
  await store.put('attachment/a', Buffer.from('a'), 'application/pdf');
  // The leftover of an interrupted write and a file put there by hand have no key.
  await writeFile(join(dir, 'image', '.0123abcd.tmp'), 'half a file');
  await writeFile(join(dir, 'README.TXT'), 'notes');
  expect(await listed(store)).toEqual(['attachment/a', 'image/b-320.webp']);
});
