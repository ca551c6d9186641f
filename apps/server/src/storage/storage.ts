import type { Readable } from 'node:stream';

/** A stored object, ready to stream to a client. */
export interface StoredObject {
  stream: Readable;
  bytes: number;
}

/**
 * Where uploaded files live. Keys are chosen by the server (never taken from a request) and are
 * written once: a key's content never changes, so it can be cached forever. Drivers: local disk
 * today; an S3-compatible driver can implement the same three calls.
 */
export interface Storage {
  /** Writes (or replaces) the object; it is never visible half-written. */
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** The object, or null when it does not exist. */
  get: (key: string) => Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete: (key: string) => Promise<void>;
  /** Resolves when the store can be written to now, rejects otherwise (readiness). */
  probe: () => Promise<void>;
}

/** `folder/name.ext` segments of lowercase letters, digits, `-`, `_` and single dots: no traversal, no hidden files. */
const KEY_PATTERN =
  /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*(?:\/[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*)*$/;
const KEY_MAX = 200;

export const isStorageKey = (key: string) => key.length <= KEY_MAX && KEY_PATTERN.test(key);

/** Drivers call this first: a bad key is a programming error, not a missing file. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
