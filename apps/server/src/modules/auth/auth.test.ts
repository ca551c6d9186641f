import { sql } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { guessDelayMs } from '../../plugins/external/throttle.ts';
import { ADMIN, bearer, createMember, createTestApp, login, useTestApp } from '../../test/app.ts';

const ctx = useTestApp();

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth', payload: payload as object, headers });
const authCheck = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/authCheck', headers });

test('login returns an opaque token and the user info', async () => {
  const res = await post({ loginId: ADMIN.loginId, password: ADMIN.password });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(body.userInfo).toEqual({
    id: expect.any(Number),
    loginId: 'admin',
    name: '관리자',
    grade: 10,
  });
  expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  expect(JSON.stringify(body)).not.toContain('passwordHash');
});

test('login ids are case-insensitive', async () => {
  const res = await post({ loginId: 'ADMIN', password: ADMIN.password });
  expect(res.statusCode).toBe(200);
});

test('a wrong password and an unknown id get the same 401 problem', async () => {
  const wrong = await post({ loginId: 'admin', password: 'not-the-password' });
  const unknown = await post({ loginId: 'nobody-here', password: 'whatever-it-is' });
  for (const res of [wrong, unknown]) {
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
  }
  expect(wrong.json()).toEqual(unknown.json());
  expect(wrong.json()).toMatchObject({
    status: 401,
    code: 'invalid_credentials',
    title: 'Unauthorized',
  });
});

test('the token is stored only as a hash', async () => {
  const token = await login(ctx.app, ADMIN.loginId, ADMIN.password);
  const rows = await ctx.app.db.execute(sql`select token_hash from session`);
  expect(JSON.stringify(rows)).not.toContain(token);
});

test('authCheck answers the user for a valid token', async () => {
  const res = await authCheck(bearer(ctx.adminToken));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    user: { id: expect.any(Number), loginId: 'admin', name: '관리자', grade: 10 },
  });
});

test.each([
  ['no header', {}],
  ['an empty bearer', { authorization: 'Bearer ' }],
  ['another scheme', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
  ['a forged token', { authorization: `Bearer ${'A'.repeat(43)}` }],
  ['a truncated token', { authorization: 'Bearer abc' }],
  ['SQL in the token', { authorization: "Bearer ' or 1=1 --" }],
])('authCheck refuses %s with 401', async (_name, headers) => {
  const res = await authCheck(headers);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ status: 401, code: 'unauthorized' });
});

test('a truncated real token is refused', async () => {
  const res = await authCheck(bearer(ctx.adminToken.slice(0, -1)));
  expect(res.statusCode).toBe(401);
});

test('an expired session is refused', async () => {
  const token = await login(ctx.app, ADMIN.loginId, ADMIN.password);
  expect((await authCheck(bearer(token))).statusCode).toBe(200);
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() + 13 * 3_600_000);
    expect((await authCheck(bearer(token))).statusCode).toBe(401);
  } finally {
    vi.useRealTimers();
  }
});

test('activity slides the expiry forward', async () => {
  const res = await post({ loginId: ADMIN.loginId, password: ADMIN.password });
  const { token, expiresAt } = res.json<{ token: string; expiresAt: string }>();
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    // Eleven hours later the 12-hour session is still alive, and this use extends it.
    vi.setSystemTime(Date.now() + 11 * 3_600_000);
    expect((await authCheck(bearer(token))).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 3 * 3_600_000);
    expect((await authCheck(bearer(token))).statusCode).toBe(200);
    expect(Date.now()).toBeGreaterThan(new Date(expiresAt).getTime());
  } finally {
    vi.useRealTimers();
  }
});

test('logout revokes the session', async () => {
  const token = await login(ctx.app, ADMIN.loginId, ADMIN.password);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
  expect(res.statusCode).toBe(204);
  expect((await authCheck(bearer(token))).statusCode).toBe(401);
  expect(
    (await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) }))
      .statusCode,
  ).toBe(401);
  // Other sessions of the same member are untouched.
  expect((await authCheck(bearer(ctx.adminToken))).statusCode).toBe(200);
});

