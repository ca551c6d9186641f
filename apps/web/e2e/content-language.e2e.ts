import { expect, test } from 'vitest';
import { api, apiToken, baseURL, signIn, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

/** The page as a search engine gets it: the server's HTML alone. */
const rawPage = async (path: string) => (await fetch(`${baseURL()}${path}`)).text();

/** The schema.org Product a page's JSON-LD describes. */
function productJsonLd(html: string): Record<string, unknown> | undefined {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>)
    .find((item) => item['@type'] === 'Product');
}

test('staff give a product an English name; an English visitor finds it by that name, and sees Korean-only content marked as Korean', async () => {
  const id = unique();
  const client = api(await apiToken());
  const category = (await client.post('/api/admin/v1/category', { name: `배 ${id}` })) as {
    id: number;
  };
  const koreanName = `신고배 ${id}`;
  const englishName = `Singo pear ${id}`;
  const summary = `아삭한 신고배 ${id}`;
  const translated = (await client.post('/api/admin/v1/product', {
    name: koreanName,
    summary,
    categoryId: category.id,
    status: 'published',
  })) as { id: number };
  const untranslatedName = `배즙 ${id}`;
  const untranslated = (await client.post('/api/admin/v1/product', {
    name: untranslatedName,
    categoryId: category.id,
    status: 'published',
  })) as { id: number };

  // Staff write the English name beside the Korean one.
  const staff = await browser.newPage();
  await signIn(staff);
  await staff.goto(`/admin/product?edit=${String(translated.id)}`);
  const form = staff.getByRole('dialog', { name: '제품 수정' });
  const englishField = form.getByLabel('이름 (영문)');
  await expect.poll(() => englishField.count()).toBe(1);
  expect(await form.getByRole('textbox', { name: '이름', exact: true }).inputValue()).toBe(
    koreanName,
  );
  await englishField.fill(englishName);
  await form.getByRole('button', { name: '저장' }).click();
  await expect.poll(() => staff.getByText('저장했습니다.').count()).toBe(1);

  // A visitor reading the English site searches for it by its English name.
  const visitor = await browser.newPage();
  await visitor.goto('/?lang=en');
  const box = visitor.getByRole('search').first().getByRole('combobox');
  await box.fill(`pear ${id}`);
  await box.press('Enter');
  await visitor.waitForURL(
    (url) => url.pathname === '/product/list' && url.searchParams.get('lang') === 'en',
  );
  const card = visitor.getByRole('link', { name: new RegExp(englishName) });
  await expect.poll(() => card.count()).toBe(1);
  await card.click();
  await visitor.waitForURL((url) => url.pathname === `/product/detail/${String(translated.id)}`);
  const heading = visitor.getByRole('heading', { level: 1, name: englishName });
  await expect.poll(() => heading.count()).toBe(1);
  expect(await heading.getAttribute('lang')).toBeNull();
  // No site name given: the site names itself for what it is, not for any company.
  expect(await visitor.title()).toBe(`${englishName} | Product catalogue`);
  // Its summary has no English version: it shows in Korean, marked so.
  expect(await visitor.getByText(summary).getAttribute('lang')).toBe('ko');

  // The server renders the English page alike, names it in English for search engines, and
  // lists it as the Korean page's alternate.
  const englishPage = await rawPage(`/product/detail/${String(translated.id)}?lang=en`);
  expect(englishPage).toContain(`<title>${englishName} | Product catalogue</title>`);
  expect(productJsonLd(englishPage)).toMatchObject({ name: englishName });
  expect(englishPage).toContain('hreflang="en"');
  expect(await rawPage(`/product/detail/${String(translated.id)}`)).toContain('hreflang="en"');

  // A product without an English version shows its Korean name, marked as Korean, and has no
  // English alternate.
  await visitor.goto(`/product/detail/${String(untranslated.id)}?lang=en`);
  const koreanHeading = visitor.getByRole('heading', { level: 1, name: untranslatedName });
  await expect.poll(() => koreanHeading.count()).toBe(1);
  expect(await koreanHeading.getAttribute('lang')).toBe('ko');
  const koreanOnly = await rawPage(`/product/detail/${String(untranslated.id)}?lang=en`);
  expect(koreanOnly).toMatch(new RegExp(`<h1[^>]* lang="ko"[^>]*>${untranslatedName}</h1>`));
  expect(koreanOnly).not.toContain('hreflang="en"');
});
