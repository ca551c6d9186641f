import type { PolicyDocument, PolicyVersionDetail } from '@app/contract/policy';
import { beforeAll, expect, test } from 'vitest';
import { addDays } from '../lib/calendar-days.ts';
import { dayInKorea } from '../plugins/app/visitor.ts';
import { useTestApp } from '../test/app.ts';
import { ensureDefaultPolicies } from './default-pages.ts';
import { seedDemoPolicies } from './demo-policies.ts';

const ctx = useTestApp();
beforeAll(async () => {
  await ensureDefaultPolicies(ctx.app.db);
});

const read = async <T>(url: string) => {
  const res = await ctx.call('GET', `/api/data/v1/policies/${url}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

test('the demo policies replace the first versions, with a past version to compare; a policy staff wrote is left as it is', async () => {
  const effectiveOn = addDays(dayInKorea(new Date()), 14);
  const staff = await ctx.admin('POST', '/policies/terms/versions', {
    effectiveOn,
    content: '<p>우리 약관</p>',
  });
  expect(staff.statusCode, staff.body).toBe(201);

  await seedDemoPolicies(ctx.app.db);
  const privacy = await read<PolicyDocument>('privacy?lang=en');
  expect(privacy.versions.map((v) => [v.effectiveOn, v.state])).toEqual([
    ['2025-03-01', 'current'],
    ['2024-01-01', 'past'],
  ]);
  expect(privacy.current?.content).toContain('Lee Seo-yeon');
  expect(privacy.current?.ko).toBeUndefined();
  const detail = await read<PolicyVersionDetail>('privacy/versions/2025-03-01');
  expect(detail.version.summary).toContain('3년');
  const rewritten = detail.changes.filter((c) => c.before !== null && c.after !== null);
  expect(rewritten.length).toBeGreaterThan(0);
  expect(
    rewritten
      .flatMap((c) => c.after ?? [])
      .filter((p) => p.added)
      .map((p) => p.text),
  ).toContain('3');

  // The terms keep the site's first version and staff's announced one.
  const terms = await read<PolicyDocument>('terms');
  expect(terms.upcoming).toEqual([{ effectiveOn, state: 'upcoming' }]);
  expect(terms.current?.content).toContain('준비하고 있습니다');
});
