import type { ByteRange, ByteSpan, ObjectInfo, ReadOptions } from './storage.ts';

/** Entity tags in a header value, without their weakness prefix (`W/"a", "b"` → `"a"`, `"b"`). */
const entityTags = (header: string) =>
  Array.from(header.matchAll(/(?:W\/)?("[^"]*")/g), (match) => match[1]);

/** If-None-Match against the object's tag, compared weakly (RFC 9110 §13.1.2). */
export const noneMatchHolds = (header: string, etag: string) =>
  header.trim() === '*' || entityTags(header).includes(etag.replace(/^W\//, ''));

/** HTTP dates have whole seconds: a file modified at 12.7 s was "last modified" at 12 s. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * If-Range (RFC 9110 §13.1.5): the range is sent only when the client's copy is this very
 * version, named by a strong entity tag or by its exact Last-Modified date.
 */
export function ifRangeHolds(header: string, info: ObjectInfo): boolean {
  const value = header.trim();
  if (value.startsWith('W/')) return false;
  if (value.startsWith('"')) return !info.etag.startsWith('W/') && value === info.etag;
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && seconds(date) === seconds(info.lastModified);
}

/** The bytes a range covers in an object of `size` bytes, or null when it is unsatisfiable. */
export function spanOf(range: ByteRange, size: number): ByteSpan | null {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

export type ReadDecision =
  { kind: 'not-modified' } | { kind: 'unsatisfiable' } | { kind: 'content'; span: ByteSpan | null };

/**
 * How a GET with these conditions is answered (RFC 9110 §13.2.2): validators first, then the
 * range. For drivers that know the object before reading it; S3 decides the same itself.
 */
export function decideRead(info: ObjectInfo, options: ReadOptions): ReadDecision {
  const { ifNoneMatch, ifModifiedSince, range } = options;
  if (ifNoneMatch !== undefined) {
    if (noneMatchHolds(ifNoneMatch, info.etag)) return { kind: 'not-modified' };
  } else if (
    ifModifiedSince !== undefined &&
    seconds(info.lastModified) <= seconds(ifModifiedSince)
  ) {
    return { kind: 'not-modified' };
  }
  if (range === undefined) return { kind: 'content', span: null };
  const span = spanOf(range, info.bytes);
  return span === null ? { kind: 'unsatisfiable' } : { kind: 'content', span };
}