test('a deactivated member is signed out at once and cannot sign in', async () => {
  const staff = await createMember(ctx);
  expect((await authCheck(bearer(staff.token))).statusCode).toBe(200);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/v1/member/${staff.id}`,
    headers: bearer(ctx.adminToken),
    payload: { active: false },
  });
  expect(res.statusCode).toBe(200);
  expect((await authCheck(bearer(staff.token))).statusCode).toBe(401);
  const again = await post({ loginId: staff.loginId, password: staff.password });
  expect(again.statusCode).toBe(401);
  expect(again.json().code).toBe('invalid_credentials');
});

test.each([
  ['a missing password', { loginId: 'admin' }, 'body.password'],
  ['a number for the id', { loginId: 42, password: 'x' }, 'body.loginId'],
  ['an unknown field', { loginId: 'admin', password: 'x', admin: true }, 'body'],
  ['an empty id', { loginId: '   ', password: 'x' }, 'body.loginId'],
])('login with %s is a 400 naming the field', async (_name, payload, field) => {
  const res = await post(payload);
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe('validation_failed');
  expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
});

test('malformed JSON is a 400 problem without internals', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth',
    headers: { 'content-type': 'application/json' },
    payload: '{"loginId": "admin", ',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'malformed_body', status: 400 });
  expect(res.body).not.toMatch(/at .*\.js|node_modules/);
});

test('an oversized body is refused with 413', async () => {
  const res = await post({ loginId: 'admin', password: 'x'.repeat(2 * 1024 * 1024) });
  expect(res.statusCode).toBe(413);
  expect(res.json().code).toBe('body_too_large');
});

/** The login requests of one client address (as the proxy reports it). */
const from = (ip: string) => (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth', remoteAddress: ip, payload });

test('a client guessing one account gets 429 after ten failures, the owner elsewhere still signs in', async () => {
  const staff = await createMember(ctx);
  const attacker = from('203.0.113.10');
  for (let i = 0; i < 10; i++) {
    expect((await attacker({ loginId: staff.loginId, password: `wrong-${i}` })).statusCode).toBe(
      401,
    );
  }
  const blocked = await attacker({ loginId: staff.loginId, password: staff.password });
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  expect(blocked.json().code).toBe('too_many_attempts');
  // The owner, from another address, is not locked out by the attacker's failures.
  expect(
    (await from('198.51.100.20')({ loginId: staff.loginId, password: staff.password })).statusCode,
  ).toBe(200);
  // And the attacker may still use the right password for another account of its own.
  expect((await attacker({ loginId: ADMIN.loginId, password: ADMIN.password })).statusCode).toBe(
    200,
  );
});

test('failures answer ever more slowly: the fourth to the tenth wait 0.2, 0.4, 0.8, then 1 s', async () => {
  // The app of the other tests answers guesses at once; this one waits as a server does.
  const slow = await createTestApp({}, { guessDelayMs });
  try {
    const staff = await createMember(slow);
    const started = Date.now();
    for (let i = 0; i < 10; i++) {
      const res = await slow.app.inject({
        method: 'POST',
        url: '/api/auth',
        remoteAddress: '203.0.113.9',
        payload: { loginId: staff.loginId, password: `wrong-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(5_400);
  } finally {
    await slow.close();
  }
});

test('a burst of fifty passwords at once from one client has only ten checked', async () => {
  const staff = await createMember(ctx);
  const attacker = from('203.0.113.11');
  const statuses = await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const res = await attacker({ loginId: staff.loginId, password: `burst-${i}` });
      return res.statusCode;
    }),
  );
  expect(statuses.filter((s) => s === 401)).toHaveLength(10);
  expect(statuses.filter((s) => s === 429)).toHaveLength(40);
  const trail = await ctx.admin('GET', `/audit?memberId=${staff.id}&entity=session&size=100`);
  const failures = trail
    .json<{ items: { action: string }[] }>()
    .items.filter((e) => e.action === 'login_failed');
  expect(failures).toHaveLength(10);
});

test('a client that fails across many ids is throttled', async () => {
  const client = from('203.0.113.9');
  let last = 0;
  for (let i = 0; i < 21; i++) {
    last = (await client({ loginId: `guess${i}`, password: 'guess-password' })).statusCode;
  }
  expect(last).toBe(429);
  expect((await from('198.51.100.7')(ADMIN)).statusCode).toBe(200);
});

// A hundred password checks take about 10 s on a busy machine: hence the longer time limit.
test('many clients guessing one account get one guess per address after that, and the owner still signs in', async () => {
  const staff = await createMember(ctx);
  // 100 failures from 10 addresses, ten each: no single address is held back yet…
  const statuses = await Promise.all(
    Array.from({ length: 100 }, async (_, n) => {
      const res = await from(`192.0.2.${String(n % 10)}`)({
        loginId: staff.loginId,
        password: `wrong-${n}`,
      });
      return res.statusCode;
    }),
  );
  expect(new Set(statuses)).toEqual(new Set([401]));
  // …the account is now under attack: an address that failed on it may not try again…
  const again = await from('192.0.2.3')({ loginId: staff.loginId, password: staff.password });
  expect(again.statusCode).toBe(429);
  expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  // …a new address gets one guess, at once, and no second…
  const newcomer = from('192.0.2.77');
  expect((await newcomer({ loginId: staff.loginId, password: 'one-more' })).statusCode).toBe(401);
  expect((await newcomer({ loginId: staff.loginId, password: 'two-more' })).statusCode).toBe(429);
  // …and the owner, from an address that has not failed, signs in with the right password.
  const owner = await from('198.51.100.50')({ loginId: staff.loginId, password: staff.password });
  expect(owner.statusCode).toBe(200);
}, 120_000);
