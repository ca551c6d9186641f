import { randomBytes } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION } from './collection-notice.ts';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { api, apiToken, baseURL, signIn, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
/** Enough targets to find the source; a rule broken on a whole table repeats itself. */
const TARGETS_SHOWN = 5;

/**
 * The serious and critical axe violations on the page as it is now, by axe's default rules
 * (WCAG 2.x A and AA, among them 2.5.3 Label in Name, and its best practices), one line each with the rule,
 * its impact, its help text and the elements (with axe's own reason, e.g. a contrast ratio).
 */
async function axeProblems(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, TARGETS_SHOWN).map((node) => {
        const reason = [...node.any, ...node.all, ...node.none][0]?.message;
        return `${node.target.flat().join(' ')}${reason ? ` (${reason})` : ''}`;
      });
      const more = violation.nodes.length - targets.length;
      if (more > 0) targets.push(`… and ${String(more)} more`);
      return `${where}: ${violation.id} [${String(violation.impact)}] ${violation.help}\n    ${targets.join('\n    ')}`;
    });
}

/** Waits until opening and closing transitions have run: colours are read mid-fade otherwise. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** Opens a path and waits for its content: no request in flight and its heading shown. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settled(page);
}

function expectNoProblems(problems: string[]) {
  const list = `serious or critical accessibility problems:\n${problems.join('\n')}`;
  expect(problems.length, list).toBe(0);
}

async function png(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

let data: {
  imageIds: number[];
  categoryId: number;
  placeId: number;
  productId: number;
  productName: string;
  placeName: string;
  boardId: number;
  postId: number;
  waitingInquiryId: number;
  answeredInquiryId: number;
};

beforeAll(async () => {
  const token = await apiToken();
  const staff = api(token);
  const id = unique();

  // One picture, so the product page and the image library show a used image.
  const upload = new FormData();
  upload.append(
    'file',
    new Blob([new Uint8Array(await png(320, 240))], { type: 'image/png' }),
    `접근성-${id}.png`,
  );
  const uploaded = await fetch(`${baseURL()}/api/admin/v1/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: upload,
  });
  if (!uploaded.ok) throw new Error(`image upload: ${String(uploaded.status)}`);
  const { items } = (await uploaded.json()) as { items: { id: number }[] };

  const category = (await staff.post('/api/admin/v1/category', { name: `양수기 ${id}` })) as {
    id: number;
  };
  const placeName = `김해 공장 ${id}`;
  const place = (await staff.post('/api/admin/v1/place', {
    name: placeName,
    region: '경남',
  })) as { id: number };
  const productName = `수중 양수기 ${id}`;
  const product = (await staff.post('/api/admin/v1/product', {
    name: productName,
    summary: '논밭 배수용 수중 양수기',
    description: '<p>흙탕물도 막힘 없이 퍼 올립니다.</p>',
    categoryId: category.id,
    placeId: place.id,
    specs: [
      { label: '양정', value: '12 m' },
      { label: '토출량', value: '300 L/min' },
    ],
    imageIds: items.map((item) => item.id),
    status: 'published',
    featured: true,
  })) as { id: number };

  const board = (await staff.post('/api/admin/v1/board', {
    name: `공지사항 ${id}`,
    slug: `a11y-${id}`,
  })) as { id: number };
  const post = (await staff.post('/api/admin/v1/post', {
    boardId: board.id,
    title: `설명서 개정 안내 ${id}`,
    content: '<p>새 설명서를 자료실에 올렸습니다.</p>',
    pinned: true,
  })) as { id: number };

  // Two inquiries, so the lists show both statuses and the lock of a secret one. The server takes
  // five from one address in ten minutes, and the whole suite shares that address.
  const inquiry = {
    content: '양수기 견적을 받고 싶습니다.',
    authorName: '홍길동',
    email: 'hong@example.com',
    password: 'pass1234',
    productId: product.id,
    privacyConsent: true,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  };
  const waiting = (await api().post('/api/data/v1/inquiry', {
    ...inquiry,
    title: `견적 문의 ${id}`,
    secret: true,
  })) as { id: number };
  const answered = (await api().post('/api/data/v1/inquiry', {
    ...inquiry,
    title: `납기 문의 ${id}`,
    secret: false,
  })) as { id: number };
  await staff.post(`/api/admin/v1/inquiry/${String(answered.id)}/answer`, {
    answer: '<p>주문 후 사흘 안에 출고합니다.</p>',
  });

  data = {
    imageIds: items.map((item) => item.id),
    categoryId: category.id,
    placeId: place.id,
    productId: product.id,
    productName,
    placeName,
    boardId: board.id,
    postId: post.id,
    waitingInquiryId: waiting.id,
    answeredInquiryId: answered.id,
  };
});

// Other specs read lists and menus that should hold only their own data.
afterAll(async () => {
  const staff = api(await apiToken());
  const remove = (path: string, id: number) => staff.delete(`/api/admin/v1/${path}/${String(id)}`);
  await remove('inquiry', data.waitingInquiryId);
  await remove('inquiry', data.answeredInquiryId);
  await remove('post', data.postId);
  await remove('board', data.boardId);
  await remove('product', data.productId);
  await remove('place', data.placeId);
  await remove('category', data.categoryId);
  for (const id of data.imageIds) await remove('image', id);
});

// Groups of a dozen pages or fewer, so each test stays far from the time limit.
const catalogueAndCompanyPages = () => [
  '/',
  '/about',
  '/product/list',
  `/product/list?keyword=${encodeURIComponent(data.productName)}`,
  `/product/detail/${String(data.productId)}`,
  `/board/${String(data.boardId)}`,
  `/board/view/${String(data.postId)}`,
  '/login',
];

const inquiryAndInformationPages = () => [
  '/inquiries/list',
  '/inquiries',
  `/inquiries/view/${String(data.waitingInquiryId)}/secret`,
  `/inquiries/done/${String(data.waitingInquiryId)}`,
  '/termsofservice',
  '/privacy',
  '/privacy/collection',
  '/smart',
  '/research',
  '/patent',
  '/no-such-page',
];

const staffAndSettingsPages = () => [
  '/admin',
  '/admin/member',
  '/admin/audit',
  '/admin/account',
  '/admin/image',
  '/admin/editPage/about',
  '/admin/policies/privacy',
  '/admin/menus',
];

const catalogueAndInquiryAdminPages = () => [
  '/admin/place',
  '/admin/category',
  '/admin/product',
  '/admin/synonym',
  '/admin/search-insight',
  '/admin/inquiries',
  '/admin/notifications',
  `/admin/inquiries/view/${String(data.answeredInquiryId)}`,
  `/admin/board/${String(data.boardId)}`,
];

type Size = { width: number; height: number };

/** Problems on each of the pages, visited in one tab; signed in first when `staff`. */
async function pageProblems(paths: string[], size: Size, staff = false) {
  const page = await browser.newPage(size);
  if (staff) await signIn(page);
  const problems: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    problems.push(...(await axeProblems(page, `${path} @${String(size.width)}px`)));
  }
  await page.context().close();
  return problems;
}

