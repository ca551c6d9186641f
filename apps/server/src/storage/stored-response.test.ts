import { expect, test } from 'vitest';
import { parseRange, readOptionsOf } from './stored-response.ts';

test('one byte range is understood; anything else is ignored', () => {
  expect(parseRange('bytes=0-499')).toEqual({ start: 0, end: 499 });
  expect(parseRange('bytes=500-')).toEqual({ start: 500 });
  expect(parseRange('bytes=-500')).toEqual({ suffix: 500 });
  for (const header of [
    undefined,
    '',
    'bytes=-',
    'bytes=5-2',
    'bytes=0-1,5-6',
    'items=0-1',
    'bytes=a-b',
    `bytes=0-${'9'.repeat(16)}`,
  ]) {
    expect([header, parseRange(header)]).toEqual([header, undefined]);
  }
});

test('request headers become read options; a malformed date is ignored', () => {
  expect(
    readOptionsOf({
      range: 'bytes=1-2',
      'if-none-match': '"a"',
      'if-modified-since': 'Fri, 01 May 2026 10:00:00 GMT',
    }),
  ).toEqual({
    range: { start: 1, end: 2 },
    ifNoneMatch: '"a"',
    ifModifiedSince: new Date('2026-05-01T10:00:00Z'),
  });
  expect(readOptionsOf({ 'if-modified-since': 'soon' })).toEqual({});
});
