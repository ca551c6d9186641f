import type { Readable } from 'node:stream';

/** One byte range as a client asks for it: `start-end`, `start-` or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/**
 * What a download asks of a read (RFC 9110 conditional and range requests). The driver decides
 * against the object itself, so an S3 bucket answers them without sending the body.
 */
export interface ReadOptions {
  range?: ByteRange;
  /** The client's If-None-Match: `*` or entity tags, compared weakly. */
  ifNoneMatch?: string;
  /** The client's If-Modified-Since, used only without If-None-Match. */
  ifModifiedSince?: Date;
}

/** What identifies one version of an object, for ETag and Last-Modified. */
export interface ObjectInfo {
  bytes: number;
  /** A strong entity tag, quotes included. */
  etag: string;
  lastModified: Date;
}

/** The inclusive first and last byte of a satisfiable range. */
export interface ByteSpan {
  start: number;
  end: number;
}

/** The answer to a read: the bytes (all, or `span` of them), "you have it", or "no such range". */
export type StoredRead =
  | { kind: 'content'; info: ObjectInfo; span: ByteSpan | null; stream: Readable }
  /** Validators are absent when the service did not send them with its 304. */
  | { kind: 'not-modified'; etag?: string; lastModified?: Date }
  | { kind: 'unsatisfiable'; info: ObjectInfo };

/**
 * Where uploaded files live. Keys are chosen by the server (never taken from a request) and are
 * written once: a key's content never changes, so it can be cached forever. Drivers: `local`
 * (a folder) and `s3` (an S3-compatible bucket).
 */
export interface Storage {
  /** Writes (or replaces) the object; it is never visible half-written. */
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** The object (or the part `options` asks for), or null when it does not exist. */
  get: (key: string, options?: ReadOptions) => Promise<StoredRead | null>;
  /** Size and validators of the object, or null when it does not exist. */
  stat: (key: string) => Promise<ObjectInfo | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete: (key: string) => Promise<void>;
  /** Every stored key, for backups; what no key can name (leftovers, files put by hand) is left out. */
  list: () => AsyncIterable<string>;
  /** Resolves when the store can be written to now, rejects otherwise (readiness). */
  probe: () => Promise<void>;
  /** Where browsers may fetch the object without this server, or null to stream it from here. */
  publicUrl: (key: string) => string | null;
  /** Releases connections; the app calls it when it closes. */
  close: () => void;
}

/** `folder/name.ext` segments of lowercase letters, digits, `-`, `_` and single dots: no traversal, no hidden files. */
const KEY_PATTERN =
  /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*(?:\/[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*)*$/;
const KEY_MAX = 200;

export const isStorageKey = (key: string) => key.length <= KEY_MAX && KEY_PATTERN.test(key);

/** The type an object is written with: image variants are the only ones a browser may fetch from a bucket itself. */
export const contentTypeOfKey = (key: string) =>
  key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream';

/** Drivers call this first: a bad key is a programming error, not a missing file. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
