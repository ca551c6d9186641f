import type { AuditEntry } from '@app/contract/audit';
import { expect, test } from 'vitest';
import { createMember, createTestApp, useTestApp } from '../../test/app.ts';
import { codeAt, enrolTwoFactor, useFrozenClock } from '../../test/two-factor.ts';
import { GUESS_LIMITS } from '../../plugins/external/throttle.ts';

const ctx = useTestApp();
const clock = useFrozenClock();

const call = ctx.call;
const credentials = ({ loginId, password }: { loginId: string; password: string }) => ({
  loginId,
  password,
});
const passwordStep = (member: { loginId: string; password: string }) =>
  call('POST', '/api/auth', null, credentials(member));
const codeStep = (challenge: string, code: string) =>
  call('POST', '/api/auth/two-factor', null, { challenge, code });
const authCheck = async (token: string) => (await call('GET', '/api/authCheck', token)).statusCode;

/** A member with 2FA on, enrolled a few steps back so the test owns every step from now on. */
async function enrolledMember() {
  const staff = await createMember(ctx);
  clock.advance(-3 * 30_000);
  const enrolled = await enrolTwoFactor(ctx.app, staff);
  clock.advance(3 * 30_000);
  return { ...staff, ...enrolled };
}

async function challengeFor(member: { loginId: string; password: string }) {
  const res = await passwordStep(member);
  expect(res.statusCode).toBe(200);
  return res.json<{ challenge: string }>().challenge;
}

async function trailOf(memberId: number) {
  const res = await ctx.admin('GET', `/audit?memberId=${memberId}&entity=session&size=100`);
  return res.json<{ items: AuditEntry[] }>().items;
}

test('without 2FA the password alone answers the session, as before', async () => {
  const staff = await createMember(ctx);
  const res = await passwordStep(staff);
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json()).sort()).toEqual(['expiresAt', 'token', 'userInfo']);
});

test('with 2FA the password answers a challenge, and a code from the app the session', async () => {
  clock.start();
  const staff = await enrolledMember();
  const first = await passwordStep(staff);
  expect(first.statusCode).toBe(200);
  const body = first.json();
  expect(body).toEqual({
    twoFactorRequired: true,
    challenge: expect.stringMatching(/^[\w-]{43}$/),
    expiresAt: expect.any(String),
  });
  expect(new Date(body.expiresAt).getTime() - Date.now()).toBe(5 * 60_000);
  // The challenge is no session.
  expect(await authCheck(body.challenge)).toBe(401);

  const second = await codeStep(body.challenge, await codeAt(staff.secret));
  expect(second.statusCode).toBe(200);
  const session = second.json();
  expect(session).toEqual({
    token: expect.stringMatching(/^[\w-]{43}$/),
    userInfo: { id: staff.id, loginId: staff.loginId, name: staff.name, grade: 5 },
    expiresAt: expect.any(String),
  });
  expect(await authCheck(session.token)).toBe(200);
  const [login] = await trailOf(staff.id);
  expect(login).toMatchObject({ action: 'login', summary: 'two-factor: app code' });
});

test('codes of the previous, current and next step are accepted; two steps back is refused; no code twice', async () => {
  clock.start();
  const staff = await enrolledMember();
  const attempt = async (steps: number) =>
    (await codeStep(await challengeFor(staff), await codeAt(staff.secret, steps))).statusCode;

  expect(await attempt(-2)).toBe(401);
  expect(await attempt(-1)).toBe(200);
  expect(await attempt(0)).toBe(200);
  expect(await attempt(1)).toBe(200);
  // Each code was spent: the same ones again, or any step before the last used, are refused.
  expect(await attempt(1)).toBe(401);
  expect(await attempt(0)).toBe(401);
  // Thirty seconds on, the step after is the next fresh code.
  clock.advance(30_000);
  expect(await attempt(1)).toBe(200);
});

test('a replayed code is refused with invalid_two_factor_code and recorded as a failed sign-in', async () => {
  clock.start();
  const staff = await enrolledMember();
  const code = await codeAt(staff.secret);
  expect((await codeStep(await challengeFor(staff), code)).statusCode).toBe(200);
  const replay = await codeStep(await challengeFor(staff), code);
  expect(replay.statusCode).toBe(401);
  expect(replay.json()).toMatchObject({ code: 'invalid_two_factor_code' });
  const [failed] = await trailOf(staff.id);
  expect(failed).toMatchObject({ action: 'login_failed', summary: 'wrong two-factor code' });
});

