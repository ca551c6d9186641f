import { SITE_DEMO_AREAS } from '@app/contract/site';
import { expect, test } from 'vitest';
import { ensureDefaultPages, ensureDefaultPolicies } from '../../bootstrap/default-pages.ts';
import { seedDemoContent } from '../../bootstrap/demo-content.ts';
import { createMember, useTestApp } from '../../test/app.ts';

// What `npm start` seeds is demo content, marked on the admin home until staff edit it (issue 33).

const t = useTestApp();

const demoAreas = async (token = t.adminToken) => {
  const res = await t.call('GET', '/api/admin/v1/site/demo', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ areas: string[] }>().areas;
};

test('the demo areas are listed after the seed until staff write to each, whatever their grade; none without a seed', async () => {
  // A production install: nothing seeded, nothing marked, even after staff write.
  await ensureDefaultPages(t.app.db);
  await ensureDefaultPolicies(t.app.db);
  expect(await demoAreas()).toEqual([]);
  const early = await t.admin('PUT', '/page/about', { title: '회사 소개', content: '<p>우리</p>' });
  expect(early.statusCode, early.body).toBe(200);
  expect(await demoAreas()).toEqual([]);

  // Staff wrote before the seed: the seed's own areas are still the demo's.
  expect(await seedDemoContent(t.app.db, t.app.storage)).toBe(true);
  expect(await demoAreas()).toEqual([...SITE_DEMO_AREAS]);
  // Every staff member edits content, so every one sees it.
  const staff = await createMember(t, { grade: 2 });
  expect(await demoAreas(staff.token)).toEqual([...SITE_DEMO_AREAS]);

  // A page saved: only the pages are the company's now.
  const page = await t.call('PUT', '/api/admin/v1/page/about', staff.token, {
    title: '회사 소개',
    content: '<p>우리 회사</p>',
  });
  expect(page.statusCode, page.body).toBe(200);
  expect(await demoAreas()).toEqual(SITE_DEMO_AREAS.filter((area) => area !== 'pages'));

  // The company's facts saved: they drop off too.
  const site = await t.admin('PUT', '/site', { companyName: '주식회사 바른펌프' });
  expect(site.statusCode, site.body).toBe(200);
  expect(await demoAreas()).toEqual(
    SITE_DEMO_AREAS.filter((area) => area !== 'pages' && area !== 'companyFacts'),
  );

  // A refused write is no edit.
  const refused = await t.admin('PUT', '/menus', { header: 'none' });
  expect(refused.statusCode).toBe(400);
  expect(await demoAreas()).toContain('menus');
});

test('only staff may ask', async () => {
  expect((await t.call('GET', '/api/admin/v1/site/demo', null)).statusCode).toBe(401);
  expect((await t.call('GET', '/api/admin/v1/site/demo', 'not-a-session')).statusCode).toBe(401);
});
