import { DEFAULT_MENUS } from '@app/contract/menu';
import { expect, test } from 'vitest';
import { createMember, useTestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/catalogue.ts';

// The header's and footer's menus (issue 33): content staff edit, resolved for visitors.

const t = useTestApp();

const publicMenus = async (lang: 'ko' | 'en') => {
  const res = await t.call('GET', `/api/data/v1/menus?lang=${lang}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    header: { type: string; label: string; href?: string; ko?: string[]; children?: object[] }[];
    footer: { label: string; href: string; external: boolean; ko?: string[] }[];
  }>();
};
const createBoard = async (name: string, slug: string, nameEn?: string) => {
  const res = await t.admin('POST', '/board', { name, slug, ...(nameEn ? { nameEn } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
};
const link = (label: string | null, target: object, labelEn: string | null = null) => ({
  type: 'link' as const,
  label,
  labelEn,
  target,
});

test('before staff save, both menus are the default ones: the pages, the catalogue, every board and the inquiries', async () => {
  const notices = await createBoard('공지사항', 'notice', 'Notices');
  const library = await createBoard('자료실', 'library');
  const admin = await t.admin('GET', '/menus');
  expect(admin.json()).toEqual({ ...DEFAULT_MENUS, updatedAt: null });

  const ko = await publicMenus('ko');
  expect(ko.header.map((item) => item.label)).toEqual([
    '회사소개',
    '제품',
    '기술·솔루션',
    '소식·자료',
    '문의하기',
  ]);
  expect(ko.header[0]).toEqual({
    type: 'link',
    label: '회사소개',
    href: '/about',
    external: false,
  });
  // The boards group lists every board, in their order, by their own names.
  expect(ko.header[3]).toEqual({
    type: 'group',
    label: '소식·자료',
    section: '/board',
    children: [
      { label: '공지사항', href: `/board/${String(notices)}`, external: false },
      { label: '자료실', href: `/board/${String(library)}`, external: false },
    ],
  });
  expect(ko.header[4]).toMatchObject({ href: '/inquiries' });
  expect(ko.footer.map(({ label, href }) => [label, href])).toEqual([
    ['이용약관', '/termsofservice'],
    ['개인정보처리방침', '/privacy'],
    ['회사소개', '/about'],
    ['문의하기', '/inquiries/list'],
  ]);
  // The privacy policy's link stands out, as Korean guidance asks.
  expect(ko.footer[1]).toMatchObject({ emphasised: true });
  expect(ko.footer[0]).not.toHaveProperty('emphasised');

  const en = await publicMenus('en');
  expect(en.header.map((item) => item.label)).toEqual([
    'About',
    'Products',
    'Technology',
    'News & downloads',
    'Contact',
  ]);
  // A board without an English name keeps its Korean one, marked as Korean.
  expect(en.header[3]?.children).toEqual([
    { label: 'Notices', href: `/board/${String(notices)}`, external: false },
    { label: '자료실', href: `/board/${String(library)}`, external: false, ko: ['label'] },
  ]);

  for (const id of [notices, library]) await t.admin('DELETE', `/board/${String(id)}`);
  // With no board, no empty group.
  expect((await publicMenus('ko')).header.map((item) => item.label)).not.toContain('소식·자료');
});

test('any staff member saves the menus; visitors see them at once, in English where written, the change audited', async () => {
  const staff = await createMember(t, { grade: 1 });
  const board = await createBoard('보도자료', 'press', 'Press');
  const category = await createCategory(t, { name: '펌프' });
  const product = await createProduct(t, { name: '원심 펌프', categoryId: category.id });
  await publicMenus('en'); // cached before the change

  const menus = {
    header: [
      link('회사 이야기', { kind: 'page', slug: 'about' }, 'Our story'),
      {
        type: 'group',
        label: '제품 안내',
        labelEn: null,
        children: [
          link(null, { kind: 'category', id: category.id }),
          link('대표 제품', { kind: 'product', id: product.id }, 'Flagship'),
          link('전체 제품', { kind: 'productList' }),
        ],
      },
      link(null, { kind: 'board', id: board }),
    ],
    footer: [
      link('개인정보처리방침', { kind: 'policy', policy: 'privacy' }),
      link('블로그', { kind: 'url', url: 'https://blog.example.com/' }, 'Blog'),
      link('오시는 길', { kind: 'url', url: '/about#map' }),
      link('문의 목록', { kind: 'inquiryList' }),
    ],
  };
  const saved = await t.call('PUT', '/api/admin/v1/menus', staff.token, menus);
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toMatchObject({ header: menus.header, updatedAt: expect.any(String) });

  const en = await publicMenus('en');
  expect(en.header).toEqual([
    { type: 'link', label: 'Our story', href: '/about', external: false },
    {
      type: 'group',
      label: '제품 안내',
      ko: ['label'],
      section: null,
      children: [
        // No label of its own: the category's name, Korean for want of English.
        {
          label: '펌프',
          href: `/product/list?category=${String(category.id)}`,
          external: false,
          ko: ['label'],
        },
        { label: 'Flagship', href: `/product/detail/${String(product.id)}`, external: false },
        { label: '전체 제품', href: '/product/list', external: false, ko: ['label'] },
      ],
    },
    { type: 'link', label: 'Press', href: `/board/${String(board)}`, external: false },
  ]);
  expect(en.footer).toEqual([
    // The privacy policy's link stands out.
    {
      label: '개인정보처리방침',
      href: '/privacy',
      external: false,
      emphasised: true,
      ko: ['label'],
    },
    { label: 'Blog', href: 'https://blog.example.com/', external: true },
    { label: '오시는 길', href: '/about#map', external: false, ko: ['label'] },
    { label: '문의 목록', href: '/inquiries/list', external: false, ko: ['label'] },
  ]);
  expect((await publicMenus('ko')).header[0]).toMatchObject({ label: '회사 이야기' });

  const audit = await t.admin('GET', '/audit?entity=menu');
  expect(audit.json()).toMatchObject({
    items: [{ action: 'update', entity: 'menu', memberId: staff.id }],
  });

  // Renamed, the board's link follows; unpublished, the product's goes; deleted, the board's.
  await publicMenus('ko');
  const renamed = await t.admin('PUT', `/board/${String(board)}`, {
    name: '언론 보도',
    slug: 'press',
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  expect((await publicMenus('ko')).header[2]).toMatchObject({ label: '언론 보도' });
  const unpublished = await t.admin('PUT', `/product/${String(product.id)}`, {
    name: '원심 펌프',
    categoryId: category.id,
    status: 'draft',
  });
  expect(unpublished.statusCode, unpublished.body).toBe(200);
  expect((await publicMenus('ko')).header[1]?.children).toHaveLength(2);
  expect((await t.admin('DELETE', `/board/${String(board)}`)).statusCode).toBe(204);
  expect((await publicMenus('ko')).header.map((item) => item.label)).toEqual([
    '회사 이야기',
    '제품 안내',
  ]);
  // Staff still see what they saved, so the editor can say what went missing.
  expect((await t.admin('GET', '/menus')).json()).toMatchObject({ header: menus.header });

  // Restoring the default is audited too, and the default shows at once.
  const restored = await t.call('DELETE', '/api/admin/v1/menus', staff.token);
  expect(restored.statusCode, restored.body).toBe(200);
  expect(restored.json()).toEqual({ ...DEFAULT_MENUS, updatedAt: null });
  expect((await publicMenus('ko')).header[0]).toMatchObject({ label: '회사소개' });
  const trail = await t.admin('GET', '/audit?entity=menu');
  expect(trail.json()).toMatchObject({ items: [{ action: 'delete' }, { action: 'update' }] });
});

test('a board, category or product that does not exist is refused, naming the item, and nothing changes', async () => {
  const before = (await t.admin('GET', '/menus')).json<object>();
  const category = await createCategory(t);
  const res = await t.admin('PUT', '/menus', {
    header: [
      {
        type: 'group',
        label: '제품',
        labelEn: null,
        children: [
          link(null, { kind: 'category', id: category.id }),
          link('사라진 제품', { kind: 'product', id: 999_999 }),
        ],
      },
    ],
    footer: [link(null, { kind: 'board', id: 888_888 })],
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'validation_failed',
    errors: [
      {
        field: 'body.header.0.children.1.target',
        message: 'The product 999999 ("사라진 제품") does not exist.',
      },
      { field: 'body.footer.0.target', message: 'The board 888888 does not exist.' },
    ],
  });
  expect((await t.admin('GET', '/menus')).json()).toEqual(before);
});

test('labels, links, nesting and sizes are checked, each refusal named', async () => {
  const before = (await t.admin('GET', '/menus')).json<object>();
  const refused = async (menus: object, field: string, message: string | RegExp) => {
    const res = await t.admin('PUT', '/menus', menus);
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(errors).toContainEqual({ field, message: expect.stringMatching(message) });
  };
  const footer = (...items: object[]) => ({ header: [], footer: items });

  await refused(
    footer(link('', { kind: 'page', slug: 'about' })),
    'body.footer.0.label',
    'Enter the Korean label.',
  );
  await refused(
    footer(link('가'.repeat(31), { kind: 'productList' })),
    'body.footer.0.label',
    'within 30 characters',
  );
  await refused(
    footer(link('소개', { kind: 'page', slug: 'nowhere' })),
    'body.footer.0.target.slug',
    /./,
  );
  for (const url of ['javascript:alert(1)', '//evil.example', 'mailto:a@b.c', 'ftp://x']) {
    await refused(
      footer(link('링크', { kind: 'url', url })),
      'body.footer.0.target.url',
      'site path starting with /',
    );
  }
  await refused(
    footer(link('링크', { kind: 'url', url: '' })),
    'body.footer.0.target.url',
    'Enter the link.',
  );
  // The footer holds links only; a group holds links only (one level).
  await refused(
    footer({
      type: 'group',
      label: '묶음',
      labelEn: null,
      children: [link('a', { kind: 'productList' })],
    }),
    'body.footer.0.type',
    /./,
  );
  const group = (children: object[]) => ({ type: 'group', label: '묶음', labelEn: null, children });
  await refused({ header: [group([])], footer: [] }, 'body.header.0.children', 'at least one link');
  await refused(
    { header: [group([group([link('a', { kind: 'productList' })])])], footer: [] },
    'body.header.0.children.0.type',
    /./,
  );
  const boards = { type: 'boards', label: '게시판', labelEn: null };
  await refused({ header: [boards, boards], footer: [] }, 'body.header', 'one boards group');
  const many = Array.from({ length: 13 }, () => link('링크', { kind: 'productList' }));
  await refused(footer(...many), 'body.footer', 'at most 12 links');
  await refused({ header: many.slice(0, 9), footer: [] }, 'body.header', 'at most 8 items');
  await refused(
    { header: [group(many)], footer: [] },
    'body.header.0.children',
    'at most 12 links',
  );

  expect((await t.admin('GET', '/menus')).json()).toEqual(before);
  // Signed out, nothing is read or written.
  expect((await t.call('GET', '/api/admin/v1/menus', null)).statusCode).toBe(401);
  expect((await t.call('PUT', '/api/admin/v1/menus', null, footer())).statusCode).toBe(401);
});

test('the public read is cached, and a save or a category renamed refreshes it', async () => {
  const category = await createCategory(t, { name: '밸브' });
  await t.admin('PUT', '/menus', {
    header: [link(null, { kind: 'category', id: category.id })],
    footer: [],
  });
  const first = await t.call('GET', '/api/data/v1/menus', null);
  const etag = first.headers.etag;
  expect(typeof etag).toBe('string');
  const again = await t.app.inject({
    method: 'GET',
    url: '/api/data/v1/menus',
    headers: { 'if-none-match': String(etag) },
  });
  expect(again.statusCode).toBe(304);

  const renamed = await t.admin('PUT', `/category/${String(category.id)}`, {
    name: '산업용 밸브',
    parentId: null,
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  expect((await publicMenus('ko')).header[0]).toMatchObject({ label: '산업용 밸브' });

  expect((await t.admin('DELETE', `/category/${String(category.id)}`)).statusCode).toBe(204);
  expect((await publicMenus('ko')).header).toEqual([]);
});