test('a recovery code signs in once, however it is typed', async () => {
  clock.start();
  const staff = await enrolledMember();
  const [code] = staff.recoveryCodes;
  if (code === undefined) throw new Error('no recovery code');
  const typed = code.replaceAll('-', '').toUpperCase();
  const res = await codeStep(await challengeFor(staff), typed);
  expect(res.statusCode).toBe(200);
  expect(await authCheck(res.json().token)).toBe(200);
  const [login] = await trailOf(staff.id);
  expect(login).toMatchObject({ action: 'login', summary: 'two-factor: recovery code (9 left)' });

  const again = await codeStep(await challengeFor(staff), code);
  expect(again.statusCode).toBe(401);
  expect(again.json().code).toBe('invalid_two_factor_code');
  const status = await call('GET', '/api/admin/v1/me/two-factor', staff.token);
  expect(status.json().recoveryCodesLeft).toBe(9);
});

test('a challenge expires after five minutes', async () => {
  clock.start();
  const staff = await enrolledMember();
  const challenge = await challengeFor(staff);
  clock.advance(5 * 60_000 + 1_000);
  const res = await codeStep(challenge, await codeAt(staff.secret));
  expect(res.statusCode).toBe(401);
  expect(res.json().code).toBe('two_factor_challenge_invalid');
  // The code was not spent on the dead challenge.
  expect((await codeStep(await challengeFor(staff), await codeAt(staff.secret))).statusCode).toBe(
    200,
  );
});

test('a challenge opens one session only', async () => {
  clock.start();
  const staff = await enrolledMember();
  const challenge = await challengeFor(staff);
  expect((await codeStep(challenge, await codeAt(staff.secret))).statusCode).toBe(200);
  const reused = await codeStep(challenge, await codeAt(staff.secret, 1));
  expect(reused.statusCode).toBe(401);
  expect(reused.json().code).toBe('two_factor_challenge_invalid');
  // …and the unspent next-step code still works on a new challenge.
  expect(
    (await codeStep(await challengeFor(staff), await codeAt(staff.secret, 1))).statusCode,
  ).toBe(200);
});

test('a challenge is bound to its member: another member’s code does not open it', async () => {
  clock.start();
  const alice = await enrolledMember();
  const bob = await enrolledMember();
  const res = await codeStep(await challengeFor(alice), await codeAt(bob.secret));
  expect(res.statusCode).toBe(401);
  expect(res.json().code).toBe('invalid_two_factor_code');
});

test('a member deactivated between the steps cannot finish signing in', async () => {
  clock.start();
  const staff = await enrolledMember();
  const challenge = await challengeFor(staff);
  expect((await ctx.admin('PUT', `/member/${staff.id}`, { active: false })).statusCode).toBe(200);
  const res = await codeStep(challenge, await codeAt(staff.secret));
  expect(res.statusCode).toBe(401);
  expect(res.json().code).toBe('two_factor_challenge_invalid');
});

test.each([
  ['no code', { challenge: 'x' }, 'body.code'],
  ['an empty code', { challenge: 'x', code: ' ' }, 'body.code'],
  ['a long code', { challenge: 'x', code: '1'.repeat(65) }, 'body.code'],
  ['a long challenge', { challenge: 'x'.repeat(101), code: '123456' }, 'body.challenge'],
  ['a number for a code', { challenge: 'x', code: 123456 }, 'body.code'],
  ['an unknown field', { challenge: 'x', code: '123456', memberId: 1 }, 'body'],
])('the code step with %s is a 400 naming the field', async (_name, payload, field) => {
  const res = await call('POST', '/api/auth/two-factor', null, payload);
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('validation_failed');
  expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
});

test.each(['not-a-challenge', 'A'.repeat(43)])(
  'an unknown challenge (%s) is a 401',
  async (challenge) => {
    const res = await codeStep(challenge, '123456');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('two_factor_challenge_invalid');
  },
);

