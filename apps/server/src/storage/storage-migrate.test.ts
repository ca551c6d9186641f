import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseEnv } from '../env.ts';
import { testDbKind } from '../test/database.ts';
import { type S3Server, startS3Server } from '../test/s3-server.ts';
import { runScript } from '../test/script-process.ts';
import { copyLocalFiles } from './copy-local-files.ts';
import { s3Settings } from './create-storage.ts';
import { localDiskStorage } from './local-disk.ts';
import { s3BucketStorage } from './s3-bucket.ts';
import type { Storage } from './storage.ts';

// `npm run storage:migrate` copies a local storage folder into the bucket, and a second run
// copies nothing. The command runs as a real process; no database is involved.

const SCRIPT = fileURLToPath(new URL('../scripts/storage-migrate.ts', import.meta.url));

let s3: S3Server;
let root: string;
let bucket: Storage;
beforeAll(async () => {
  s3 = await startS3Server();
  root = await mkdtemp(join(tmpdir(), 'storage-migrate-'));
  bucket = s3BucketStorage(s3Settings(parseEnv(s3.env)));
});
afterAll(async () => {
  bucket.close();
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

/** A folder as the local driver leaves it, with a leftover of an interrupted write. */
async function localFolder(name: string, files: Record<string, string>) {
  const dir = join(root, name);
  const local = localDiskStorage(dir);
  for (const [key, body] of Object.entries(files)) {
    await local.put(key, Buffer.from(body), 'application/octet-stream');
  }
  await mkdir(join(dir, 'image'), { recursive: true });
  await writeFile(join(dir, 'image', '.0123abcd.tmp'), 'half a file');
  return dir;
}

const bodyOf = async (key: string) => {
  const read = await bucket.get(key);
  return read?.kind === 'content' ? text(read.stream) : null;
};

const migrate = (from: string) => runScript(SCRIPT, ['--from', from], s3.env);

test.runIf(testDbKind === 'pglite')(
  'the command copies a local folder into the bucket; run again, it copies nothing',
  async () => {
    const from = await localFolder('cli', {
      'image/aa-320.webp': 'variant 320',
      'image/aa-960.webp': 'variant 960',
      'attachment/bb': '%PDF-1.7 attachment',
    });

    const first = await migrate(from);
    // Three files: the temporary file of an interrupted write is none.
    expect(first.stdout).toContain('3 / 3 files');
    expect(first.stdout).toContain('Copied 3 files');
    expect(first.stdout).toContain('skipped 0');
    expect(await bodyOf('image/aa-960.webp')).toBe('variant 960');
    expect(await bodyOf('attachment/bb')).toBe('%PDF-1.7 attachment');

    const second = await migrate(from);
    expect(second.stdout).toContain('Copied 0 files (0.0 MB), skipped 3 already in the bucket');
  },
);

test('an object of another size (a copy cut short) is copied again; progress is reported per file', async () => {
  const from = await localFolder('partial', {
    'image/cc-320.webp': 'the whole variant',
    'image/dd-320.webp': 'already there',
  });
  await bucket.put('image/cc-320.webp', Buffer.from('the wh'), 'image/webp');
  await bucket.put('image/dd-320.webp', Buffer.from('already there'), 'image/webp');

  const progress: { key: string; copied: boolean; done: number }[] = [];
  const result = await copyLocalFiles(from, bucket, ({ key, copied, done, total }) => {
    expect(total).toBe(2);
    progress.push({ key, copied, done });
  });
  expect(result).toEqual({ copied: 1, skipped: 1, bytes: 'the whole variant'.length });
  expect(progress.map((p) => p.done)).toEqual([1, 2]);
  expect(
    progress.map(({ key, copied }) => ({ key, copied })).sort((a, b) => a.key.localeCompare(b.key)),
  ).toEqual([
    { key: 'image/cc-320.webp', copied: true },
    { key: 'image/dd-320.webp', copied: false },
  ]);
  expect(await bodyOf('image/cc-320.webp')).toBe('the whole variant');
});