/** The product drawer and a confirmation dialog, open over their admin pages. */
async function dialogProblems(size: Size) {
  const page = await browser.newPage(size);
  const at = (where: string) => `${where} @${String(size.width)}px`;
  await signIn(page);
  const problems: string[] = [];

  await visit(page, `/admin/product?edit=${String(data.productId)}`);
  const drawer = page.getByRole('dialog', { name: '제품 수정' });
  await drawer.getByRole('button', { name: '사양 추가', exact: true }).waitFor();
  await settled(page);
  problems.push(...(await axeProblems(page, at('/admin/product drawer'))));

  await visit(page, '/admin/place');
  await page.getByRole('button', { name: `${data.placeName} 삭제` }).click();
  await page.getByRole('dialog', { name: '삭제할까요?' }).waitFor();
  await settled(page);
  problems.push(...(await axeProblems(page, at('/admin/place delete confirmation'))));

  await page.context().close();
  return problems;
}

/** Desktop and mobile at once, in two tabs: most of a page's check is waiting on the network. */
async function atBothWidths(check: (size: Size) => Promise<string[]>) {
  const [desktop, mobile] = await Promise.all([check(DESKTOP), check(MOBILE)]);
  return [...desktop, ...mobile];
}

test('home, company, catalogue and board pages and the login at desktop and mobile widths', async () => {
  expectNoProblems(await atBothWidths((size) => pageProblems(catalogueAndCompanyPages(), size)));
});

test('inquiry, policy and business pages and the 404 page at desktop and mobile widths', async () => {
  expectNoProblems(await atBothWidths((size) => pageProblems(inquiryAndInformationPages(), size)));
});

test('admin home, staff, audit, account, image and page-editing screens at desktop and mobile widths', async () => {
  expectNoProblems(await atBothWidths((size) => pageProblems(staffAndSettingsPages(), size, true)));
});

test('admin catalogue, inquiry and board screens at desktop and mobile widths', async () => {
  expectNoProblems(
    await atBothWidths((size) => pageProblems(catalogueAndInquiryAdminPages(), size, true)),
  );
});

test('the admin product drawer and a confirmation dialog at desktop and mobile widths', async () => {
  expectNoProblems(await atBothWidths(dialogProblems));
});
