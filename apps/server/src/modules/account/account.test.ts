import type { OwnSession } from '@app/contract/account';
import { expect, test } from 'vitest';
import { createMember, login, useTestApp } from '../../test/app.ts';

const ctx = useTestApp();

const call = ctx.call;
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  call('PUT', '/api/admin/v1/me/password', token, { currentPassword, newPassword });
const authCheck = async (token: string) => (await call('GET', '/api/authCheck', token)).statusCode;
const sessionsOf = async (token: string) => {
  const res = await call('GET', '/api/admin/v1/me/sessions', token);
  expect(res.statusCode).toBe(200);
  return res.json<OwnSession[]>();
};

test.each([
  ['PUT', '/api/admin/v1/me/password'],
  ['GET', '/api/admin/v1/me/sessions'],
  ['DELETE', '/api/admin/v1/me/sessions/1'],
] as const)('%s %s needs a session (401)', async (method, url) => {
  const res = await call(
    method,
    url,
    null,
    method === 'PUT' ? { currentPassword: 'x', newPassword: 'y' } : undefined,
  );
  expect(res.statusCode).toBe(401);
});

test('a grade-1 member changes their own password; their other sessions end, this one stays', async () => {
  const staff = await createMember(ctx, { grade: 1 });
  const elsewhere = await login(ctx.app, staff.loginId, staff.password);
  const res = await changePassword(staff.token, staff.password, 'a-fresh-phrase-42');
  expect(res.statusCode).toBe(204);
  expect(await authCheck(staff.token)).toBe(200);
  expect(await authCheck(elsewhere)).toBe(401);
  await expect(login(ctx.app, staff.loginId, staff.password)).rejects.toThrow(/401/);
  await expect(login(ctx.app, staff.loginId, 'a-fresh-phrase-42')).resolves.toMatch(/^[\w-]{43}$/);
});

test.each([
  [
    'a wrong current password',
    'not-the-password',
    'another-good-one-1',
    'wrong_password',
    'body.currentPassword',
  ],
  ['the same password again', null, null, 'password_unchanged', 'body.newPassword'],
  ['a common password', null, 'qwertyuiop', 'password_too_common', 'body.newPassword'],
  [
    'a common password with digits added',
    null,
    'sunshine2024!',
    'password_too_common',
    'body.newPassword',
  ],
  [
    'the login id inside',
    null,
    'LOGINID-is-long-enough',
    'password_contains_login_id',
    'body.newPassword',
  ],
  ['a short password', null, 'short1', 'validation_failed', 'body.newPassword'],
])('%s is refused with a message on the field', async (_name, current, next, code, field) => {
  const staff = await createMember(ctx, { grade: 2 });
  const res = await changePassword(
    staff.token,
    current ?? staff.password,
    (next ?? staff.password).replace('LOGINID', staff.loginId),
  );
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(body.errors).toContainEqual({ field, message: expect.any(String) });
  // Nothing changed: the old password still works and the session is alive.
  expect(await authCheck(staff.token)).toBe(200);
  await expect(login(ctx.app, staff.loginId, staff.password)).resolves.toBeTypeOf('string');
});

test('bad bodies are a 400 and change nothing', async () => {
  const staff = await createMember(ctx);
  for (const payload of [
    { currentPassword: staff.password, newPassword: 'fine-new-passphrase', grade: 10 },
    { currentPassword: staff.password },
    { currentPassword: 123, newPassword: 'fine-new-passphrase' },
    { currentPassword: staff.password, newPassword: 'x'.repeat(201) },
  ]) {
    expect((await call('PUT', '/api/admin/v1/me/password', staff.token, payload)).statusCode).toBe(
      400,
    );
  }
  await expect(login(ctx.app, staff.loginId, staff.password)).resolves.toBeTypeOf('string');
});

test('guessing the current password is throttled', async () => {
  const staff = await createMember(ctx);
  for (let i = 0; i < 5; i++) {
    expect(
      (await changePassword(staff.token, `guess-number-${i}`, 'next-pass-phrase-1')).statusCode,
    ).toBe(400);
  }
  const blocked = await changePassword(staff.token, staff.password, 'next-pass-phrase-1');
  expect(blocked.statusCode).toBe(429);
  expect(blocked.headers['retry-after']).toBeDefined();
});

test('a member sees only their own sessions, never a token or its hash', async () => {
  const staff = await createMember(ctx, { grade: 3 });
  const second = await login(ctx.app, staff.loginId, staff.password);
  const res = await call('GET', '/api/admin/v1/me/sessions', staff.token);
  const sessions = res.json<OwnSession[]>();
  expect(sessions).toHaveLength(2);
  expect(sessions.filter((s) => s.current)).toHaveLength(1);
  expect(sessions[0]).toEqual({
    id: expect.any(Number),
    createdAt: expect.any(String),
    lastSeenAt: expect.any(String),
    expiresAt: expect.any(String),
    ip: '127.0.0.1',
    userAgent: 'lightMyRequest',
    current: expect.any(Boolean),
  });
  expect(res.body).not.toMatch(/hash/i);
  expect(res.body).not.toContain(staff.token);
  expect(res.body).not.toContain(second);
  const adminSessions = await sessionsOf(ctx.adminToken);
  const mine = new Set(sessions.map((s) => s.id));
  expect(adminSessions.some((s) => mine.has(s.id))).toBe(false);
});

test('a member ends one of their own sessions, but not somebody else’s', async () => {
  const staff = await createMember(ctx);
  const other = await createMember(ctx);
  const laptop = await login(ctx.app, staff.loginId, staff.password);
  const laptopId = (await sessionsOf(laptop)).find((s) => s.current)?.id;
  const othersId = (await sessionsOf(other.token)).find((s) => s.current)?.id;

  const foreign = await call('DELETE', `/api/admin/v1/me/sessions/${othersId}`, staff.token);
  expect(foreign.statusCode).toBe(404);
  expect(await authCheck(other.token)).toBe(200);

  expect(
    (await call('DELETE', `/api/admin/v1/me/sessions/${laptopId}`, staff.token)).statusCode,
  ).toBe(204);
  expect(await authCheck(laptop)).toBe(401);
  expect(await authCheck(staff.token)).toBe(200);
  expect(
    (await call('DELETE', `/api/admin/v1/me/sessions/${laptopId}`, staff.token)).statusCode,
  ).toBe(404);
});

test.each(['abc', '0', '-3', '1 or 1=1'])('session id %s is a 400', async (id) => {
  const res = await call(
    'DELETE',
    `/api/admin/v1/me/sessions/${encodeURIComponent(id)}`,
    ctx.adminToken,
  );
  expect(res.statusCode).toBe(400);
});
