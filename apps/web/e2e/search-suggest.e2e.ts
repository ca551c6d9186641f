import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { api, apiToken, signIn, unique, useBrowser } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

const browser = useBrowser();

const id = unique();
const CODE = `HF-${id.toUpperCase()}`;
// Suggested products are those whose name or code starts with the word being completed.
const productName = `환풍기 산업용 ${id}`;
let data: { categoryId: number; productId: number };

/** The words, products and categories the API suggests for `q` (for waiting, not asserting). */
async function suggested(q: string): Promise<string[]> {
  const answer = (await api().get(
    `/api/data/v1/search/suggest?q=${encodeURIComponent(q)}&lang=ko`,
  )) as { items: { text: string }[] };
  return answer.items.map((item) => item.text);
}

beforeAll(async () => {
  const staff = api(await apiToken());
  const category = (await staff.post('/api/admin/v1/category', { name: `환기 설비 ${id}` })) as {
    id: number;
  };
  const product = (await staff.post('/api/admin/v1/product', {
    name: productName,
    code: CODE,
    summary: '공장과 창고의 공기를 바꿉니다.',
    categoryId: category.id,
    status: 'published',
  })) as { id: number };
  data = { categoryId: category.id, productId: product.id };
  // The server rebuilds its word dictionary about 2 s after a product write, in the background
  // (expect.poll is for tests only, not their setup).
  const deadline = Date.now() + 15_000;
  while (!(await suggested('ㅎㅍㄱ')).includes('환풍기')) {
    if (Date.now() > deadline) throw new Error('ㅎㅍㄱ never suggested 환풍기');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

afterAll(async () => {
  const staff = api(await apiToken());
  await staff.delete(`/api/admin/v1/product/${String(data.productId)}`);
  await staff.delete(`/api/admin/v1/category/${String(data.categoryId)}`);
});

/** The option the combobox points at with aria-activedescendant, by its accessible name. */
async function activeOption(page: Page, combobox: Locator): Promise<string | null> {
  const active = await combobox.getAttribute('aria-activedescendant');
  if (active === null) return null;
  return page.locator(`[id="${active}"]`).textContent();
}

/** Moves down the open list with the arrow key until the option named `name` is active. */
async function arrowTo(page: Page, combobox: Locator, name: RegExp) {
  const options = page.getByRole('listbox').getByRole('option');
  const count = await options.count();
  for (let step = 0; step < count; step += 1) {
    await combobox.press('ArrowDown');
    if (name.test((await activeOption(page, combobox)) ?? '')) return;
  }
  throw new Error(`no option ${String(name)} among ${String(count)}`);
}

test('초성 in the header box suggests the word; chosen with the keyboard, its results are marked; the open list passes axe', async () => {
  const page = await browser.newPage();
  await page.goto('/');
  const combobox = page.getByRole('combobox', { name: '제품 검색' });
  expect(await combobox.getAttribute('aria-expanded')).toBe('false');
  expect(await combobox.getAttribute('aria-autocomplete')).toBe('list');

  await combobox.pressSequentially('ㅎㅍㄱ');
  const listbox = page.getByRole('listbox', { name: '추천 검색어' });
  await expect
    .poll(() => listbox.getByRole('option', { name: '환풍기', exact: true }).count())
    .toBe(1);
  expect(await combobox.getAttribute('aria-expanded')).toBe('true');
  expect(await combobox.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
  const count = await listbox.getByRole('option').count();
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: '추천 검색어' }).textContent())
    .toContain(`추천 검색어 ${String(count)}개`);

  expect(await seriousViolations(page)).toEqual([]);

  // The focus stays in the box; the arrows move the active option, and Escape closes the list.
  await arrowTo(page, combobox, /^환풍기$/);
  const active = page.locator(
    `[id="${(await combobox.getAttribute('aria-activedescendant')) ?? ''}"]`,
  );
  expect(await active.getAttribute('aria-selected')).toBe('true');
  expect(await combobox.evaluate((element) => element === document.activeElement)).toBe(true);
  await combobox.press('Escape');
  expect(await combobox.getAttribute('aria-expanded')).toBe('false');
  expect(await combobox.getAttribute('aria-activedescendant')).toBeNull();
  expect(await combobox.inputValue()).toBe('ㅎㅍㄱ');
  await combobox.press('ArrowDown');
  expect(await combobox.getAttribute('aria-expanded')).toBe('true');

  await arrowTo(page, combobox, /^환풍기$/);
  await combobox.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('keyword') === '환풍기');
  const card = page.getByRole('link', { name: new RegExp(productName) });
  await card.waitFor();
  // Searched as typed: the typed word is marked in the name; no notice.
  expect(await card.locator('mark').allTextContents()).toContain('환풍기');
  expect(await page.getByText('검색 결과입니다').count()).toBe(0);
  expect(await page.getByRole('combobox', { name: '제품 검색' }).inputValue()).toBe('환풍기');
  await page.context().close();
});

