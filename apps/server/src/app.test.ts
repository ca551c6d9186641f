import { expect, test } from 'vitest';
import { useTestApp } from './test/app.ts';

const ctx = useTestApp();

test('health reports the database', async () => {
  const res = await ctx.app.inject({ url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', db: 'up', redis: 'off' });
});

test.each([
  '/api/nothing-here',
  '/api',
  '/api/admin/v1/nothing',
  '/api/data/v1/place/1/../../etc/passwd',
  '/api/%2e%2e/%2e%2e/etc/passwd',
])('unknown path %s is a 404 problem', async (url) => {
  const res = await ctx.app.inject({ url });
  expect([401, 404]).toContain(res.statusCode);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.body).not.toContain('root:');
});

test('an unknown public API path is exactly a 404 problem', async () => {
  const res = await ctx.app.inject({ method: 'DELETE', url: '/api/data/v1/whatever?x=1' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({
    type: 'urn:problem:not_found',
    title: 'Not Found',
    status: 404,
    code: 'not_found',
    detail: 'DELETE /api/data/v1/whatever does not exist',
  });
});

test('responses carry security headers and a CSP without inline script', async () => {
  const res = await ctx.app.inject({ url: '/api/health' });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
});

test('the OpenAPI document lists the contract', async () => {
  const res = await ctx.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/auth',
      '/api/authCheck',
      '/api/logout',
      '/api/data/v1/place',
      '/api/data/v1/category',
      '/api/admin/v1/member',
    ]),
  );
  expect(doc.paths['/api/admin/v1/place'].post.security).toEqual([{ staffSession: [] }]);
  const ui = await ctx.app.inject({ url: '/api/docs/' });
  expect(ui.statusCode).toBe(200);
});

test('a wrong content type is a 415 problem', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth',
    headers: { 'content-type': 'application/xml' },
    payload: '<login/>',
  });
  expect(res.statusCode).toBe(415);
  expect(res.json().code).toBe('unsupported_media_type');
});

test.each([
  ['/api/admin/v1/member/%', 400, 'bad_url'],
  [`/api/media/${'a'.repeat(300)}.webp`, 414, 'uri_too_long'],
])('a malformed address %# is a problem, not a framework error', async (url, status, code) => {
  const res = await ctx.app.inject({ url });
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json()).toMatchObject({ status, code });
});
