import { expect, test } from 'vitest';
import type { Locator } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { api, apiToken, signIn, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

/** The sections' headings in `within`, in the order a reader meets them. */
const headings = (within: Locator) => within.locator('section h2').allInnerTexts();

test('staff hide a section, move another up and add a quick link; the preview and then the visitors see that order', async () => {
  const staff = api(await apiToken());
  const {
    ko,
    en,
    layout: order,
  } = (await staff.get('/api/admin/v1/home-sections')) as Record<string, unknown>;
  const category = (await staff.post('/api/admin/v1/category', {
    name: `섹션 시험 ${unique()}`,
  })) as { id: number };
  try {
    const page = await browser.newPage();
    await signIn(page);
    await page.goto('/admin/homeSections');
    const form = page.getByRole('form', { name: '홈 화면 섹션' });
    const layout = form.getByRole('group', { name: '구성' });
    await layout.getByRole('switch', { name: '카테고리' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await layout.getByRole('switch', { name: '카테고리' }).uncheck();
    // Moved by the keyboard to the top; the button keeps the focus until it can go no further.
    const up = layout.getByRole('button', { name: '위로 이동: 바로가기' });
    await up.focus();
    while (await up.isEnabled()) await page.keyboard.press('Enter');
    expect(await layout.locator('li').first().innerText()).toContain('바로가기');
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null),
    ).toBe('아래로 이동: 바로가기');

    const links = form.getByRole('group', { name: '바로가기', exact: true });
    await links.getByLabel('섹션 제목').fill('자주 찾는 곳');
    await links.getByRole('button', { name: '바로가기 추가' }).click();
    await links.getByLabel('이름', { exact: true }).fill('전체 제품 보기');
    await links.getByLabel('연결할 주소').fill('javascript:alert(1)');
    await form.getByRole('button', { name: '미리보기' }).click();
    // A link that is no site path or web address is named, and nothing is previewed.
    await form.getByText('표시된 항목을 확인해 주세요.').waitFor();
    expect(await links.getByLabel('연결할 주소').getAttribute('aria-invalid')).toBe('true');
    await links.getByLabel('연결할 주소').fill('/product/list');

    await form.getByRole('button', { name: '미리보기' }).click();
    const preview = page.getByRole('dialog', { name: '미리보기', exact: false });
    await preview.getByRole('link', { name: '전체 제품 보기' }).waitFor();
    const previewed = await headings(preview);
    expect(previewed[0]).toBe('자주 찾는 곳');
    expect(previewed).not.toContain('제품 분류');
    // Read once the dialog has faded in: colours mid-fade fail the contrast check.
    await expect
      .poll(() => preview.evaluate((dialog) => getComputedStyle(dialog).opacity))
      .toBe('1');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    await form.getByRole('button', { name: '저장' }).click();
    await page.getByText('홈 화면 섹션을 저장했습니다', { exact: false }).waitFor();

    // The server renders the order: a visitor without JavaScript sees it.
    const visitor = await browser.newPage({ javaScript: false });
    await visitor.goto('/');
    const main = visitor.getByRole('main');
    expect((await headings(main))[0]).toBe('자주 찾는 곳');
    expect(await main.getByRole('link', { name: '전체 제품 보기' }).getAttribute('href')).toBe(
      '/product/list',
    );
    expect(await main.locator('section[aria-labelledby="category-showcase"]').count()).toBe(0);
    await visitor.context().close();

    const reader = await browser.newPage();
    await reader.goto('/');
    await reader.getByRole('main').getByRole('link', { name: '전체 제품 보기' }).waitFor();
    expect(await seriousViolations(reader)).toEqual([]);
    await page.context().close();
  } finally {
    await staff.put('/api/admin/v1/home-sections', { ko, en, layout: order });
    await staff.delete(`/api/admin/v1/category/${String(category.id)}`);
  }
});