test('wrong codes from one client are throttled (429), even the right code, and recorded', async () => {
  clock.start();
  const staff = await enrolledMember();
  const right = await codeAt(staff.secret);
  const wrong = right === '000000' ? '111111' : '000000';
  for (let i = 0; i < GUESS_LIMITS.pair.failures; i++) {
    expect((await codeStep(await challengeFor(staff), wrong)).statusCode).toBe(401);
  }
  const blocked = await codeStep(await challengeFor(staff), right);
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().code).toBe('too_many_attempts');
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  const failures = (await trailOf(staff.id)).filter((e) => e.action === 'login_failed');
  expect(failures).toHaveLength(GUESS_LIMITS.pair.failures);
  // The password step still works; the member's codes stay blocked for this client…
  expect((await passwordStep(staff)).statusCode).toBe(200);
  // …but not for the member elsewhere: the guesser's failures do not lock the owner out.
  const elsewhere = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, remoteAddress: '198.51.100.44', payload });
  const { challenge } = (await elsewhere('/api/auth', credentials(staff))).json<{
    challenge: string;
  }>();
  const owner = await elsewhere('/api/auth/two-factor', { challenge, code: right });
  expect(owner.statusCode).toBe(200);
});

test('two thousand wrong codes at once on one challenge have only ten checked', async () => {
  clock.start();
  const staff = await enrolledMember();
  const challenge = await challengeFor(staff);
  // Every code but the ones the server would accept now (a step either side of this one).
  const valid = new Set(await Promise.all([-1, 0, 1].map((step) => codeAt(staff.secret, step))));
  const wrong = Array.from({ length: 2_003 }, (_, i) => String(i).padStart(6, '0'))
    .filter((code) => !valid.has(code))
    .slice(0, 2_000);
  // From an address of its own: other tests' failures from the default one do not add up here.
  const guess = async (code: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor',
        remoteAddress: '203.0.113.77',
        payload: { challenge, code },
      })
    ).statusCode;
  const statuses = await Promise.all(wrong.map(guess));
  // Counted by status, so a failure names every answer that was neither. On a slow machine some
  // guesses wait past the database's connection timeout and get a 503: load, not a wrong answer.
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  expect(Object.keys(counts).filter((status) => !['401', '429', '503'].includes(status))).toEqual(
    [],
  );
  expect(counts[429]).toBeGreaterThan(0);
  // Guesses one at a time after the burst: the limit, once reached, refuses every one.
  let checked = counts[401] ?? 0;
  for (const code of wrong.slice(0, GUESS_LIMITS.pair.failures + 1)) {
    const status = await guess(code);
    if (status === 429) break;
    expect(status).toBe(401);
    checked += 1;
  }
  expect(checked).toBeLessThanOrEqual(GUESS_LIMITS.pair.failures);
  expect(await guess(wrong[0] ?? '')).toBe(429);
  const failures = (await trailOf(staff.id)).filter((e) => e.action === 'login_failed');
  expect(failures).toHaveLength(checked);
});

test('a client that sends wrong codes for many members is throttled', async () => {
  const app = await createTestApp();
  // The connection's own address, so the test needs no proxy settings.
  const inject = (url: string, payload: object, remoteAddress = '203.0.113.9') =>
    app.app.inject({ method: 'POST', url, remoteAddress, payload });
  try {
    const members = [];
    for (let i = 0; i < 7; i++) {
      const staff = await createMember(app, { loginId: `guessed${i}` });
      const { secret } = await enrolTwoFactor(app.app, staff);
      members.push({ ...staff, secret });
    }
    let last = 0;
    for (const member of members) {
      for (let i = 0; i < 5 && last !== 429; i++) {
        const { challenge } = (await inject('/api/auth', credentials(member))).json<{
          challenge: string;
        }>();
        last = (await inject('/api/auth/two-factor', { challenge, code: 'abcdefgh' })).statusCode;
      }
    }
    expect(last).toBe(429);
    // The same member from elsewhere is not blocked by that client's count.
    const last7 = members.at(-1);
    if (last7 === undefined) throw new Error('no member');
    const { challenge } = (await inject('/api/auth', credentials(last7), '198.51.100.7')).json<{
      challenge: string;
    }>();
    const other = await inject(
      '/api/auth/two-factor',
      { challenge, code: await codeAt(last7.secret, 1) },
      '198.51.100.7',
    );
    expect(other.statusCode).toBe(200);
  } finally {
    await app.close();
  }
});
