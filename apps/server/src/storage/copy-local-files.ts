import { readFile, stat } from 'node:fs/promises';
import { localFiles } from './local-disk.ts';
import { type Storage, contentTypeOfKey } from './storage.ts';

export interface CopyProgress {
  key: string;
  /** False when the target already had the object with the same size. */
  copied: boolean;
  done: number;
  total: number;
}

export interface CopyResult {
  copied: number;
  skipped: number;
  /** Bytes written to the target. */
  bytes: number;
}

/** Objects written at once: a bucket answers each put in tens of milliseconds. */
const PARALLEL = 4;

/**
 * Copies the files of a local storage folder into `target` under the same keys. An object the
 * target already has with the same size is skipped (keys are written once, so the same key
 * and size is the same file), which makes a second run copy only what is new or was cut short.
 */
export async function copyLocalFiles(
  root: string,
  target: Storage,
  onProgress: (progress: CopyProgress) => void = () => undefined,
): Promise<CopyResult> {
  const files = await localFiles(root);
  const result: CopyResult = { copied: 0, skipped: 0, bytes: 0 };
  let next = 0;
  const worker = async () => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      const [local, existing] = await Promise.all([stat(file.path), target.stat(file.key)]);
      const copied = existing?.bytes !== local.size;
      if (copied) {
        const body = await readFile(file.path);
        await target.put(file.key, body, contentTypeOfKey(file.key));
        result.copied += 1;
        result.bytes += body.length;
      } else {
        result.skipped += 1;
      }
      onProgress({
        key: file.key,
        copied,
        done: result.copied + result.skipped,
        total: files.length,
      });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return result;
}
