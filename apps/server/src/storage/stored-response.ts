import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { HttpProblem } from '../lib/problem.ts';
import { ifRangeHolds } from './read-conditions.ts';
import type { ByteRange, ReadOptions, Storage, StoredRead } from './storage.ts';

/**
 * One range, `bytes=a-b`, `bytes=a-` or `bytes=-n`, or undefined. Several ranges, other units
 * and malformed values are ignored, so the whole object is sent, as RFC 9110 §14.2 allows.
 */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const [, first = '', last = ''] = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header ?? '') ?? [];
  if (last === '') return first === '' ? undefined : { start: Number(first) };
  if (first === '') return { suffix: Number(last) };
  const range = { start: Number(first), end: Number(last) };
  return range.end < range.start ? undefined : range;
}

/** The conditions and range of a download request, as the storage drivers take them. */
export function readOptionsOf(headers: IncomingHttpHeaders): ReadOptions {
  const ifNoneMatch = headers['if-none-match'];
  const since = new Date(headers['if-modified-since'] ?? Number.NaN);
  const range = parseRange(headers.range);
  return {
    ...(ifNoneMatch === undefined ? {} : { ifNoneMatch }),
    ...(Number.isNaN(since.getTime()) ? {} : { ifModifiedSince: since }),
    ...(range === undefined ? {} : { range }),
  };
}

/**
 * Reads `key` for a GET with these headers. If-Range is settled here for every driver: when the
 * client's partial copy is of another version, it gets the whole object instead of a range.
 */
export async function readStored(
  storage: Storage,
  key: string,
  headers: IncomingHttpHeaders,
): Promise<StoredRead | null> {
  const { range, ...conditions } = readOptionsOf(headers);
  if (range === undefined) return storage.get(key, conditions);
  const read = await storage.get(key, { ...conditions, range });
  const ifRange = headers['if-range'];
  if (read === null || read.kind === 'not-modified' || ifRange === undefined) return read;
  if (typeof ifRange === 'string' && ifRangeHolds(ifRange, read.info)) return read;
  if (read.kind === 'content') read.stream.destroy();
  return storage.get(key, conditions);
}

/**
 * Answers with a read: 200 or 206 with the bytes, 304, or a 416 problem. `headers` describe the
 * representation (caching, disposition) and go with the bytes and the 304.
 */
export function sendStored(
  reply: FastifyReply,
  read: StoredRead,
  type: string,
  headers: Record<string, string> = {},
) {
  if (read.kind === 'unsatisfiable') {
    throw new HttpProblem(416, 'range_not_satisfiable', 'The requested range is not satisfiable.', {
      headers: { 'content-range': `bytes */${read.info.bytes}` },
    });
  }
  void reply.headers(headers);
  if (read.kind === 'not-modified') {
    if (read.etag !== undefined) void reply.header('etag', read.etag);
    if (read.lastModified !== undefined) {
      void reply.header('last-modified', read.lastModified.toUTCString());
    }
    return reply.status(304).send();
  }
  const { info, span, stream } = read;
  void reply
    .header('accept-ranges', 'bytes')
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString())
    .type(type);
  if (span === null) return reply.header('content-length', info.bytes).send(stream);
  return reply
    .status(206)
    .header('content-range', `bytes ${span.start}-${span.end}/${info.bytes}`)
    .header('content-length', span.end - span.start + 1)
    .send(stream);
}
