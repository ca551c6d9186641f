import type { AuditEntry } from '@app/contract/audit';
import type { OwnTwoFactor } from '@app/contract/two-factor';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { memberTwoFactor, twoFactorRecoveryCode } from '../../db/schema/index.ts';
import { ADMIN, bearer, createMember, createTestApp, useTestApp } from '../../test/app.ts';
import { codeAt, enrolTwoFactor, useFrozenClock } from '../../test/two-factor.ts';
import { GUESS_LIMITS } from '../../plugins/external/throttle.ts';

const ctx = useTestApp();
const clock = useFrozenClock();

const call = ctx.call;
const ME = '/api/admin/v1/me/two-factor';
const statusOf = async (token: string) => {
  const res = await call('GET', ME, token);
  expect(res.statusCode).toBe(200);
  return res.json<OwnTwoFactor>();
};
const signIn = (loginId: string, password: string) =>
  call('POST', '/api/auth', null, { loginId, password });
/** A code that is not the app's right now. */
const wrongCodeFor = (right: string) => (right === '000000' ? '111111' : '000000');
const storedRows = (memberId: number) =>
  ctx.app.db.select().from(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));

test.each([
  ['GET', ME],
  ['POST', `${ME}/setup`],
  ['POST', `${ME}/enable`],
  ['POST', `${ME}/disable`],
  ['POST', `${ME}/recovery-codes`],
  ['GET', '/api/admin/v1/two-factor'],
  ['PUT', '/api/admin/v1/two-factor'],
  ['DELETE', '/api/admin/v1/member/1/two-factor'],
] as const)('%s %s needs a session (401)', async (method, url) => {
  expect((await call(method, url, null, method === 'GET' ? undefined : {})).statusCode).toBe(401);
});

