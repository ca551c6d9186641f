import { expect, test } from 'vitest';
import { decideRead, ifRangeHolds, noneMatchHolds, spanOf } from './read-conditions.ts';

const info = { bytes: 10, etag: '"abc"', lastModified: new Date('2026-05-01T10:00:00.700Z') };

test('ranges are clipped to the object; a suffix takes its last bytes; past the end is unsatisfiable', () => {
  expect(spanOf({ start: 0, end: 3 }, 10)).toEqual({ start: 0, end: 3 });
  expect(spanOf({ start: 4 }, 10)).toEqual({ start: 4, end: 9 });
  expect(spanOf({ start: 8, end: 50 }, 10)).toEqual({ start: 8, end: 9 });
  expect(spanOf({ suffix: 3 }, 10)).toEqual({ start: 7, end: 9 });
  expect(spanOf({ suffix: 50 }, 10)).toEqual({ start: 0, end: 9 });
  expect(spanOf({ start: 10 }, 10)).toBeNull();
  expect(spanOf({ suffix: 0 }, 10)).toBeNull();
  expect(spanOf({ suffix: 5 }, 0)).toBeNull();
});

test('If-None-Match compares weakly and takes lists and *', () => {
  expect(noneMatchHolds('"abc"', '"abc"')).toBe(true);
  expect(noneMatchHolds('W/"abc"', '"abc"')).toBe(true);
  expect(noneMatchHolds('"x", W/"abc"', '"abc"')).toBe(true);
  expect(noneMatchHolds('*', '"abc"')).toBe(true);
  expect(noneMatchHolds('"abcd"', '"abc"')).toBe(false);
  expect(noneMatchHolds('abc', '"abc"')).toBe(false);
});

test('If-Range holds for the same strong tag or the exact Last-Modified second', () => {
  expect(ifRangeHolds('"abc"', info)).toBe(true);
  expect(ifRangeHolds('W/"abc"', info)).toBe(false);
  expect(ifRangeHolds('"other"', info)).toBe(false);
  expect(ifRangeHolds(info.lastModified.toUTCString(), info)).toBe(true);
  expect(ifRangeHolds('Fri, 01 May 2026 09:00:00 GMT', info)).toBe(false);
  expect(ifRangeHolds('yesterday', info)).toBe(false);
});

test('validators come before the range, and If-Modified-Since counts whole seconds', () => {
  const sameSecond = new Date('2026-05-01T10:00:00.000Z');
  expect(decideRead(info, { ifModifiedSince: sameSecond })).toEqual({ kind: 'not-modified' });
  expect(decideRead(info, { ifModifiedSince: new Date('2026-05-01T09:59:59Z') })).toEqual({
    kind: 'content',
    span: null,
  });
  expect(decideRead(info, { ifNoneMatch: '"abc"', range: { start: 50 } })).toEqual({
    kind: 'not-modified',
  });
  expect(decideRead(info, { range: { start: 50 } })).toEqual({ kind: 'unsatisfiable' });
  expect(decideRead(info, { range: { suffix: 2 } })).toEqual({
    kind: 'content',
    span: { start: 8, end: 9 },
  });
});
