import { PRIVACY_NOTICE_VERSION } from '../../test/inquiries.ts';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, expect, test, vi } from 'vitest';
import { counterCeiling, networkOf } from '../../plugins/app/spam-guard.ts';
import { bearer, useTestApp } from '../../test/app.ts';
import { fetchChallenge, proofOfWork } from '../../test/proof-of-work.ts';
import { deleteExpiredQuarantine } from '../inquiry/inquiry-retention.ts';

/**
 * The spam defence as a scripted client meets it: replays, spliced, foreign and expired
 * challenges are refused; too-fast, honeypot and proof-less posts are quarantined; a proper
 * one is accepted once. The fill time is 1 s here (3 s by default).
 */
const ctx = useTestApp({ SPAM_MIN_FILL_SECONDS: '1' });

afterEach(() => {
  vi.useRealTimers();
});

let clients = 0;
/** Scripted clients come from many networks, so per-address limits do not hide the checks. */
const newClient = () => {
  clients += 1;
  return `203.${String(Math.floor(clients / 250) % 250)}.${String(clients % 250)}.9`;
};

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  title: '견적 문의',
  content: '펌프 가격을 알고 싶습니다.',
  authorName: '홍길동',
  email: 'hong@example.com',
  password: 'pass1234',
  privacyConsent: true,
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  ...overrides,
});

const post = (payload: object, remoteAddress = newClient()) =>
  ctx.app.inject({ method: 'POST', url: '/api/data/v1/inquiry', remoteAddress, payload });
const admin = (method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({ method, url: `/api/admin/v1${url}`, headers: bearer(ctx.adminToken) });
const idsOf = (res: LightMyRequestResponse) =>
  res.json<{ items: { id: number }[] }>().items.map((item) => item.id);
const publicIds = async () =>
  idsOf(await ctx.app.inject({ method: 'GET', url: '/api/data/v1/inquiry?size=100' }));
const staffIds = async () => idsOf(await admin('GET', '/inquiry?size=100'));
const spamOf = async () =>
  (await admin('GET', '/inquiry?spam=true&size=100')).json<{
    items: { id: number; spamReason: string }[];
  }>().items;

/** A proof whose challenge was issued long enough ago to pass the fill time. */
async function seasonedProof(form: Parameters<typeof proofOfWork>[1] = 'inquiry-create') {
  const proof = await proofOfWork(ctx.app, form);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 1_500);
  return proof;
}

test('networks are /24 for IPv4 and /48 for IPv6, and work doubles per 10 recent challenges', () => {
  expect(networkOf('192.0.2.77')).toBe('192.0.2.0/24');
  expect(networkOf('::ffff:192.0.2.77')).toBe('192.0.2.0/24');
  expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
  expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
  expect(counterCeiling(400, 1)).toBe(400);
  expect(counterCeiling(400, 11)).toBe(800);
  expect(counterCeiling(400, 10_000)).toBe(400 * 64);
});

test('a challenge names its form, expires in minutes and grows harder for a busy network', async () => {
  const first = await fetchChallenge(ctx.app, 'inquiry-create', '198.51.100.1');
  expect(first.parameters.data).toMatchObject({ form: 'inquiry-create' });
  const expiresIn = (first.parameters.expiresAt ?? 0) * 1000 - Date.now();
  expect(expiresIn).toBeGreaterThan(5 * 60_000);
  expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
  // Same /24, another address: counted together (as a keyed hash, never the address).
  for (let i = 0; i < 30; i += 1)
    await fetchChallenge(ctx.app, 'inquiry-create', `198.51.100.${String(i + 2)}`);
  const busy = await fetchChallenge(ctx.app, 'inquiry-create', '198.51.100.200');
  // Deterministic mode: the key prefix is half the derived key, the counter in [ceiling/2, ceiling].
  expect(busy.parameters.keySignature).toBeTypeOf('string');
  const wrongForm = await ctx.app.inject({ method: 'GET', url: '/api/data/v1/challenge?form=x' });
  expect(wrongForm.statusCode).toBe(400);
});

test('a replay harness: 1,000 scripted attempts are refused, a proper submission is accepted once', async () => {
  const before = (await publicIds()).length;
  const proper = await seasonedProof();
  const accepted = await post(inquiry({ altcha: proper }));
  expect(accepted.statusCode).toBe(201);
  const { id } = accepted.json<{ id: number }>();
  expect(await publicIds()).toContain(id);
  vi.useRealTimers();

  const forUnlock = await proofOfWork(ctx.app, 'inquiry-unlock');
  const decoded = JSON.parse(Buffer.from(forUnlock, 'base64').toString()) as {
    challenge: { parameters: { data: Record<string, unknown> } };
  };
  decoded.challenge.parameters.data.form = 'inquiry-create';
  const spliced = Buffer.from(JSON.stringify(decoded)).toString('base64');
  const expired = await proofOfWork(ctx.app, 'inquiry-create');

  const attempts: [string, string, number, string][] = [
    ['replayed', proper, 400, 'proof_replayed'],
    ['for another form', forUnlock, 400, 'proof_for_another_form'],
    ['spliced', spliced, 400, 'invalid_proof'],
    ['garbage', 'bm90IGpzb24=', 400, 'invalid_proof'],
  ];
  const refusals = new Map<string, number>();
  for (let i = 0; i < 1_000; i += 8) {
    const batch = Array.from({ length: 8 }, (_, j) => attempts[(i + j) % attempts.length]);
    const answers = await Promise.all(
      batch.map(async (attempt) => {
        if (attempt === undefined) throw new Error('no attempt');
        const [name, altcha, status, code] = attempt;
        const res = await post(inquiry({ altcha }));
        expect(res.statusCode, name).toBe(status);
        expect(res.json().code, name).toBe(code);
        return name;
      }),
    );
    for (const name of answers) refusals.set(name, (refusals.get(name) ?? 0) + 1);
  }
  expect([...refusals.values()].reduce((a, b) => a + b, 0)).toBe(1_000);

  // Eleven minutes later the challenge has expired.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 11 * 60_000);
  const late = await post(inquiry({ altcha: expired }));
  expect(late.statusCode).toBe(400);
  expect(late.json().code).toBe('proof_expired');
  vi.useRealTimers();

  // Nothing of all that reached any list.
  expect((await publicIds()).length).toBe(before + 1);
});