test('setting up 2FA needs the current password: a stolen session alone gets no secret', async () => {
  const staff = await createMember(ctx, { grade: 1 });
  // From an address of its own, so its failures do not count against the other tests'.
  const setup = (payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `${ME}/setup`,
      remoteAddress: '203.0.113.78',
      headers: bearer(staff.token),
      payload,
    });
  const missing = await setup({});
  expect(missing.statusCode).toBe(400);
  const wrong = await setup({ password: 'not-my-password' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({
    code: 'wrong_password',
    errors: [{ field: 'body.password', message: expect.any(String) }],
  });
  expect(wrong.json()).not.toHaveProperty('secret');
  expect(await storedRows(staff.id)).toHaveLength(0);
  // Guessing the password this way is throttled like any other password.
  for (let i = 1; i < GUESS_LIMITS.pair.failures; i++) {
    expect((await setup({ password: `guess-${i}` })).statusCode).toBe(400);
  }
  const blocked = await setup({ password: staff.password });
  expect(blocked.statusCode).toBe(429);
  expect(await storedRows(staff.id)).toHaveLength(0);
});

test('a member sets up 2FA: a secret with its QR code, a wrong code refused, then ten recovery codes', async () => {
  const staff = await createMember(ctx, { grade: 1 });
  expect(await statusOf(staff.token)).toEqual({
    enabled: false,
    enabledAt: null,
    recoveryCodesLeft: 0,
    required: false,
  });

  const setup = await call('POST', `${ME}/setup`, staff.token, { password: staff.password });
  expect(setup.statusCode).toBe(200);
  expect(setup.headers['cache-control']).toBe('no-store');
  const { secret, otpauthUri, qrCode } = setup.json<{
    secret: string;
    otpauthUri: string;
    qrCode: string;
  }>();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const uri = new URL(otpauthUri);
  expect(uri.protocol).toBe('otpauth:');
  expect(uri.searchParams.get('secret')).toBe(secret);
  expect(uri.searchParams.get('issuer')).toBe('localhost');
  // Left out, apps assume SHA-1, six digits and 30 seconds: what the server checks.
  expect(uri.searchParams.get('algorithm') ?? 'SHA1').toBe('SHA1');
  expect(uri.searchParams.get('digits') ?? '6').toBe('6');
  expect(uri.searchParams.get('period') ?? '30').toBe('30');
  expect(decodeURIComponent(uri.pathname)).toContain(staff.loginId);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(Buffer.from(qrCode.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
  // Not on until a code proves the app has it.
  expect((await statusOf(staff.token)).enabled).toBe(false);

  const wrong = await call('POST', `${ME}/enable`, staff.token, {
    code: wrongCodeFor(await codeAt(secret)),
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({
    code: 'wrong_two_factor_code',
    errors: [{ field: 'body.code', message: expect.any(String) }],
  });
  expect((await statusOf(staff.token)).enabled).toBe(false);

  const enabled = await call('POST', `${ME}/enable`, staff.token, { code: await codeAt(secret) });
  expect(enabled.statusCode).toBe(200);
  expect(enabled.headers['cache-control']).toBe('no-store');
  const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
  expect(await statusOf(staff.token)).toEqual({
    enabled: true,
    enabledAt: expect.any(String),
    recoveryCodesLeft: 10,
    required: false,
  });

  // Another setup would replace the working secret: it must be turned off first.
  const again = await call('POST', `${ME}/setup`, staff.token, { password: staff.password });
  expect(again.statusCode).toBe(409);
  expect(again.json().code).toBe('two_factor_already_enabled');
  // The next sign-in asks for a code.
  expect((await signIn(staff.loginId, staff.password)).json()).toMatchObject({
    twoFactorRequired: true,
  });
});

test('the secret is stored encrypted, and recovery codes only as hashes', async () => {
  const staff = await createMember(ctx);
  const { secret, recoveryCodes } = await enrolTwoFactor(ctx.app, staff);
  const [row] = await storedRows(staff.id);
  expect(row?.secretEncrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  const codes = await ctx.app.db
    .select()
    .from(twoFactorRecoveryCode)
    .where(eq(twoFactorRecoveryCode.memberId, staff.id));
  expect(codes).toHaveLength(10);
  const everything = JSON.stringify([row, codes]);
  expect(everything).not.toContain(secret);
  expect(everything.toLowerCase()).not.toContain(secret.toLowerCase());
  for (const code of recoveryCodes) {
    expect(everything).not.toContain(code);
    expect(everything).not.toContain(code.replaceAll('-', ''));
  }
});

test('a code is accepted once: confirming with the enrolment code again is refused', async () => {
  clock.start();
  const staff = await createMember(ctx);
  const { secret } = await enrolTwoFactor(ctx.app, staff);
  // Same step as the enrolment: a replay. The next step's code is new.
  const replay = await call('POST', `${ME}/recovery-codes`, staff.token, {
    code: await codeAt(secret),
  });
  expect(replay.statusCode).toBe(400);
  expect(replay.json().code).toBe('wrong_two_factor_code');
  const fresh = await call('POST', `${ME}/recovery-codes`, staff.token, {
    code: await codeAt(secret, 1),
  });
  expect(fresh.statusCode).toBe(200);
});

test('new recovery codes replace the old ones', async () => {
  clock.start();
  const staff = await createMember(ctx);
  const { secret, recoveryCodes: old } = await enrolTwoFactor(ctx.app, staff);
  clock.advance(30_000);
  const res = await call('POST', `${ME}/recovery-codes`, staff.token, {
    code: await codeAt(secret),
  });
  expect(res.statusCode).toBe(200);
  const { recoveryCodes } = res.json<{ recoveryCodes: string[] }>();
  expect(recoveryCodes).toHaveLength(10);
  expect(recoveryCodes.some((code) => old.includes(code))).toBe(false);
  // An old one no longer proves anything; a new one does (and is spent).
  const withOld = await call('POST', `${ME}/recovery-codes`, staff.token, { code: old[0] });
  expect(withOld.statusCode).toBe(400);
  const withNew = await call('POST', `${ME}/recovery-codes`, staff.token, {
    code: recoveryCodes[0],
  });
  expect(withNew.statusCode).toBe(200);
});

test('turning 2FA off takes the password and a valid code; then the password alone signs in', async () => {
  clock.start();
  const staff = await createMember(ctx);
  const { secret } = await enrolTwoFactor(ctx.app, staff);
  clock.advance(30_000);

  const wrongPassword = await call('POST', `${ME}/disable`, staff.token, {
    password: 'not-my-password',
    code: await codeAt(secret),
  });
  expect(wrongPassword.statusCode).toBe(400);
  expect(wrongPassword.json()).toMatchObject({
    code: 'wrong_password',
    errors: [{ field: 'body.password', message: expect.any(String) }],
  });
  const wrongCode = await call('POST', `${ME}/disable`, staff.token, {
    password: staff.password,
    code: wrongCodeFor(await codeAt(secret)),
  });
  expect(wrongCode.statusCode).toBe(400);
  expect(wrongCode.json().code).toBe('wrong_two_factor_code');
  expect((await statusOf(staff.token)).enabled).toBe(true);

  const off = await call('POST', `${ME}/disable`, staff.token, {
    password: staff.password,
    code: await codeAt(secret),
  });
  expect(off.statusCode).toBe(204);
  expect((await statusOf(staff.token)).enabled).toBe(false);
  expect(await storedRows(staff.id)).toHaveLength(0);
  expect((await signIn(staff.loginId, staff.password)).json()).toHaveProperty('token');
  const again = await call('POST', `${ME}/disable`, staff.token, {
    password: staff.password,
    code: '123456',
  });
  expect(again.statusCode).toBe(409);
});

test('bad input is a 400 naming the field, and changes nothing', async () => {
  const staff = await createMember(ctx);
  const cases: [string, object][] = [
    [`${ME}/enable`, {}],
    [`${ME}/enable`, { code: 123456 }],
    [`${ME}/enable`, { code: '12345' }],
    [`${ME}/enable`, { code: '1234567' }],
    [`${ME}/enable`, { code: 'abcdef' }],
    [`${ME}/enable`, { code: '123456', secret: 'JBSWY3DPEHPK3PXP' }],
    [`${ME}/disable`, { code: '123456' }],
    [`${ME}/disable`, { password: 'x', code: 'x'.repeat(65) }],
    [`${ME}/recovery-codes`, { code: '' }],
    [`${ME}/recovery-codes`, []],
  ];
  for (const [url, payload] of cases) {
    const res = await call('POST', url, staff.token, payload);
    expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().errors).toContainEqual({
      field: expect.stringMatching(/^body/),
      message: expect.any(String),
    });
  }
  // Confirming before any setup is a conflict, not a wrong code.
  const early = await call('POST', `${ME}/enable`, staff.token, { code: '123456' });
  expect(early.statusCode).toBe(409);
  expect(early.json().code).toBe('two_factor_setup_missing');
  expect(await storedRows(staff.id)).toHaveLength(0);
  expect((await statusOf(staff.token)).enabled).toBe(false);
});

test('wrong codes on the account page are throttled (429) like wrong passwords', async () => {
  const staff = await createMember(ctx);
  const setup = await call('POST', `${ME}/setup`, staff.token, { password: staff.password });
  const { secret } = setup.json<{ secret: string }>();
  const right = await codeAt(secret);
  const wrong = wrongCodeFor(right);
  for (let i = 0; i < GUESS_LIMITS.pair.failures; i++) {
    expect((await call('POST', `${ME}/enable`, staff.token, { code: wrong })).statusCode).toBe(400);
  }
  const blocked = await call('POST', `${ME}/enable`, staff.token, { code: right });
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  expect((await statusOf(staff.token)).enabled).toBe(false);
});

test('a grade-10 administrator resets a member’s 2FA; it is audited without codes or secrets', async () => {
  clock.start();
  const staff = await createMember(ctx);
  const { secret } = await enrolTwoFactor(ctx.app, staff);
  clock.advance(30_000);
  await call('POST', `${ME}/recovery-codes`, staff.token, { code: await codeAt(secret) });

  const res = await ctx.admin('DELETE', `/member/${staff.id}/two-factor`);
  expect(res.statusCode).toBe(204);
  expect((await statusOf(staff.token)).enabled).toBe(false);
  expect((await signIn(staff.loginId, staff.password)).json()).toHaveProperty('token');
  expect((await ctx.admin('DELETE', `/member/${staff.id}/two-factor`)).statusCode).toBe(409);

  const trail = (await ctx.admin('GET', `/audit?entity=member&size=100`)).json<{
    items: AuditEntry[];
  }>().items;
  const reset = trail.find((e) => e.action === 'two_factor_reset');
  expect(reset).toMatchObject({ entityId: String(staff.id), memberLoginId: 'admin' });
  const own = trail.filter((e) => e.memberId === staff.id).map((e) => e.action);
  expect(own).toEqual(
    expect.arrayContaining(['two_factor_setup', 'two_factor_enable', 'two_factor_recovery_codes']),
  );
  const text = JSON.stringify(trail);
  expect(text).not.toContain(secret);
  expect(text).toContain('code=[hidden]');
  expect(text).not.toMatch(/code="\d{6}"/);
});

test.each([
  ['GET', '/two-factor', undefined],
  ['PUT', '/two-factor', { required: true }],
  ['DELETE', '/member/1/two-factor', undefined],
] as const)('%s %s refuses a grade-9 member (403)', async (method, url, payload) => {
  const staff = await createMember(ctx, { grade: 9 });
  const res = await call(method, `/api/admin/v1${url}`, staff.token, payload);
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('forbidden');
});

test('an administrator cannot reset their own 2FA here, nor an unknown member’s', async () => {
  const self = await call('GET', '/api/authCheck', ctx.adminToken);
  const { id } = self.json<{ user: { id: number } }>().user;
  const own = await ctx.admin('DELETE', `/member/${id}/two-factor`);
  expect(own.statusCode).toBe(403);
  expect(own.json().code).toBe('reset_own_two_factor');
  expect((await ctx.admin('DELETE', '/member/999999/two-factor')).statusCode).toBe(404);
});

test('without TOTP_ENCRYPTION_KEY, setup answers 503 two_factor_unavailable and stores nothing', async () => {
  const bare = await createTestApp({ TOTP_ENCRYPTION_KEY: '' });
  try {
    const res = await bare.app.inject({
      method: 'POST',
      url: `${ME}/setup`,
      headers: { authorization: `Bearer ${bare.adminToken}` },
      payload: { password: ADMIN.password },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'two_factor_unavailable',
      detail: expect.stringContaining('TOTP_ENCRYPTION_KEY'),
    });
    expect(await bare.app.db.select().from(memberTwoFactor)).toHaveLength(0);
  } finally {
    await bare.close();
  }
});
