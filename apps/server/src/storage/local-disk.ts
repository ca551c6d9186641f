import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { type Storage, assertStorageKey } from './storage.ts';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * Files under one folder, named by their key. The content type is not kept: the callers know
 * what they stored (image variants are always WebP; attachments record their type in the database).
 */
export function localDiskStorage(rootDir: string): Storage {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(root, key);
    // The key pattern already forbids `..`; this second check keeps the guarantee local.
    if (!path.startsWith(root + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  };

  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename: a reader never sees a partly written file.
      const temp = join(dirname(path), `.${randomBytes(8).toString('hex')}.tmp`);
      try {
        await writeFile(temp, body);
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), bytes: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async probe() {
      // A fresh installation has no folder until its first upload, which would create it too.
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
