import { randomBytes } from 'node:crypto';
import { type Stats, constants, createReadStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { decideRead } from './read-conditions.ts';
import { type ObjectInfo, type Storage, assertStorageKey, isStorageKey } from './storage.ts';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** Size and mtime make the tag: a key is written once, and rewriting it changes the mtime. */
const infoOf = (file: Stats): ObjectInfo => ({
  bytes: file.size,
  etag: `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`,
  lastModified: file.mtime,
});

/**
 * The stored files under `root` with their keys, in key order. What no key can name is left
 * out: the temporary files of a write that was interrupted, and anything put there by hand.
 */
export async function localFiles(root: string) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, key: relative(root, path).split(sep).join('/') };
    })
    .filter((file) => isStorageKey(file.key))
    .sort((a, b) => a.key.localeCompare(b.key));
}

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
  const statOf = async (key: string) => {
    try {
      const file = await stat(pathOf(key));
      return file.isFile() ? infoOf(file) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
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

    stat: statOf,

    async get(key, options = {}) {
      const info = await statOf(key);
      if (info === null) return null;
      const decision = decideRead(info, options);
      if (decision.kind === 'not-modified') {
        return { kind: 'not-modified', etag: info.etag, lastModified: info.lastModified };
      }
      if (decision.kind === 'unsatisfiable') return { ...decision, info };
      const { span } = decision;
      const stream = createReadStream(pathOf(key), span ?? {});
      return { kind: 'content', info, span, stream };
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async *list() {
      // A fresh installation has no folder until its first upload: nothing stored yet.
      const files = await localFiles(root).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const file of files) yield file.key;
    },

    async probe() {
      // A fresh installation has no folder until its first upload, which would create it too.
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },

    // Files on disk reach browsers only through the server.
    publicUrl: () => null,
    close: () => undefined,
  };
}
