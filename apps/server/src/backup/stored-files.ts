import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { type Storage, contentTypeOfKey, isStorageKey } from '../storage/storage.ts';
import { type ArchiveWriter, type ArchivedFile, readArchive } from './archive.ts';
import { FILES_PREFIX, type Manifest, manifestEntries } from './manifest.ts';

/** How many objects the store holds. */
export async function countStoredFiles(storage: Storage): Promise<number> {
  const keys = storage.list()[Symbol.asyncIterator]();
  let count = 0;
  while ((await keys.next()).done !== true) count += 1;
  return count;
}

/**
 * Adds every stored object to the archive, one at a time, streamed from the store. An object
 * deleted between the listing and its read (a live site) is left out.
 */
export async function backupFiles(
  storage: Storage,
  writer: ArchiveWriter,
  onFile: (done: number) => void,
): Promise<ArchivedFile[]> {
  const entries: ArchivedFile[] = [];
  for await (const key of storage.list()) {
    const read = await storage.get(key);
    if (read?.kind !== 'content') continue;
    entries.push(await writer.addFile(FILES_PREFIX + key, read.info.bytes, read.stream));
    onFile(entries.length);
  }
  return entries;
}

/**
 * Writes the archive's files into the store under their keys. Each is read whole (the store
 * takes a buffer; uploads are bounded) and checked against the manifest before it is written.
 * Objects the store holds beyond the archive's are left as they are.
 */
export async function restoreFiles(
  archive: string,
  manifest: Manifest,
  storage: Storage,
  onFile: (done: number) => void,
): Promise<void> {
  const expected = manifestEntries(manifest);
  let done = 0;
  await readArchive(archive, async (entry) => {
    if (!entry.name.startsWith(FILES_PREFIX)) return;
    const key = entry.name.slice(FILES_PREFIX.length);
    if (!isStorageKey(key)) throw new Error(`the archive names a file no key can name: ${key}`);
    const body = await buffer(entry.stream);
    if (createHash('sha256').update(body).digest('hex') !== expected.get(entry.name)?.sha256) {
      throw new Error(`${entry.name} changed after the archive was verified`);
    }
    await storage.put(key, body, contentTypeOfKey(key));
    done += 1;
    onFile(done);
  });
}

/** The archive's keys the store does not hold, and how many it holds beyond them. */
export async function compareStoredFiles(manifest: Manifest, storage: Storage) {
  const missing = new Set(
    manifest.files.entries.map((file) => file.name.slice(FILES_PREFIX.length)),
  );
  let extra = 0;
  for await (const key of storage.list()) {
    if (!missing.delete(key)) extra += 1;
  }
  return { missing: [...missing], extra };
}
