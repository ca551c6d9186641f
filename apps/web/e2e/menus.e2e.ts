import { expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
import { api, apiToken, signIn, useBrowser } from './fixtures.ts';

const browser = useBrowser();

test('staff rename a header item and add a footer link; visitors see both, on a desktop and in the phone menu', async () => {
  const page = await browser.newPage();
  await signIn(page);
  await page.goto('/admin/menus');
  const form = page.getByRole('form', { name: '헤더·푸터 메뉴' });
  await form.getByLabel('헤더 1번째 항목 한국어 이름').waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  // Moved by the keyboard, the item keeps the focus, and comes back.
  const down = form.getByRole('button', { name: '헤더 1번째 항목 아래로 옮기기' });
  await down.focus();
  await page.keyboard.press('Enter');
  expect(await form.getByLabel('헤더 1번째 항목 한국어 이름').inputValue()).toBe('제품');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  expect(focused).toBe('헤더 2번째 항목 아래로 옮기기');
  await form.getByRole('button', { name: '헤더 2번째 항목 위로 옮기기' }).click();

  await form.getByLabel('헤더 1번째 항목 한국어 이름').fill('회사 이야기');
  await form.getByLabel('헤더 1번째 항목 영어 이름').fill('Our story');
  await form.getByRole('button', { name: '푸터 링크 추가' }).click();
  await form.getByLabel('푸터 5번째 링크 연결할 곳').selectOption('url');
  await form.getByLabel('푸터 5번째 링크 주소').fill('javascript:alert(1)');
  await form.getByRole('button', { name: '저장' }).click();
  await form.getByText('표시된 항목을 확인해 주세요.').waitFor();
  // Both refusals are named under their fields: no name, and an address that is no link.
  expect(await form.getByLabel('푸터 5번째 링크 한국어 이름').getAttribute('aria-invalid')).toBe(
    'true',
  );
  expect(await form.getByLabel('푸터 5번째 링크 주소').getAttribute('aria-invalid')).toBe('true');

  await form.getByLabel('푸터 5번째 링크 한국어 이름').fill('기술 블로그');
  await form.getByLabel('푸터 5번째 링크 주소').fill('https://blog.example.com/');
  // The preview shows the menus as they will be.
  const preview = form.getByRole('list', { name: '푸터 메뉴 미리 보기' });
  await preview.getByText('기술 블로그').waitFor();
  await form.getByRole('list', { name: '헤더 메뉴 미리 보기' }).getByText('회사 이야기').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: '저장' }).click();
  await page.getByText('메뉴를 저장했습니다', { exact: false }).waitFor();

  try {
    const visitor = await browser.newPage();
    await visitor.goto('/product/list');
    const menu = visitor.getByRole('banner').getByRole('navigation', { name: '주 메뉴' });
    const renamed = menu.getByRole('link', { name: '회사 이야기' });
    expect(await renamed.getAttribute('href')).toBe('/about');
    expect(await menu.getByRole('link', { name: '회사소개' }).count()).toBe(0);
    const footer = visitor.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: '기술 블로그' }).getAttribute('href')).toBe(
      'https://blog.example.com/',
    );
    // The English site shows the English name.
    await visitor.goto('/?lang=en');
    await visitor.getByRole('banner').getByRole('link', { name: 'Our story' }).waitFor();
    await visitor.context().close();

    const phone = await browser.newPage({ width: 390, height: 844 });
    await phone.goto('/');
    await phone.getByRole('button', { name: '메뉴 열기' }).click();
    const drawer = phone.getByRole('dialog', { name: '전체 메뉴' });
    expect(await drawer.getByRole('link', { name: '회사 이야기' }).getAttribute('href')).toBe(
      '/about',
    );
    await phone.context().close();

    // Back to the default, after a confirmation.
    await page.getByRole('button', { name: '기본 메뉴로 되돌리기' }).click();
    await page
      .getByRole('dialog', { name: '기본 메뉴로 되돌릴까요?' })
      .getByRole('button', { name: '되돌리기' })
      .click();
    await page.getByText('기본 메뉴로 되돌렸습니다.').waitFor();
    expect(await form.getByLabel('헤더 1번째 항목 한국어 이름').inputValue()).toBe('회사소개');
  } finally {
    await api(await apiToken()).delete('/api/admin/v1/menus');
  }
});