test('a keyword typed in the wrong keyboard mode is searched as 환풍기, said above the results, with a link back to it as typed', async () => {
  const page = await browser.newPage();
  await page.goto('/');
  const combobox = page.getByRole('combobox', { name: '제품 검색' });
  await combobox.pressSequentially('ghksvndrl');
  await expect
    .poll(() => page.getByRole('option', { name: '환풍기', exact: true }).count())
    .toBe(1);
  // Enter without an active option searches for what is in the box.
  await combobox.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('keyword') === 'ghksvndrl');

  const notice = page.getByText('‘환풍기’ 검색 결과입니다.');
  await notice.waitFor();
  // Inside a live region that was there before the notice, so screen readers announce it.
  expect(await page.locator('[aria-live="polite"]').filter({ has: notice }).count()).toBe(1);
  const card = page.getByRole('link', { name: new RegExp(productName) });
  expect(await card.locator('mark').allTextContents()).toContain('환풍기');
  // The box keeps what the visitor typed.
  expect(await combobox.inputValue()).toBe('ghksvndrl');

  await page.getByRole('link', { name: '‘ghksvndrl’(으)로 검색' }).click();
  await page.waitForURL((url) => url.searchParams.get('literal') === 'true');
  await page.getByText('조건에 맞는 제품이 없습니다.').waitFor();
  expect(await page.getByText('검색 결과입니다').count()).toBe(0);
  expect(await combobox.inputValue()).toBe('ghksvndrl');
  await page.context().close();
});

test('a syllable still being composed (환ㅍ) suggests the product; Enter on it opens its page', async () => {
  const page = await browser.newPage();
  await page.goto('/');
  const combobox = page.getByRole('combobox', { name: '제품 검색' });
  await combobox.focus();
  // As a Korean input method types 환ㅍ: ㅎ, 화, 환 composed, 환 committed, ㅍ composing.
  const cdp = await page.context().newCDPSession(page);
  for (const text of ['ㅎ', '화', '환']) {
    await cdp.send('Input.imeSetComposition', { text, selectionStart: 1, selectionEnd: 1 });
  }
  await cdp.send('Input.insertText', { text: '환' });
  await cdp.send('Input.imeSetComposition', { text: 'ㅍ', selectionStart: 1, selectionEnd: 1 });
  expect(await combobox.inputValue()).toBe('환ㅍ');
  const product = page.getByRole('option', { name: new RegExp(`^${productName}`) });
  // Suggested while the ㅍ is still being composed.
  await expect.poll(() => product.count()).toBe(1);
  expect(await product.textContent()).toContain(CODE);

  await cdp.send('Input.insertText', { text: 'ㅍ' });
  await arrowTo(page, combobox, new RegExp(`^${productName}`));
  await combobox.press('Enter');
  await page.waitForURL((url) => url.pathname === `/product/detail/${String(data.productId)}`);
  await page.getByRole('heading', { level: 1, name: productName }).waitFor();
  await page.context().close();
});

test('in the mobile menu the box suggests too; a chosen word closes the menu on its results', async () => {
  const page = await browser.newPage({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const menu = page.getByRole('dialog', { name: '전체 메뉴' });
  const combobox = menu.getByRole('combobox', { name: '제품 검색' });
  await combobox.pressSequentially('ghksvn');
  await expect
    .poll(() => menu.getByRole('option', { name: '환풍기', exact: true }).count())
    .toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
  // Escape closes the list, not the menu; a second one clears the box; a third closes the menu.
  await combobox.press('Escape');
  expect(await combobox.getAttribute('aria-expanded')).toBe('false');
  await combobox.press('Escape');
  expect(await combobox.inputValue()).toBe('');
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(await menu.isVisible()).toBe(true);
  await combobox.press('Escape');
  await expect.poll(() => page.getByRole('dialog', { name: '전체 메뉴' }).count()).toBe(0);
  await page.getByRole('button', { name: '메뉴 열기' }).click();

  await combobox.pressSequentially('ㅎㅍㄱ');
  await expect
    .poll(() => menu.getByRole('option', { name: '환풍기', exact: true }).count())
    .toBe(1);
  await arrowTo(page, combobox, /^환풍기$/);
  await combobox.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('keyword') === '환풍기');
  await expect.poll(() => page.getByRole('dialog', { name: '전체 메뉴' }).count()).toBe(0);
  await page.getByRole('link', { name: new RegExp(productName) }).waitFor();
  await page.context().close();
});

test('without JavaScript the header box submits as before and the notice is in the rendered page', async () => {
  const page = await browser.newPage({ javaScript: false });
  await page.goto('/');
  const combobox = page.getByRole('combobox', { name: '제품 검색' });
  await combobox.fill('ghksvndrl');
  await combobox.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('keyword') === 'ghksvndrl');
  await page.getByText('‘환풍기’ 검색 결과입니다.').waitFor();
  const back = page.getByRole('link', { name: '‘ghksvndrl’(으)로 검색' });
  const href = new URL((await back.getAttribute('href')) ?? '', 'http://site');
  expect(href.pathname).toBe('/product/list');
  expect(Object.fromEntries(href.searchParams)).toEqual({ keyword: 'ghksvndrl', literal: 'true' });
  expect(
    await page
      .getByRole('link', { name: new RegExp(productName) })
      .locator('mark')
      .count(),
  ).toBeGreaterThan(0);
  await page.context().close();
});

