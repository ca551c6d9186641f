import { expect, test } from 'vitest';
import { parseRetryAfter, problemFromBody } from './api-error';

test('reads a problem body', () => {
  const body = {
    type: 'https://example.com/problems/validation',
    title: 'Bad Request',
    status: 400,
    code: 'validation_failed',
    errors: [{ field: 'loginId', message: 'Required' }],
  };
  expect(problemFromBody(400, 'Bad Request', body)).toEqual(body);
});

test('turns a body that is not a problem into a generic one', () => {
  expect(problemFromBody(502, 'Bad Gateway', '<html>proxy error</html>')).toEqual({
    type: 'about:blank',
    title: 'Bad Gateway',
    status: 502,
    code: 'http_error',
  });
  expect(problemFromBody(500, '', undefined)).toMatchObject({
    title: 'HTTP 500',
    code: 'http_error',
  });
  expect(problemFromBody(404, 'Not Found', { title: 'missing code' })).toMatchObject({
    code: 'http_error',
  });
});

test('a body shaped almost like a problem is not one', () => {
  const problem = { type: 'about:blank', title: 'Bad Request', status: 400, code: 'invalid' };
  expect(problemFromBody(400, 'Bad Request', problem)).toEqual(problem);
  for (const body of [
    { ...problem, status: '400' },
    { ...problem, detail: 7 },
    { ...problem, errors: 'body.name' },
    { ...problem, errors: [{ field: 'body.name' }] },
  ]) {
    expect(problemFromBody(400, 'Bad Request', body)).toMatchObject({ code: 'http_error' });
  }
});

test('reads Retry-After in seconds', () => {
  expect(parseRetryAfter('120', 0)).toBe(120);
  expect(parseRetryAfter(' 0 ', 0)).toBe(0);
});

test('reads Retry-After as an HTTP date', () => {
  const now = Date.parse('2025-03-01T00:00:00Z');
  expect(parseRetryAfter('Sat, 01 Mar 2025 00:01:30 GMT', now)).toBe(90);
  expect(parseRetryAfter('Fri, 28 Feb 2025 23:00:00 GMT', now)).toBe(0);
});

test('ignores a missing or malformed Retry-After', () => {
  expect(parseRetryAfter(null, 0)).toBeNull();
  expect(parseRetryAfter('soon', 0)).toBeNull();
  expect(parseRetryAfter('-5', 0)).toBeNull();
});
