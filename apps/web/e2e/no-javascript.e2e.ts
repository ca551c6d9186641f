import { PRIVACY_NOTICE_VERSION } from './collection-notice.ts';
import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { api, apiToken, baseURL, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

const productLinks = 'main a[href^="/product/detail/"]';
const SECRET_PASSWORD = 'quiet-gate-7';

let data: {
  categoryId: number;
  productId: number;
  boardId: number;
  boardName: string;
  postId: number;
  openInquiryId: number;
  openInquiryContent: string;
  secretInquiryId: number;
  secretInquiryContent: string;
};

/** An inquiry, from its own visitor (five a client in ten minutes). */
async function createInquiry(title: string, content: string, secret: boolean) {
  return (await api().post('/api/data/v1/inquiry', {
    title,
    content,
    authorName: '홍길동',
    email: 'hong@example.com',
    password: SECRET_PASSWORD,
    secret,
    privacyConsent: true,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  })) as { id: number };
}

// Enough of each list for a second page: the server renders ten a page.
beforeAll(async () => {
  const staff = api(await apiToken());
  const id = unique();
  const category = (await staff.post('/api/admin/v1/category', { name: `무스크립트 ${id}` })) as {
    id: number;
  };
  let productId = 0;
  for (let i = 1; i <= 25; i += 1) {
    const product = (await staff.post('/api/admin/v1/product', {
      name: `무스크립트 상품 ${String(i).padStart(2, '0')} ${id}`,
      categoryId: category.id,
      status: 'published',
    })) as { id: number };
    productId = product.id;
  }
  const boardName = `무스크립트 게시판 ${id}`;
  const board = (await staff.post('/api/admin/v1/board', {
    name: boardName,
    slug: `no-script-${id}`,
  })) as { id: number };
  let postId = 0;
  for (let i = 1; i <= 11; i += 1) {
    const post = (await staff.post('/api/admin/v1/post', {
      boardId: board.id,
      title: `무스크립트 글 ${String(i)} ${id}`,
      content: '<p>본문입니다.</p>',
    })) as { id: number };
    postId = post.id;
  }
  for (let i = 1; i <= 9; i += 1) {
    await createInquiry(`무스크립트 문의 ${String(i)} ${id}`, '채우는 문의입니다.', true);
  }
  const openInquiryContent = `공개 문의 본문 ${id}`;
  const open = await createInquiry(`공개 문의 ${id}`, openInquiryContent, false);
  const secretInquiryContent = `비밀 문의 본문 ${id}`;
  const secret = await createInquiry(`비밀 문의 ${id}`, secretInquiryContent, true);
  data = {
    categoryId: category.id,
    productId,
    boardId: board.id,
    boardName,
    postId,
    openInquiryId: open.id,
    openInquiryContent,
    secretInquiryId: secret.id,
    secretInquiryContent,
  };
});

/**
 * What keeps the page from working without its script: a form that would put its fields in an
 * address (only a search may be GET), a pager control that is no link, a main content that is
 * a spinner or nothing at all.
 */
async function scriptlessProblems(page: Page, path: string, paged: boolean): Promise<string[]> {
  const problems: string[] = [];
  const response = await page.goto(path);
  if (response?.status() !== 200) problems.push(`answered ${String(response?.status())}`);
  for (const form of await page.locator('form').all()) {
    const method = await form.getAttribute('method');
    const search = method === 'get' && (await form.getAttribute('role')) === 'search';
    if (method !== 'post' && !search) {
      const name = (await form.getAttribute('aria-label')) ?? (await form.getAttribute('action'));
      problems.push(`form ${String(name)} has method ${String(method)}`);
    }
  }
  const pagers = page.locator('nav[aria-label="페이지"], nav[aria-label="Pages"]');
  if (paged && (await pagers.count()) === 0) problems.push('no pager');
  if ((await pagers.locator('button').count()) > 0) problems.push('a pager control is a button');
  for (const control of await pagers.locator('a').all()) {
    const link = (await control.getAttribute('href')) !== null;
    if (!link && (await control.getAttribute('aria-disabled')) !== 'true') {
      problems.push(
        `pager control ${String(await control.textContent())} is neither a link nor disabled`,
      );
    }
  }
  const main = page.locator('main');
  if ((await main.count()) !== 1) problems.push('no main content');
  else if ((await main.locator('[role="progressbar"], [role="status"]').count()) > 0) {
    problems.push('a spinner in the main content');
  } else if ((await main.locator('h1').count()) === 0 || (await main.innerText()).trim() === '') {
    problems.push('an empty main content');
  }
  return problems.map((problem) => `${path}: ${problem}`);
}

test('without JavaScript an inquiry is posted, checked, shown again with its errors, then saved once and confirmed; no address carries a field', async () => {
  const visitor = await browser.newPage({ javaScript: false });
  const addresses: string[] = [];
  visitor.on('request', (request) => addresses.push(request.url()));
  const title = `스크립트 없는 문의 ${unique()}`;
  const email = `no-script-${unique()}@example.com`;

  await visitor.goto('/inquiries?lang=ko');
  const form = visitor.getByRole('form', { name: '문의 작성' });
  await form.getByLabel('제목').fill(title);
  await form.getByLabel('내용').fill('스크립트가 꺼진 휴대폰에서 보냅니다.');
  await form.getByLabel('이름').fill('홍길동');
  await form.getByLabel('이메일').fill(email);
  // Digits only, and no consent: the server refuses with the form's own messages…
  await form.getByLabel('비밀번호').fill('12345678');
  await form.getByRole('button', { name: '등록' }).click();
  await visitor.getByText('숫자만으로는 만들 수 없습니다', { exact: false }).waitFor();
  await visitor.getByText('개인정보 수집·이용에 동의해 주세요.').waitFor();
  // …on the page itself, with what was typed (but the password) still there.
  expect(new URL(visitor.url()).pathname).toBe('/inquiries');
  expect(await form.getByLabel('제목').inputValue()).toBe(title);
  expect(await form.getByLabel('이메일').inputValue()).toBe(email);
  expect(await form.getByLabel('비밀번호').inputValue()).toBe('');

  await form.getByLabel('비밀번호').fill('quiet-phone-7');
  await form.getByLabel('개인정보 수집·이용에 동의합니다').check();
  await form.getByRole('button', { name: '등록' }).click();

  // Its confirmation, by number: how to come back to it.
  await visitor.waitForURL((url) => /^\/inquiries\/done\/\d+$/.test(url.pathname));
  const id = new URL(visitor.url()).pathname.split('/').at(-1) ?? '';
  await visitor.getByRole('heading', { name: '문의가 접수되었습니다', level: 1 }).waitFor();
  expect(await visitor.getByRole('row', { name: /접수 번호/ }).textContent()).toContain(id);
  await visitor.getByRole('link', { name: `${baseURL()}/inquiries/view/${id}` }).waitFor();
  await visitor.getByText('비밀번호를 입력해야 합니다', { exact: false }).waitFor();
  await visitor.getByText('답변이 등록되면 같은 주소에서 확인할 수 있습니다.').waitFor();

  // Saved once, with what was typed; without the script there was no proof of work, so it
  // waits in the quarantine (스팸 보관함) until staff release it into the list.
  const staff = api(await apiToken());
  const { items } = (await staff.get(
    `/api/admin/v1/inquiry?spam=true&keyword=${encodeURIComponent(title)}`,
  )) as { items: { id: number; title: string; spamReason: string }[] };
  expect(items.map((item) => [item.title, String(item.id), item.spamReason])).toEqual([
    [title, id, 'no_proof'],
  ]);
  await staff.post(`/api/admin/v1/inquiry/${id}/release`);
  await visitor.getByRole('link', { name: '문의 목록', exact: true }).click();
  await visitor.getByRole('row').filter({ hasText: title }).waitFor();
  // The form's fields went in request bodies only, never in an address.
  for (const address of addresses) {
    expect(address).not.toContain('password');
    expect(address).not.toContain(encodeURIComponent(email));
    expect(address).not.toContain('title=');
  }
});

test('without JavaScript every public page shows its content, its forms post and its pagers are links', async () => {
  const visitor = await browser.newPage({ javaScript: false });
  const pages: { path: string; paged?: boolean }[] = [
    { path: '/' },
    { path: '/about' },
    { path: '/smart' },
    { path: '/research' },
    { path: '/patent' },
    { path: '/privacy' },
    { path: '/termsofservice' },
    { path: `/product/list?category=${String(data.categoryId)}&sort=name`, paged: true },
    { path: `/product/list?category=${String(data.categoryId)}&page=2`, paged: true },
    { path: `/product/list?keyword=${encodeURIComponent('무스크립트 상품')}`, paged: true },
    { path: `/product/detail/${String(data.productId)}` },
    { path: `/board/${String(data.boardId)}`, paged: true },
    { path: `/board/${String(data.boardId)}?page=2`, paged: true },
    { path: `/board/view/${String(data.postId)}` },
    { path: '/inquiries' },
    { path: `/inquiries?productId=${String(data.productId)}` },
    { path: '/inquiries/list', paged: true },
    { path: `/inquiries/view/${String(data.openInquiryId)}` },
    { path: `/inquiries/view/${String(data.secretInquiryId)}` },
    { path: `/inquiries/view/${String(data.secretInquiryId)}/secret` },
    { path: `/inquiries/view/${String(data.openInquiryId)}/secret?mode=manage` },
    { path: `/inquiries/done/${String(data.secretInquiryId)}` },
    { path: '/login' },
    { path: '/product/list?lang=en', paged: true },
  ];
  const problems: string[] = [];
  for (const { path, paged = false } of pages) {
    problems.push(...(await scriptlessProblems(visitor, path, paged)));
  }
  expect(problems).toEqual([]);
  await visitor.context().close();
});

test('without JavaScript the pager turns the pages and the filters apply, both as links and GET', async () => {
  const visitor = await browser.newPage({ javaScript: false });
  const list = `/product/list?category=${String(data.categoryId)}`;
  await visitor.goto(list);
  const pager = visitor.getByRole('navigation', { name: '페이지' });
  expect(await pager.getByRole('link', { name: '첫 페이지' }).isDisabled()).toBe(true);
  expect(await pager.getByRole('link', { name: '이전 페이지' }).isDisabled()).toBe(true);
  expect(
    await pager.getByRole('link', { name: '1', exact: true }).getAttribute('aria-current'),
  ).toBe('page');

  await pager.getByRole('link', { name: '다음 페이지' }).click();
  await visitor.waitForURL((url) => url.searchParams.get('page') === '2');
  expect(await visitor.locator(productLinks).count()).toBe(10);
  await pager.getByRole('link', { name: '마지막 페이지' }).click();
  await visitor.waitForURL((url) => url.searchParams.get('page') === '3');
  expect(await visitor.locator(productLinks).count()).toBe(5);
  expect(await pager.getByRole('link', { name: '다음 페이지' }).isDisabled()).toBe(true);
  expect(await pager.getByRole('link', { name: '마지막 페이지' }).isDisabled()).toBe(true);
  await pager.getByRole('link', { name: '1', exact: true }).click();
  await visitor.waitForURL((url) => url.searchParams.get('page') === null);
  expect(new URL(visitor.url()).searchParams.get('category')).toBe(String(data.categoryId));

  // A filter applies with its own button, the list's other values kept, from the first page.
  await pager.getByRole('link', { name: '2', exact: true }).click();
  await visitor.waitForURL((url) => url.searchParams.get('page') === '2');
  const filters = visitor.getByRole('search', { name: '제품 필터' });
  await filters.getByLabel('정렬').selectOption('name');
  await filters.getByRole('button', { name: '적용' }).click();
  await visitor.waitForURL((url) => url.searchParams.get('sort') === 'name');
  const applied = new URL(visitor.url()).searchParams;
  expect(applied.get('category')).toBe(String(data.categoryId));
  expect(applied.get('page')).toBeNull();
  expect(await visitor.locator(productLinks).first().textContent()).toContain('무스크립트 상품 01');

  // The board's pager too.
  await visitor.goto(`/board/${String(data.boardId)}`);
  await visitor
    .getByRole('navigation', { name: '페이지' })
    .getByRole('link', { name: '2', exact: true })
    .click();
  await visitor.waitForURL((url) => url.searchParams.get('page') === '2');
  await visitor.getByRole('link', { name: new RegExp('^무스크립트 글 1 ') }).waitFor();
  await visitor.context().close();
});

test('without JavaScript the header menus open, on a desktop and on a phone', async () => {
  const desktop = await browser.newPage({ javaScript: false });
  await desktop.goto('/');
  const menu = desktop.getByRole('navigation', { name: '주 메뉴' });
  await menu.getByText('소식·자료').click();
  await menu.getByRole('link', { name: data.boardName, exact: true }).click();
  await desktop.waitForURL((url) => url.pathname === `/board/${String(data.boardId)}`);
  await desktop.getByRole('heading', { name: data.boardName, level: 1 }).waitFor();
  await menu.getByText('기술·솔루션').click();
  await menu.getByRole('link', { name: '특허·인증' }).click();
  await desktop.waitForURL((url) => url.pathname === '/patent');
  await desktop.context().close();

  const phone = await browser.newPage({ javaScript: false, width: 390, height: 844 });
  await phone.goto('/');
  await phone.locator('header summary', { hasText: '전체 메뉴' }).click();
  const drawer = phone.getByRole('navigation', { name: '주 메뉴' });
  await drawer.getByRole('link', { name: data.boardName, exact: true }).waitFor();
  await drawer.getByRole('link', { name: '회사소개' }).click();
  await phone.waitForURL((url) => url.pathname === '/about');
  await phone.context().close();
});

test('without JavaScript an inquiry opens through its gate by POST: a public one with no password, a secret one with its own', async () => {
  const visitor = await browser.newPage({ javaScript: false });
  const addresses: string[] = [];
  visitor.on('request', (request) => addresses.push(request.url()));

  // A public inquiry's page offers its gate; confirming with no password opens it.
  await visitor.goto(`/inquiries/view/${String(data.openInquiryId)}`);
  let gate = visitor.getByRole('form', { name: '비밀글 확인' });
  await gate.getByRole('button', { name: '확인' }).click();
  await visitor.getByText(data.openInquiryContent).waitFor();
  expect(await visitor.getByText('hong@example.com').count()).toBe(0);

  // A secret one asks for its password, says when it is missing or wrong, then opens.
  await visitor.goto(`/inquiries/view/${String(data.secretInquiryId)}`);
  gate = visitor.getByRole('form', { name: '비밀글 확인' });
  await gate.getByRole('button', { name: '확인' }).click();
  await visitor.getByText('비밀번호를 입력해 주세요.', { exact: true }).waitFor();
  await gate.getByLabel('비밀번호').fill('not-the-password');
  await gate.getByRole('button', { name: '확인' }).click();
  await visitor.getByText('비밀번호가 일치하지 않습니다.').waitFor();
  expect(await visitor.getByText(data.secretInquiryContent).count()).toBe(0);
  await gate.getByLabel('비밀번호').fill(SECRET_PASSWORD);
  await gate.getByRole('button', { name: '확인' }).click();
  await visitor.getByText(data.secretInquiryContent).waitFor();

  for (const address of addresses) expect(address).not.toContain('password');
  await visitor.context().close();
});

test('without JavaScript the sign-in form posts, keeps the login id, and says the staff pages need the script', async () => {
  const visitor = await browser.newPage({ javaScript: false });
  const addresses: string[] = [];
  visitor.on('request', (request) => addresses.push(request.url()));
  await visitor.goto('/login');
  const form = visitor.getByRole('form', { name: '로그인' });
  await form.getByLabel('아이디').fill('someone');
  await form.getByLabel('비밀번호').fill('typed-password');
  const answer = visitor.waitForResponse((response) => response.request().method() === 'POST');
  await form.getByRole('button', { name: '로그인' }).click();
  expect(new URL((await answer).url()).pathname).toBe('/login');
  await visitor.waitForLoadState();
  expect(await form.getByLabel('아이디').inputValue()).toBe('someone');
  expect(await form.getByLabel('비밀번호').inputValue()).toBe('');
  // Said from the start, in the page's <noscript> (whose text Playwright does not match).
  expect(await visitor.getByRole('alert').textContent()).toContain('JavaScript');
  for (const address of addresses) expect(address).not.toContain('typed-password');
  await visitor.context().close();
});
