import { PRIVACY_NOTICE_VERSION } from './collection-notice.ts';
import { describe, expect, test } from 'vitest';
import { ADMIN, api, apiToken, baseURL, signIn, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/product/list',
  '/inquiries/list',
  '/inquiries',
  '/termsofservice',
  '/privacy',
  '/smart',
  '/research',
  '/patent',
  '/login',
];

describe('public routes', () => {
  test.each(PUBLIC_ROUTES)('%s renders its page heading', async (path) => {
    const page = await browser.newPage();
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor();
    expect((await heading.textContent())?.trim()).not.toBe('');
    expect(await page.getByRole('heading', { name: /404/ }).count()).toBe(0);
    await page.context().close();
  });

  test("the footer's phone, fax and e-mail are links that call and write", async () => {
    const staff = api(await apiToken());
    await staff.put('/api/admin/v1/site', {
      companyName: '주식회사 링크',
      phone: '02-555-0100',
      fax: '+82 2-555-0109',
      email: 'hello@link.example',
    });
    try {
      const page = await browser.newPage({ javaScript: false });
      await page.goto('/');
      const address = page.locator('footer address');
      const hrefs = await address
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs).toEqual(['tel:025550100', 'tel:+8225550109', 'mailto:hello@link.example']);
      await page.context().close();
    } finally {
      await staff.put('/api/admin/v1/site', {});
    }
  });

  test('a board renders its name as the page heading; an unknown board is not found', async () => {
    const name = `게시판 ${unique()}`;
    const board = (await api(await apiToken()).post('/api/admin/v1/board', {
      name,
      slug: `b-${unique()}`,
    })) as { id: number };
    const page = await browser.newPage();
    await page.goto(`/board/${board.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.goto('/board/999999');
    await page.getByRole('heading', { name: /404/ }).waitFor();
    await page.context().close();
  });

  test('an unknown path shows the not-found page', async () => {
    const page = await browser.newPage();
    await page.goto('/this/does/not/exist');
    await page.getByRole('heading', { name: /404/ }).waitFor();
    await page.context().close();
  });

  test('every navigation scrolls to the top', async () => {
    // A page long enough to scroll, as a real policy is.
    const paragraphs = Array.from(
      { length: 40 },
      (_, i) => `<h2>제${String(i + 1)}조</h2><p>조항의 내용입니다.</p>`,
    );
    await api(await apiToken()).put('/api/admin/v1/page/research', {
      title: '연구개발',
      content: paragraphs.join(''),
    });
    const page = await browser.newPage({ height: 600 });
    await page.goto('/research');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.mouse.wheel(0, 5000);
    await page.waitForFunction(() => window.scrollY > 300);
    await page.getByRole('contentinfo').getByRole('link', { name: '이용약관' }).click();
    await page.waitForURL('**/termsofservice');
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  test('an unlocked-only inquiry view sends the visitor to the password gate', async () => {
    const { id } = (await api().post('/api/data/v1/inquiry', {
      title: `잠긴 문의 ${unique()}`,
      content: '비밀번호로만 열립니다.',
      authorName: '홍길동',
      email: 'hong@example.com',
      password: 'pass1234',
      secret: true,
      privacyConsent: true,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    })) as { id: number };
    const page = await browser.newPage();
    await page.goto(`/inquiries/view/${String(id)}`);
    await page.waitForURL(`**/inquiries/view/${String(id)}/secret`);
    await page.getByRole('heading', { name: '비밀글 확인', level: 1 }).waitFor();
    await page.getByLabel('비밀번호').waitFor();
    await page.context().close();
  });
});

describe('signing in and out', () => {
  test('the admin area sends an anonymous visitor to the login page, and signing in returns to the page asked for', async () => {
    const page = await browser.newPage();
    await page.goto('/admin/product?keyword=x');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('아이디').fill(ADMIN.loginId);
    await page.getByLabel('비밀번호', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/product');
    expect(new URL(page.url()).search).toBe('?keyword=x');
    expect(await page.getByLabel('검색어').inputValue()).toBe('x');
    await page.context().close();
  });

  test('signing in never follows a return address off the admin of this site', async () => {
    const page = await browser.newPage();
    await page.goto(`/login?next=${encodeURIComponent('//example.com/admin')}`);
    await page.getByLabel('아이디').fill(ADMIN.loginId);
    await page.getByLabel('비밀번호', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(new URL(page.url()).origin).toBe(baseURL());
    // Signed in already, a login URL with a return address outside the admin goes home too.
    await page.goto(`/login?next=${encodeURIComponent('https://example.com/')}`);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.context().close();
  });

  test('a wrong password shows a message on the form and stays on /login', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByLabel('아이디').fill('admin');
    await page.getByLabel('비밀번호', { exact: true }).fill('definitely-wrong');
    await page.getByRole('button', { name: '로그인' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /아이디 또는 비밀번호/ })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });

  test('a good login goes to /admin, /login then redirects back, logout clears the token', async () => {
    const page = await browser.newPage();
    await signIn(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/admin');

    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/admin');
    await page.waitForURL('**/login');
    await page.context().close();
  });

  test('a stored token that the server no longer accepts is cleared on load', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'A'.repeat(43));
    });
    await page.goto('/admin');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });

  test('a grade-5 member is refused member administration with a red notice', async () => {
    const staff = { loginId: `staff${unique()}`, password: 'grade-five-password' };
    await api(await apiToken()).post('/api/admin/v1/member', {
      ...staff,
      name: '오직원',
      grade: 5,
    });
    const page = await browser.newPage();
    await signIn(page, staff);
    await page.goto('/admin/member');
    const notice = page.getByRole('alert').filter({ hasText: '접근 권한이 없습니다.' });
    await notice.waitFor();
    await page.waitForURL((url) => url.pathname === '/admin');
    // Bottom of the screen, in red.
    const box = await notice.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan(400);
    const [color, red] = await notice.evaluate((el) => [
      getComputedStyle(el).getPropertyValue('--notification-color').trim(),
      getComputedStyle(document.documentElement)
        .getPropertyValue('--mantine-color-red-filled')
        .trim(),
    ]);
    expect(red).not.toBe('');
    expect(color).toBe(red);
    await page.context().close();
  });
});
