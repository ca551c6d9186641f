import { DEFAULT_HOME_LAYOUT, EMPTY_HOME_SECTIONS } from '@app/contract/home-sections';
import { beforeAll, expect, test } from 'vitest';
import { ensureDefaultPages } from '../../bootstrap/default-pages.ts';
import { siteSetting } from '../../db/schema/index.ts';
import { dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { bearer, useTestApp } from '../../test/app.ts';

const ctx = useTestApp();
beforeAll(async () => {
  await ensureDefaultPages(ctx.app.db);
});

const admin = async <T>(method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await ctx.app.inject({
    method,
    url: `/api/admin/v1${url}`,
    headers: bearer(ctx.adminToken),
    payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<T>();
};
const home = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/data/v1/home', headers });

test('one request returns the hero, featured products, categories, places and the latest notices', async () => {
  const empty = await home();
  expect(empty.statusCode).toBe(200);
  expect(empty.json()).toMatchObject({
    hero: { slug: 'home', ctaHref: '/product/list' },
    featuredProducts: [],
    categories: [],
    places: [],
    latestPosts: { board: null, posts: [] },
    // No sections until staff write them: a new site shows no one's figures.
    sections: { eyebrow: null, stats: [], business: null, strengths: null, lang: 'ko' },
  });

  const notices = await admin<{ id: number }>('POST', '/board', {
    name: '공지사항',
    slug: 'notice',
  });
  const other = await admin<{ id: number }>('POST', '/board', { name: '자료실', slug: 'library' });
  for (const title of ['첫 공지', '둘째 공지']) {
    await admin('POST', '/post', { boardId: notices.id, title, content: '<p>x</p>' });
  }
  await admin('POST', '/post', {
    boardId: notices.id,
    title: '초안',
    content: '',
    published: false,
  });
  await admin('POST', '/post', { boardId: other.id, title: '다른 게시판', content: '' });
  const category = await admin<{ id: number }>('POST', '/category', { name: '산업 자재' });
  await admin('POST', '/place', { name: '평택 공장', region: '경기' });
  await admin('POST', '/product', {
    name: '벨트 컨베이어',
    categoryId: category.id,
    status: 'published',
    featured: true,
  });
  await admin('POST', '/product', {
    name: '일반 제품',
    categoryId: category.id,
    status: 'published',
  });

  const body = (await home()).json();
  expect(body.latestPosts.board).toMatchObject({ id: notices.id });
  expect(body.latestPosts.posts.map((p: { title: string }) => p.title)).toEqual([
    '둘째 공지',
    '첫 공지',
  ]);
  expect(body.categories).toEqual([expect.objectContaining({ name: '산업 자재' })]);
  expect(body.places).toEqual([expect.objectContaining({ name: '평택 공장', region: '경기' })]);
  expect(body.featuredProducts.map((p: { name: string }) => p.name)).toEqual(['벨트 컨베이어']);
});

test('the home response is cached with an ETag that changes with any part', async () => {
  const first = await home();
  const etag = String(first.headers.etag);
  expect((await home({ 'if-none-match': etag })).statusCode).toBe(304);

  await admin('PUT', '/page/home', { title: '새 히어로 제목', content: '<p>새 소개</p>' });
  const afterPage = await home({ 'if-none-match': etag });
  expect(afterPage.statusCode).toBe(200);
  expect(afterPage.json().hero.title).toBe('새 히어로 제목');

  const etag2 = String(afterPage.headers.etag);
  const category = await admin<{ id: number }>('POST', '/category', { name: '농업 자재' });
  const afterCategory = await home({ 'if-none-match': etag2 });
  expect(afterCategory.statusCode).toBe(200);
  expect(afterCategory.json().categories.map((c: { id: number }) => c.id)).toContain(category.id);
});

test('?lang=en answers the home page in English where there is some, each part per language', async () => {
  const inEnglish = await ctx.app.inject({ method: 'GET', url: '/api/data/v1/home?lang=en' });
  expect(inEnglish.statusCode).toBe(200);
  const body = inEnglish.json();
  // The default home page has an English hero (a Korean save above left it as it was); the
  // categories here have no English names.
  expect(body.hero).toMatchObject({
    hasEnglish: true,
    title: 'Product search',
  });
  expect(body.hero.ko).toBeUndefined();
  expect(body.categories[0]).toMatchObject({ ko: ['name'] });
  expect((await home()).json().hero.title).toBe('새 히어로 제목');
  expect(inEnglish.headers.etag).not.toBe((await home()).headers.etag);
});

const SECTIONS = {
  eyebrow: '펌프 전문',
  stats: [{ value: '30년', label: '업력' }],
  business: {
    title: '사업 분야',
    areas: [
      {
        icon: 'factory',
        title: '산업용 펌프',
        text: '공장 배관용 펌프입니다.',
        points: ['원심 펌프'],
        link: '/smart',
        linkLabel: '자세히',
      },
    ],
  },
  strengths: { title: '강점', items: [{ title: '빠른 납기', text: '재고를 늘 갖춥니다.' }] },
};

test('staff write the sections below the hero; the home page shows them at once, the English site in English where written', async () => {
  await home(); // cached before the change
  const saved = await admin<{ ko: object; en: null; updatedAt: string }>('PUT', '/home-sections', {
    ko: SECTIONS,
    en: null,
  });
  expect(saved.updatedAt).toEqual(expect.any(String));
  expect((await home()).json<{ sections: object }>().sections).toEqual({
    ...EMPTY_HOME_SECTIONS,
    ...SECTIONS,
    business: { ...SECTIONS.business, description: null },
    layout: DEFAULT_HOME_LAYOUT,
    lang: 'ko',
  });
  // No English yet: the Korean, named as such.
  const english = await ctx.app.inject({ method: 'GET', url: '/api/data/v1/home?lang=en' });
  expect(english.json<{ sections: { lang: string } }>().sections.lang).toBe('ko');

  await admin('PUT', '/home-sections', {
    ko: SECTIONS,
    en: { ...SECTIONS, eyebrow: 'Pump specialists', business: null, strengths: null, stats: [] },
  });
  const translated = await ctx.app.inject({ method: 'GET', url: '/api/data/v1/home?lang=en' });
  expect(translated.json<{ sections: object }>().sections).toEqual({
    ...EMPTY_HOME_SECTIONS,
    eyebrow: 'Pump specialists',
    layout: DEFAULT_HOME_LAYOUT,
    lang: 'en',
  });
  const audit = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/v1/audit?entity=home',
    headers: bearer(ctx.adminToken),
  });
  expect(audit.json<{ items: { action: string }[] }>().items).toHaveLength(2);
});

test('bad sections are refused with the field named, and change nothing', async () => {
  const before = (await home()).body;
  for (const [payload, field] of [
    [{ ko: { ...SECTIONS, stats: [{ value: '', label: '업력' }] }, en: null }, 'ko.stats.0.value'],
    [
      {
        ko: {
          ...SECTIONS,
          business: {
            ...SECTIONS.business,
            areas: [{ ...SECTIONS.business.areas[0], link: 'https://evil.example' }],
          },
        },
        en: null,
      },
      'ko.business.areas.0.link',
    ],
    [
      { ko: { ...SECTIONS, business: { ...SECTIONS.business, areas: [] } }, en: null },
      'ko.business.areas',
    ],
    [{ ko: { ...SECTIONS, extra: '<script>' }, en: null }, 'ko'],
  ] as const) {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/v1/home-sections',
      headers: bearer(ctx.adminToken),
      payload,
    });
    expect(res.statusCode, field).toBe(400);
    expect(res.body, field).toContain(field.split('.').at(-1));
  }
  expect((await home()).body).toBe(before);
});

