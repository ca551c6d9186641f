import { PAGE_SLUGS } from '@app/contract/page';
import { beforeAll, expect, test } from 'vitest';
import { ensureDefaultPages } from '../../bootstrap/default-pages.ts';
import { seedDemoPages } from '../../bootstrap/demo-pages.ts';
import { sanitizeRichText } from '../../lib/rich-text/sanitize.ts';
import { bearer, createMember, useTestApp } from '../../test/app.ts';

const ctx = useTestApp();
beforeAll(async () => {
  expect(await ensureDefaultPages(ctx.app.db)).toBe(PAGE_SLUGS.length);
});

const admin = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  token = ctx.adminToken,
) =>
  ctx.app.inject({
    method,
    url: `/api/admin/v1${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const publicPage = (slug: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/data/v1/page/${slug}` });

interface Revision {
  id: number;
  title: string;
  content: string;
  savedByName: string | null;
}

test('every page starts neutral, in Korean and English, naming no company; seeding twice adds nothing', async () => {
  for (const slug of PAGE_SLUGS) {
    for (const lang of ['ko', 'en']) {
      const res = await publicPage(`${slug}?lang=${lang}`);
      expect(res.statusCode, slug).toBe(200);
      const page = res.json<{ title: string; content: string; metaDescription: string }>();
      expect(page.title, slug).toMatch(lang === 'ko' ? /[가-힣]/ : /^[A-Za-z ]+$/);
      expect(sanitizeRichText(page.content)).toBe(page.content);
      // Nothing a site owner did not write: no name, number or address of any company.
      expect(`${page.title} ${page.content} ${page.metaDescription}`).not.toMatch(/한결|\d{3}-/);
    }
  }
  expect((await publicPage('smart')).json().content).toContain('준비하고 있습니다');
  expect((await publicPage('home')).json()).toMatchObject({ ctaHref: '/product/list' });
  expect(await ensureDefaultPages(ctx.app.db)).toBe(0);
  expect((await publicPage('nosuchpage')).statusCode).toBe(400);
  expect((await publicPage('..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
});

test('a save keeps the previous version; restoring brings it back', async () => {
  const original = (await publicPage('research')).json<{ title: string; content: string }>();
  const editor = await createMember(ctx, { name: '연구소장' });
  const saved = await admin(
    'PUT',
    '/page/research',
    {
      title: '연구개발 센터',
      content: '<h2>새 연구 소식</h2><p onclick="x()">센서 융합 연구</p><script>alert(1)</script>',
      metaDescription: '연구개발 소개',
    },
    editor.token,
  );
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({
    title: '연구개발 센터',
    content: '<h2>새 연구 소식</h2><p>센서 융합 연구</p>',
    updatedByName: '연구소장',
  });
  // The public page shows the change at once (its cache was dropped).
  expect((await publicPage('research')).json().title).toBe('연구개발 센터');

  const revisions = await admin('GET', '/page/research/revisions');
  expect(revisions.statusCode).toBe(200);
  const list = revisions.json<{ items: Revision[]; total: number }>();
  expect(list.total).toBe(1);
  expect(list.items[0]).toMatchObject({
    title: original.title,
    content: original.content,
    savedByName: null,
  });

  const restoreId = list.items[0]?.id ?? 0;
  const restored = await admin('POST', `/page/research/revisions/${restoreId}/restore`);
  expect(restored.statusCode).toBe(200);
  expect(restored.json()).toMatchObject({ title: original.title, updatedByName: '관리자' });
  expect((await publicPage('research')).json().content).toBe(original.content);

  // Restoring is a save too: the edited version is now a revision, newest first.
  const after = (await admin('GET', '/page/research/revisions')).json<{
    items: Revision[];
    total: number;
  }>();
  expect(after.total).toBe(2);
  expect(after.items.map((r) => r.title)).toEqual(['연구개발 센터', original.title]);
  expect(after.items[0]?.savedByName).toBe('연구소장');
});

test('a revision of another page cannot be restored here', async () => {
  await admin('PUT', '/page/patent', { title: '특허', content: '<p>특허 1</p>' });
  const patentRevision = (await admin('GET', '/page/patent/revisions')).json<{
    items: Revision[];
  }>().items[0];
  const res = await admin('POST', `/page/about/revisions/${patentRevision?.id ?? 0}/restore`);
  expect(res.statusCode).toBe(404);
  expect((await admin('POST', '/page/about/revisions/99999/restore')).statusCode).toBe(404);
});

test('page input is validated: links, images, lengths, unknown fields', async () => {
  const before = (await publicPage('about')).json<{ title: string }>();
  for (const payload of [
    { title: '', content: '<p>x</p>' },
    { title: 'x', content: 5 },
    { title: 'x', content: '<p>x</p>', ctaLabel: '문의', ctaHref: 'javascript:alert(1)' },
    { title: 'x', content: '<p>x</p>', ctaLabel: '문의', ctaHref: '//evil.example' },
    { title: 'x', content: '<p>x</p>', ctaLabel: '문의' },
    { title: 'x', content: '<p>x</p>', imageUrl: 'https://evil.example/x.png' },
    { title: 'x', content: '<p>x</p>', imageUrl: '/api/media/../../secret' },
    { title: 'x', content: '<p>x</p>', metaDescription: 'x'.repeat(301) },
    { title: 'x', content: '<p>x</p>', updatedBy: 1 },
  ]) {
    const res = await admin('PUT', '/page/about', payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  }
  expect((await publicPage('about')).json().title).toBe(before.title);
  expect((await admin('GET', '/page/about/revisions')).json().total).toBe(0);

  const ok = await admin('PUT', '/page/home', {
    title: '현장을 아는 기술',
    content: '<p>소개</p>',
    imageUrl: '/api/media/0123456789abcdef0123456789abcdef-1920.webp',
    ctaLabel: '문의하기',
    ctaHref: '/inquiries',
  });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toMatchObject({ ctaLabel: '문의하기', metaDescription: '' });
});

test('pages are staff-only to edit and list', async () => {
  const anonymous = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/v1/page/about',
    payload: { title: 'x', content: '' },
  });
  expect(anonymous.statusCode).toBe(401);
  expect(
    (await ctx.app.inject({ method: 'GET', url: '/api/admin/v1/page/about/revisions' })).statusCode,
  ).toBe(401);
  const list = await admin('GET', '/page');
  expect(
    list
      .json()
      .map((p: { slug: string }) => p.slug)
      .sort(),
  ).toEqual([...PAGE_SLUGS].sort());
});

test('a page has an optional English version: read text by text, kept in its revisions', async () => {
  const publicIn = (slug: string, lang: 'ko' | 'en') =>
    ctx.app.inject({ method: 'GET', url: `/api/data/v1/page/${slug}?lang=${lang}` });
  // A page saved in Korean only: the English page shows the Korean, marked.
  const stored = (await publicIn('smart', 'ko')).json<{
    title: string;
    content: string;
    metaDescription: string;
  }>();
  const koreanOnly = await admin('PUT', '/page/smart', {
    title: stored.title,
    content: stored.content,
    metaDescription: stored.metaDescription,
    titleEn: '',
    contentEn: '',
    metaDescriptionEn: '',
  });
  expect(koreanOnly.statusCode, koreanOnly.body).toBe(200);
  const privacy = (await publicIn('smart', 'en')).json();
  expect(privacy).toMatchObject({ hasEnglish: false, ko: ['title', 'content', 'metaDescription'] });
  expect(privacy.title).toMatch(/[가-힣]/);

  const korean = (await publicIn('smart', 'ko')).json<{
    title: string;
    content: string;
    metaDescription: string;
  }>();
  const saved = await admin('PUT', '/page/smart', {
    title: korean.title,
    titleEn: 'Privacy policy',
    content: korean.content,
    metaDescription: korean.metaDescription,
    contentEn: '<p onclick="x()">How we handle personal data</p>',
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({
    titleEn: 'Privacy policy',
    contentEn: '<p>How we handle personal data</p>',
    metaDescriptionEn: null,
  });
  // The cached Korean and English pages are both refreshed, and stay apart.
  for (let round = 0; round < 2; round += 1) {
    expect((await publicIn('smart', 'en')).json()).toMatchObject({
      title: 'Privacy policy',
      content: '<p>How we handle personal data</p>',
      hasEnglish: true,
      ko: ['metaDescription'],
    });
    expect((await publicIn('smart', 'ko')).json()).toMatchObject({
      title: korean.title,
      hasEnglish: true,
    });
  }

  const tooLong = await admin('PUT', '/page/smart', {
    title: korean.title,
    content: korean.content,
    metaDescriptionEn: 'x'.repeat(301),
  });
  expect(tooLong.statusCode).toBe(400);
  expect((await admin('GET', '/page/smart')).json().metaDescriptionEn).toBeNull();

  // A save without English keeps it; restoring the version before English removes it again.
  const kept = await admin('PUT', '/page/smart', { title: korean.title, content: '<p>개정</p>' });
  expect(kept.json()).toMatchObject({ titleEn: 'Privacy policy', content: '<p>개정</p>' });
  const revisions = (await admin('GET', '/page/smart/revisions')).json<{
    items: (Revision & { titleEn: string | null })[];
  }>();
  // Newest first: the version with English, the Korean-only one, the neutral first version.
  expect(revisions.items.map((r) => r.titleEn)).toEqual([
    'Privacy policy',
    null,
    'Smart solutions',
  ]);
  const first = revisions.items[1]?.id ?? 0;
  const restored = await admin('POST', `/page/smart/revisions/${first}/restore`);
  expect(restored.json()).toMatchObject({ titleEn: null, contentEn: null });
  expect((await publicIn('smart', 'en')).json()).toMatchObject({ hasEnglish: false });
});

test("the demo seed writes the demo company's pages over the neutral ones, never over a page staff saved", async () => {
  expect(
    (await admin('PUT', '/page/patent', { title: '우리 특허', content: '<p>특허 목록</p>' }))
      .statusCode,
  ).toBe(200);
  await seedDemoPages(ctx.app.db);
  expect((await publicPage('about')).json<{ content: string }>().content).toContain('한결산업');
  expect((await publicPage('patent')).json()).toMatchObject({ title: '우리 특허' });
});
