import type { SearchInsight } from '@app/contract/search-insight';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DESKTOP_BROWSER, api, apiToken, signIn, unique, useBrowser } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

const browser = useBrowser();

const id = unique();
// Trade words the catalogue does not use: one fixed with a synonym to the product's name, one
// linked to the product itself.
const TRADE_WORD = `뽐뿌${id}`;
const LINK_WORD = `양수기${id}`;
const productName = `원심 펌프 ${id}`;
const productCode = `CP-${id}`;
let data: { categoryId: number; productId: number };

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

beforeAll(async () => {
  const staff = api(await apiToken());
  const category = (await staff.post('/api/admin/v1/category', { name: `펌프 ${id}` })) as {
    id: number;
  };
  const product = (await staff.post('/api/admin/v1/product', {
    name: productName,
    code: productCode,
    categoryId: category.id,
    status: 'published',
  })) as { id: number };
  data = { categoryId: category.id, productId: product.id };
});

afterAll(async () => {
  const staff = api(await apiToken());
  const synonyms = (await staff.get('/api/admin/v1/search/synonyms')) as {
    id: number;
    term: string;
  }[];
  for (const synonym of synonyms.filter((s) => [TRADE_WORD, LINK_WORD].includes(s.term))) {
    await staff.delete(`/api/admin/v1/search/synonyms/${String(synonym.id)}`);
  }
  await staff.delete(`/api/admin/v1/product/${String(data.productId)}`);
  await staff.delete(`/api/admin/v1/category/${String(data.categoryId)}`);
});

test('staff see searches that found nothing, fix one with a synonym and link one to a product, and both then find it', async () => {
  // A visitor searches a word the catalogue does not have (a crawler's searches are not logged).
  const visitor = await browser.newPage({ userAgent: DESKTOP_BROWSER });
  for (const word of [TRADE_WORD, LINK_WORD]) {
    await visitor.goto(`/product/list?keyword=${encodeURIComponent(word)}`);
    await expect
      .poll(() => visitor.getByText('조건에 맞는 제품이 없습니다.').count())
      .toBeGreaterThan(0);
  }

  // The search is logged once the visitor has settled on it (10 s without typing on).
  const token = await apiToken();
  await expect
    .poll(
      async () => {
        const report = (await api(token).get(
          `/api/admin/v1/search/insight?from=${today()}&to=${today()}`,
        )) as SearchInsight;
        return report.empty.map((row) => row.searched);
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toEqual(expect.arrayContaining([TRADE_WORD, LINK_WORD]));

  const page = await browser.newPage();
  await signIn(page);
  // The admin home's digest lists the week's searches that found nothing, and leads on.
  await page.goto('/admin');
  const digest = page.getByRole('region', { name: '이번 주 검색 요약' });
  const notFound = digest.getByRole('region', { name: '찾지 못한 검색어' });
  await expect.poll(() => notFound.getByRole('listitem').count()).toBeGreaterThan(0);
  await digest.getByRole('link', { name: '검색 분석 보기' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('?days=7');
  await page.goto('/admin/search-insight?days=1');
  const todo = page.getByRole('table', { name: '결과가 없는 검색어 (할 일)' });
  const row = todo.getByRole('row').filter({ hasText: TRADE_WORD });
  await row.getByRole('button', { name: '동의어 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '동의어 추가' });
  await expect.poll(() => dialog.getByLabel('검색어').inputValue()).toBe(TRADE_WORD);
  await dialog.getByLabel('대체어').fill(id);
  await dialog.getByRole('button', { name: '저장' }).click();
  // Fixed: the query finds something now, so it leaves the to-do list.
  await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(0);

  expect(await seriousViolations(page)).toEqual([]);

  // The other word is linked to the product itself, found by its name in the picker.
  const linkRow = todo.getByRole('row').filter({ hasText: LINK_WORD });
  await linkRow.getByRole('button', { name: '제품 연결' }).click();
  const linkDialog = page.getByRole('dialog', { name: '제품에 연결' });
  await linkDialog.getByRole('button', { name: '제품 연결' }).click();
  await expect.poll(() => linkDialog.getByText('연결할 제품을 고르세요.').count()).toBe(1);
  await linkDialog.getByLabel('제품', { exact: true }).fill(productName);
  await page.getByRole('option', { name: `${productName} (${productCode})` }).click();
  await linkDialog.getByRole('button', { name: '제품 연결' }).click();
  await expect.poll(() => linkRow.count(), { timeout: 30_000 }).toBe(0);

  for (const word of [TRADE_WORD, LINK_WORD]) {
    await visitor.goto(`/product/list?keyword=${encodeURIComponent(word)}`);
    await expect.poll(() => visitor.getByText(productName).count()).toBeGreaterThan(0);
  }
});