const putSections = (payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/v1/home-sections',
    headers: bearer(ctx.adminToken),
    payload,
  });

/** Today's order with `notices` first and `places` hidden. */
const ARRANGED = [
  { key: 'notices', visible: true },
  ...DEFAULT_HOME_LAYOUT.filter(({ key }) => key !== 'notices').map(({ key }) => ({
    key,
    visible: key !== 'places',
  })),
];

test('staff arrange the sections and write the words that were code: answered in order, in each language', async () => {
  const saved = await putSections({
    ko: {
      ...SECTIONS,
      headings: {
        featured: { title: '대표 펌프', eyebrow: '', description: null },
        categories: { title: null, eyebrow: null, description: null },
        notices: { title: '소식', eyebrow: null, description: '새 소식입니다.' },
        links: { title: '바로가기', eyebrow: null, description: null },
      },
      links: [
        { label: '카탈로그', link: '/product/list', description: '전체 제품' },
        { label: '유튜브', link: 'https://www.youtube.com/@pump' },
      ],
      contact: { title: '견적을 받아 보세요', text: '', action: '견적 요청', link: '/inquiries' },
    },
    en: { ...SECTIONS, links: [{ label: 'Catalogue', link: '/product/list' }] },
    layout: ARRANGED,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json<{ layout: object }>().layout).toEqual(ARRANGED);

  const { sections } = (await home()).json<{
    sections: { layout: object; headings: object; links: object; contact: object };
  }>();
  expect(sections.layout).toEqual(ARRANGED);
  expect(sections.headings).toMatchObject({
    featured: { title: '대표 펌프', eyebrow: null, description: null },
    notices: { title: '소식', description: '새 소식입니다.' },
  });
  expect(sections.links).toEqual([
    { label: '카탈로그', link: '/product/list', description: '전체 제품' },
    { label: '유튜브', link: 'https://www.youtube.com/@pump', description: null },
  ]);
  expect(sections.contact).toEqual({
    title: '견적을 받아 보세요',
    text: null,
    action: '견적 요청',
    link: '/inquiries',
  });
  // The layout is the same in English; the words are the English ones, defaults where unwritten.
  const english = await ctx.app.inject({ method: 'GET', url: '/api/data/v1/home?lang=en' });
  expect(english.json<{ sections: object }>().sections).toMatchObject({
    lang: 'en',
    layout: ARRANGED,
    links: [{ label: 'Catalogue', link: '/product/list', description: null }],
    contact: { title: null, text: null, action: null, link: null },
  });
});

test('a layout missing, repeating or inventing a section, or a bad link, is refused with the field named and changes nothing', async () => {
  const before = (await home()).body;
  const withoutPlaces = ARRANGED.filter(({ key }) => key !== 'places');
  for (const [payload, field, says] of [
    [{ ko: SECTIONS, en: null, layout: withoutPlaces }, 'layout', 'places'],
    [
      { ko: SECTIONS, en: null, layout: [...withoutPlaces, { key: 'notices', visible: true }] },
      'layout.7.key',
      'notices',
    ],
    [
      { ko: SECTIONS, en: null, layout: [...ARRANGED, { key: 'popup', visible: true }] },
      'layout.8.key',
      'popup',
    ],
    [
      {
        ko: { ...SECTIONS, links: [{ label: '나쁜 링크', link: 'javascript:alert(1)' }] },
        en: null,
      },
      'ko.links.0.link',
      'https://',
    ],
    [
      {
        ko: SECTIONS,
        en: { ...SECTIONS, links: [{ label: '평문', link: 'http://plain.example' }] },
      },
      'en.links.0.link',
      'https://',
    ],
    [
      { ko: { ...SECTIONS, contact: { link: 'https://evil.example' } }, en: null },
      'ko.contact.link',
      '/smart',
    ],
    [
      {
        ko: {
          ...SECTIONS,
          links: Array.from({ length: 9 }, (_, i) => ({ label: `링크 ${i}`, link: '/' })),
        },
        en: null,
      },
      'ko.links',
      '8',
    ],
  ] as const) {
    const res = await putSections(payload);
    expect(res.statusCode, field).toBe(400);
    const errors = res.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(errors, field).toContainEqual({
      field: `body.${field}`,
      message: expect.stringContaining(says),
    });
  }
  expect((await home()).body).toBe(before);
});

test("sections stored before the layout existed read as today's order, all shown, with the page's own words", async () => {
  // The value an install saved before this change: no layout, headings, links or call to action.
  await ctx.app.db
    .insert(siteSetting)
    .values({ key: 'home-sections', value: { ko: SECTIONS, en: null } })
    .onConflictDoUpdate({
      target: siteSetting.key,
      set: { value: { ko: SECTIONS, en: null } },
    });
  await dropAfterWrite(ctx.app.cache, 'home');
  expect((await home()).json<{ sections: object }>().sections).toMatchObject({
    eyebrow: SECTIONS.eyebrow,
    layout: DEFAULT_HOME_LAYOUT,
    headings: EMPTY_HOME_SECTIONS.headings,
    links: [],
    contact: EMPTY_HOME_SECTIONS.contact,
  });
  const admin = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/v1/home-sections',
    headers: bearer(ctx.adminToken),
  });
  expect(admin.json<{ layout: object }>().layout).toEqual(DEFAULT_HOME_LAYOUT);
});