test('staff add a synonym, see the term taken refused, edit and delete it; a search for the term finds its alternative', async () => {
  const page = await browser.newPage();
  const term = `바람개비${id}`;
  await signIn(page);
  await page.goto('/admin/synonym');
  await page.getByRole('heading', { level: 1, name: '검색 동의어' }).waitFor();

  await page.getByRole('button', { name: '동의어 추가' }).click();
  let form = page.getByRole('dialog', { name: '동의어 추가' });
  // The contract's checks, next to their fields.
  await form.getByRole('button', { name: '저장' }).click();
  await form.getByText('필수 항목입니다.').waitFor();
  await form.getByRole('textbox', { name: '검색어' }).fill(term);
  await form.getByRole('textbox', { name: '대체어' }).fill(`환풍기\n${term}`);
  await form.getByRole('button', { name: '저장' }).click();
  await form.getByText('대체어는 검색어와 달라야 하고').waitFor();
  await form.getByRole('textbox', { name: '대체어' }).fill('환풍기\n배기팬');
  await form.getByRole('button', { name: '저장' }).click();
  await expect.poll(() => page.getByRole('dialog', { name: '동의어 추가' }).count()).toBe(0);
  const row = page.getByRole('row').filter({ hasText: term });
  await row.waitFor();
  expect(await row.textContent()).toContain('환풍기, 배기팬');
  expect(await row.textContent()).toContain('한 방향');

  // The same term again: the server's refusal, under the term.
  await page.getByRole('button', { name: '동의어 추가' }).click();
  form = page.getByRole('dialog', { name: '동의어 추가' });
  await form.getByRole('textbox', { name: '검색어' }).fill(term);
  await form.getByRole('textbox', { name: '대체어' }).fill('송풍기');
  await form.getByRole('button', { name: '저장' }).click();
  await form.getByText('이 검색어의 동의어가 이미 있습니다.', { exact: false }).waitFor();
  await form.getByRole('button', { name: '취소' }).click();
  await expect.poll(() => page.getByRole('dialog', { name: '동의어 추가' }).count()).toBe(0);

  await row.getByRole('button', { name: `${term} 수정` }).click();
  form = page.getByRole('dialog', { name: '동의어 수정' });
  await form.getByRole('checkbox', { name: '양방향' }).check();
  await form.getByRole('button', { name: '저장' }).click();
  await expect.poll(() => page.getByRole('dialog', { name: '동의어 수정' }).count()).toBe(0);
  await expect.poll(() => row.textContent()).toContain('양방향');

  // A visitor's search for the term finds the product named with its alternative.
  const visitor = await browser.newPage();
  await visitor.goto(`/product/list?keyword=${encodeURIComponent(term)}`);
  const card = visitor.getByRole('link', { name: new RegExp(productName) });
  await card.waitFor();
  // A synonym is part of the search as typed (route literal): its words are marked, nothing said.
  expect(await card.locator('mark').allTextContents()).toContain('환풍기');
  expect(await visitor.getByText('검색 결과입니다.', { exact: false }).count()).toBe(0);
  await visitor.context().close();

  await row.getByRole('button', { name: `${term} 삭제` }).click();
  const confirm = page.getByRole('dialog', { name: '삭제할까요?' });
  await confirm.getByText(`‘${term}’을(를) 삭제합니다.`, { exact: false }).waitFor();
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect.poll(() => page.getByRole('row').filter({ hasText: term }).count()).toBe(0);
  await page.context().close();
});
