import { existsSync } from 'node:fs';
import { link, mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Env } from '../env.ts';
import { createStorage } from '../storage/create-storage.ts';
import { ArchiveWriter } from './archive.ts';
import { MANIFEST_NAME, type Manifest } from './manifest.ts';
import { backupPglite, holdingDataDir } from './pglite-data-dir.ts';
import { backupPostgres } from './postgres-dump.ts';
import { backupFiles } from './stored-files.ts';

/** What a backup or restore reports as it goes. */
export interface Progress {
  /** A line worth showing (a step done). */
  say: (line: string) => void;
  /** Files copied so far. */
  files: (done: number) => void;
}

/** `product-search-backup-20260102T033000Z.tar.gz`: sorts by time, no characters a shell minds. */
export const archiveName = (at: Date) =>
  `product-search-backup-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}.tar.gz`;

/**
 * Where the archive goes: `out` itself, or a timestamped name inside it when it is a folder
 * (one that exists, or any path ending in `/`); without `out`, in `backups/`.
 */
export async function archivePath(out: string | undefined, at: Date): Promise<string> {
  const target = out ?? 'backups/';
  const isFolder =
    /[\\/]$/.test(target) || (await stat(target).catch(() => null))?.isDirectory() === true;
  return resolve(isFolder ? join(target, archiveName(at)) : target);
}

/**
 * Writes one archive of the database and every stored file, with a manifest. It is written
 * under a `.partial` name and appears under `path` only once complete; an existing file is
 * never replaced.
 */
export async function createBackup(env: Env, path: string, progress: Progress): Promise<Manifest> {
  if (existsSync(path)) throw new Error(`${path} already exists.`);
  await mkdir(dirname(path), { recursive: true });
  const createdAt = new Date().toISOString();
  return holdingDataDir(env, 'backed up', async () => {
    const storage = createStorage(env);
    const partial = `${path}.partial`;
    const writer = new ArchiveWriter(partial);
    try {
      const database =
        env.DATABASE_URL === undefined
          ? { kind: 'pglite' as const, ...(await backupPglite(env.DATA_DIR, writer)) }
          : {
              kind: 'postgres' as const,
              ...(await backupPostgres(env.DATABASE_URL, writer, `${path}.dump.partial`)),
            };
      const rows = Object.values(database.tables).reduce((sum, n) => sum + n, 0);
      progress.say(
        `Database: ${Object.keys(database.tables).length} tables, ${rows.toLocaleString('en')} rows, schema ${database.migration?.tag ?? 'none'}.`,
      );
      const files = await backupFiles(storage, writer, progress.files);
      const manifest: Manifest = {
        format: 'product-search-backup',
        version: 1,
        createdAt,
        database,
        files: { driver: env.STORAGE_DRIVER, entries: files },
      };
      await writer.addText(MANIFEST_NAME, `${JSON.stringify(manifest, null, 2)}\n`);
      await writer.close();
      // A link fails where a file exists: one that appeared meanwhile is not overwritten.
      await link(partial, path);
      return manifest;
    } catch (error) {
      await writer.abort();
      throw error;
    } finally {
      await rm(partial, { force: true });
      storage.close();
    }
  });
}