test('too fast, a filled honeypot and no proof are quarantined with the answer of a success', async () => {
  const tooFast = await post(inquiry({ altcha: await proofOfWork(ctx.app, 'inquiry-create') }));
  const honeypot = await post(
    inquiry({ altcha: await seasonedProof(), website: 'http://spam.example' }),
  );
  vi.useRealTimers();
  const noScript = await post(inquiry());
  for (const res of [tooFast, honeypot, noScript]) {
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toBeGreaterThan(0);
  }
  const ids = [tooFast, honeypot, noScript].map((res) => res.json<{ id: number }>().id);
  expect(await spamOf()).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ id: ids[0], spamReason: 'too_fast' }),
      expect.objectContaining({ id: ids[1], spamReason: 'honeypot' }),
      expect.objectContaining({ id: ids[2], spamReason: 'no_proof' }),
    ]),
  );
  const listed = [...(await publicIds()), ...(await staffIds())];
  for (const id of ids) expect(listed).not.toContain(id);
  // Not readable by its number either; its receipt (title, masked name) still shows.
  const read = await ctx.app.inject({
    method: 'POST',
    url: `/api/data/v1/inquiry/${String(ids[2])}/unlock`,
    payload: { password: 'pass1234' },
  });
  expect(read.statusCode).toBe(404);
  const unanswered = await admin('GET', '/inquiry/unanswered-count');
  expect(unanswered.json().count).toBe((await staffIds()).length);
});

test('without JavaScript a network may post few inquiries an hour', async () => {
  const network = (n: number) => `192.0.2.${String(n)}`;
  for (let i = 1; i <= 3; i += 1) expect((await post(inquiry(), network(i))).statusCode).toBe(201);
  const limited = await post(inquiry(), network(4));
  expect(limited.statusCode).toBe(429);
  // With the script's proof the same network still writes.
  const withProof = await post(inquiry({ altcha: await seasonedProof() }), network(5));
  expect(withProof.statusCode).toBe(201);
});

test('staff release a quarantined inquiry with one click, audited, into the normal list', async () => {
  const res = await post(inquiry({ altcha: await seasonedProof(), website: 'x' }));
  vi.useRealTimers();
  const { id } = res.json<{ id: number }>();
  const released = await admin('POST', `/inquiry/${String(id)}/release`);
  expect(released.statusCode).toBe(200);
  expect(released.json().spamReason).toBeNull();
  expect(await staffIds()).toContain(id);
  expect(await publicIds()).toContain(id);
  expect((await spamOf()).map((item) => item.id)).not.toContain(id);
  const audit = await admin('GET', '/audit?size=1');
  expect(audit.json().items[0]).toMatchObject({
    entity: 'inquiry',
    entityId: String(id),
    action: 'release',
    memberLoginId: 'admin',
  });
  // Not in the quarantine any more: a second release is a 404.
  expect((await admin('POST', `/inquiry/${String(id)}/release`)).statusCode).toBe(404);
});

test('an edit needs a proof; an unlock without one (no JavaScript) still opens', async () => {
  const created = await post(inquiry({ altcha: await seasonedProof() }));
  vi.useRealTimers();
  const { id } = created.json<{ id: number }>();
  const unlock = await ctx.app.inject({
    method: 'POST',
    url: `/api/data/v1/inquiry/${String(id)}/unlock`,
    remoteAddress: newClient(),
    payload: { password: 'pass1234' },
  });
  expect(unlock.statusCode).toBe(200);
  const edit = await ctx.app.inject({
    method: 'PUT',
    url: `/api/data/v1/inquiry/${String(id)}`,
    headers: { 'x-inquiry-token': unlock.json().token },
    payload: {
      title: '수정',
      content: '내용',
      authorName: '홍길동',
      email: 'hong@example.com',
      secret: true,
    },
  });
  expect(edit.statusCode).toBe(400);
  expect(edit.json().code).toBe('proof_required');
});

test('quarantined inquiries are deleted after 30 days; others stay', async () => {
  const spam = (await post(inquiry())).json<{ id: number }>().id;
  const kept = (await post(inquiry({ altcha: await seasonedProof() }))).json<{ id: number }>().id;
  vi.useRealTimers();
  expect(await deleteExpiredQuarantine(ctx.app.db, Date.now() + 29 * 86_400_000)).toBe(0);
  expect(await deleteExpiredQuarantine(ctx.app.db, Date.now() + 31 * 86_400_000)).toBeGreaterThan(
    0,
  );
  expect((await spamOf()).map((item) => item.id)).not.toContain(spam);
  expect(await publicIds()).toContain(kept);
});
