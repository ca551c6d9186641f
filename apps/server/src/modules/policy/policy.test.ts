import type { AdminPolicy, PolicyDocument, PolicyVersionDetail } from '@app/contract/policy';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { ensureDefaultPolicies } from '../../bootstrap/default-pages.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { useTestApp } from '../../test/app.ts';
import { PRIVACY_NOTICE_VERSION, postInquiry } from '../../test/inquiries.ts';
import { untilKoreanMidnight } from './policy.plugin.ts';

const ctx = useTestApp();
beforeAll(async () => {
  expect(await ensureDefaultPolicies(ctx.app.db)).toBe(2);
  expect(await ensureDefaultPolicies(ctx.app.db)).toBe(0);
});
afterEach(() => {
  vi.useRealTimers();
});

const today = () => dayInKorea(new Date());
const read = async (policy: string, lang = 'ko') => {
  const res = await ctx.call('GET', `/api/data/v1/policies/${policy}?lang=${lang}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PolicyDocument>();
};
const staffView = async (policy: string) => {
  const res = await ctx.admin('GET', `/policies/${policy}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminPolicy>();
};
const write = (policy: string, payload: object) =>
  ctx.admin('POST', `/policies/${policy}/versions`, payload);
const policiesStep = async () => {
  const res = await ctx.admin('GET', '/site/setup');
  const { steps } = res.json<{ steps: { step: string; done: boolean }[] }>();
  return steps.find((s) => s.step === 'policies')?.done;
};

test('every policy is in force from the start: the inquiry notice of its migration, the others being prepared', async () => {
  const notice = await read('collection');
  expect(notice.current).toMatchObject({ effectiveOn: PRIVACY_NOTICE_VERSION, state: 'current' });
  expect(notice.current?.content).toContain('수집 항목');
  const privacy = await read('privacy');
  expect(privacy.current).toMatchObject({ effectiveOn: today(), state: 'current' });
  expect(privacy.current?.content).toContain('준비하고 있습니다');
  expect((await read('terms', 'en')).current?.content).toContain('being prepared');
  expect(await policiesStep()).toBe(false);
  expect((await ctx.call('GET', '/api/data/v1/policies/cookies', null)).statusCode).toBe(400);
});

test('a version announced for later is listed, shows its changes and comes into force on its day', async () => {
  const effectiveOn = addDays(today(), 10);
  const created = await write('privacy', {
    effectiveOn,
    content: '<h2>보유 기간</h2><p>문의는 3년 보관합니다.</p><script>alert(1)</script>',
    summary: '보유 기간을 밝혔습니다.',
  });
  expect(created.statusCode, created.body).toBe(201);
  const listed = created.json<AdminPolicy>().versions;
  expect(listed.map((v) => [v.effectiveOn, v.state])).toEqual([
    [effectiveOn, 'upcoming'],
    [today(), 'current'],
  ]);
  expect(listed[0]?.content).not.toContain('script');
  expect(listed[0]?.createdByName).not.toBeNull();

  const document = await read('privacy');
  expect(document.current?.effectiveOn).toBe(today());
  expect(document.upcoming).toEqual([{ effectiveOn, state: 'upcoming' }]);
  const detail = (
    await ctx.call('GET', `/api/data/v1/policies/privacy/versions/${effectiveOn}`, null)
  ).json<PolicyVersionDetail>();
  expect(detail.version).toMatchObject({ state: 'upcoming', summary: '보유 기간을 밝혔습니다.' });
  expect(detail.previous).toEqual({ effectiveOn: today(), state: 'current' });
  // The first version's one paragraph is rewritten as the heading; the paragraph is new.
  expect(detail.changes).toHaveLength(2);
  expect(detail.changes[1]).toEqual({
    before: null,
    after: [{ text: '문의는 3년 보관합니다.', added: true }],
  });
  expect(
    (await ctx.call('GET', '/api/data/v1/policies/privacy/versions/2001-01-01', null)).statusCode,
  ).toBe(404);

  // On its day the announced version is in force, with no write to drop the cache.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${effectiveOn}T00:00:01+09:00`));
  const later = await read('privacy');
  expect(later.current).toMatchObject({
    effectiveOn,
    content: '<h2>보유 기간</h2><p>문의는 3년 보관합니다.</p>',
  });
  expect(later.versions.map((v) => v.state)).toEqual(['current', 'past']);
  expect(later.upcoming).toEqual([]);
});

test('a version in force never changes; one announced may be rewritten or withdrawn', async () => {
  const { versions } = await staffView('terms');
  const inForce = versions[0];
  if (!inForce) throw new Error('no terms');
  const rewrite = { effectiveOn: addDays(today(), 3), content: '<p>바뀐 약관</p>' };
  const refused = await ctx.admin('PUT', `/policies/terms/versions/${inForce.id}`, rewrite);
  expect(refused.statusCode).toBe(409);
  expect((await ctx.admin('DELETE', `/policies/terms/versions/${inForce.id}`)).statusCode).toBe(
    409,
  );

  const announced = await write('terms', rewrite);
  const id = announced.json<AdminPolicy>().versions[0]?.id;
  const moved = await ctx.admin('PUT', `/policies/terms/versions/${String(id)}`, {
    ...rewrite,
    effectiveOn: addDays(today(), 7),
    contentEn: '<p>New terms</p>',
  });
  expect(moved.statusCode, moved.body).toBe(200);
  expect(moved.json<AdminPolicy>().versions[0]).toMatchObject({
    effectiveOn: addDays(today(), 7),
    contentEn: '<p>New terms</p>',
  });
  // Another policy's path does not reach it.
  expect((await ctx.admin('DELETE', `/policies/privacy/versions/${String(id)}`)).statusCode).toBe(
    404,
  );
  const withdrawn = await ctx.admin('DELETE', `/policies/terms/versions/${String(id)}`);
  expect(withdrawn.statusCode).toBe(200);
  expect(withdrawn.json<AdminPolicy>().versions).toHaveLength(1);
});

test('a bad version is refused, naming the field, and changes nothing', async () => {
  const before = await staffView('terms');
  const cases: [object, string][] = [
    [{ effectiveOn: addDays(today(), -1), content: '<p>x</p>' }, 'body.effectiveOn'],
    [{ effectiveOn: today(), content: '<p>x</p>' }, 'body.effectiveOn'],
    [{ effectiveOn: '2027-02-30', content: '<p>x</p>' }, 'body.effectiveOn'],
    [{ effectiveOn: addDays(today(), 1), content: '  ' }, 'body.content'],
    [
      { effectiveOn: addDays(today(), 1), content: '<p>x</p>', summary: 'x'.repeat(1_001) },
      'body.summary',
    ],
    [{ effectiveOn: addDays(today(), 1), content: '<p>x</p>', extra: 1 }, ''],
  ];
  for (const [payload, field] of cases) {
    const res = await write('terms', payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    if (field !== '') {
      expect(res.json<{ errors?: { field: string }[] }>().errors?.map((e) => e.field)).toContain(
        field,
      );
    }
  }
  expect((await write('cookies', { effectiveOn: today(), content: '<p>x</p>' })).statusCode).toBe(
    400,
  );
  expect(await staffView('terms')).toEqual(before);
});

test('English falls back to the Korean, marked as such', async () => {
  const { current } = await read('collection', 'en');
  expect(current?.ko).toBeUndefined();
  await write('collection', { effectiveOn: addDays(today(), 2), content: '<p>새 안내</p>' });
  const detail = (
    await ctx.call(
      'GET',
      `/api/data/v1/policies/collection/versions/${addDays(today(), 2)}?lang=en`,
      null,
    )
  ).json<PolicyVersionDetail>();
  expect(detail.version).toMatchObject({ content: '<p>새 안내</p>', ko: ['content'] });
});

test('an inquiry records the notice in force; one written against a notice no longer in force is refused', async () => {
  const effectiveOn = addDays(today(), 2);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${effectiveOn}T09:00:00+09:00`));
  const stale = await postInquiry(ctx.app, { privacyNoticeVersion: PRIVACY_NOTICE_VERSION });
  expect(stale.statusCode).toBe(400);
  expect(stale.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe(
    'body.privacyNoticeVersion',
  );
  const posted = await postInquiry(ctx.app, { privacyNoticeVersion: effectiveOn });
  expect(posted.statusCode, posted.body).toBe(201);
  const { id } = posted.json<{ id: number }>();
  vi.useRealTimers();
  const seen = await ctx.admin('GET', `/inquiry/${String(id)}`);
  expect(seen.json<{ privacyNoticeVersion: string }>().privacyNoticeVersion).toBe(effectiveOn);
});

test('the setup checklist counts the terms and the privacy policy once staff wrote their own', async () => {
  // The privacy policy has a version of staff's; the terms' was withdrawn.
  expect(await policiesStep()).toBe(false);
  await write('terms', { effectiveOn: addDays(today(), 30), content: '<p>약관</p>' });
  expect(await policiesStep()).toBe(true);
});

test('the day turns at midnight in Korea', () => {
  expect(untilKoreanMidnight(new Date('2026-11-28T14:59:00Z'))).toBe(60_000);
  expect(untilKoreanMidnight(new Date('2026-11-28T15:00:00Z'))).toBe(86_400_000);
});
