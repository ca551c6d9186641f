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

test('staff enter two spec rows, one without its English value; the English page shows both, the Korean value marked as Korean', async () => {
  const id = unique();
  const client = api(await apiToken());
  const categoryName = `사양 ${id}`;
  await client.post('/api/admin/v1/category', { name: categoryName });
  const name = `황동 볼밸브 ${id}`;

  const staff = await browser.newPage();
  await signIn(staff);
  await staff.goto('/admin/product');
  await staff.getByRole('button', { name: '제품 등록' }).click();
  const form = staff.getByRole('dialog', { name: '제품 등록' });
  await form.getByRole('textbox', { name: '이름', exact: true }).fill(name);
  await form.getByRole('textbox', { name: '이름 (영문)' }).fill(`Brass ball valve ${id}`);
  await form.getByLabel('카테고리').selectOption({ label: categoryName });
  const addSpec = form.getByRole('button', { name: '사양 추가', exact: true });
  await addSpec.click();
  await addSpec.click();
  // One row holds both languages of a spec.
  const field = (row: number, part: string) =>
    form.getByRole('textbox', { name: `${String(row)}번째 사양 ${part}`, exact: true });
  await field(1, '항목').fill('원산지');
  await field(1, '항목 (영문)').fill('Origin');
  await field(2, '항목').fill('압력');
  await field(2, '내용').fill('10bar');
  await field(2, '항목 (영문)').fill('Pressure');
  await field(2, '내용 (영문)').fill('10 bar');

  // A Korean part left empty is named by row and part, and its field marked.
  await form.getByRole('button', { name: '저장' }).click();
  await expect
    .poll(() =>
      form
        .getByRole('alert')
        .filter({ hasText: '1번째 사양의 한국어 내용을 입력해 주세요.' })
        .count(),
    )
    .toBe(1);
  expect(await field(1, '내용').getAttribute('aria-invalid')).toBe('true');
  await field(1, '내용').fill('나주');
  // The empty English value shows what the English site will show instead: the Korean.
  expect(await field(1, '내용 (영문)').getAttribute('placeholder')).toBe('나주');
  expect(await form.getByText('비우면 한국어로 표시').count()).toBe(4);

  // Moving a row moves both of its languages: the pressure row goes first.
  await form.getByRole('button', { name: '압력 순서 바꾸기' }).focus();
  for (const key of ['Space', 'ArrowUp', 'Space']) {
    await staff.keyboard.press(key);
    await staff.waitForTimeout(300);
  }
  await expect.poll(() => field(1, '항목').inputValue()).toBe('압력');
  expect(await field(1, '내용 (영문)').inputValue()).toBe('10 bar');
  expect(await field(2, '항목 (영문)').inputValue()).toBe('Origin');

  // A new product is a draft: the confirmation says visitors do not see it.
  await form.getByRole('button', { name: '저장' }).click();
  await expect
    .poll(() => staff.getByText('저장했습니다. 비공개 상태라 방문자에게 보이지 않습니다.').count())
    .toBe(1);
  // Opened again, the rows are as saved, in their new order.
  await staff.getByRole('button', { name, exact: true }).click();
  const edit = staff.getByRole('dialog', { name: '제품 수정' });
  const saved = edit.getByRole('textbox', { name: '2번째 사양 항목 (영문)', exact: true });
  await expect.poll(() => saved.count()).toBe(1);
  expect(await saved.inputValue()).toBe('Origin');
  const productId = new URL(staff.url()).searchParams.get('edit') ?? '';
  const published = edit.getByRole('radio', { name: '공개', exact: true });
  await edit.locator(`label[for="${(await published.getAttribute('id')) ?? ''}"]`).click();
  await edit.getByRole('button', { name: '저장' }).click();
  await expect.poll(() => staff.getByText('저장했습니다.', { exact: true }).count()).toBe(1);
  await staff.context().close();

  // Every row is on the English page; the value without English is the Korean one, marked.
  const visitor = await browser.newPage();
  await visitor.goto(`/product/detail/${productId}?lang=en`);
  const table = visitor.getByRole('table', { name: 'Specifications' });
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  const pressure = table.getByRole('row', { name: /Pressure/ });
  expect(await pressure.getByRole('cell').textContent()).toBe('10 bar');
  expect(await pressure.getByRole('cell').getAttribute('lang')).toBeNull();
  const origin = table.getByRole('row', { name: /Origin/ });
  expect(await origin.getByRole('rowheader').getAttribute('lang')).toBeNull();
  expect(await origin.getByRole('cell').textContent()).toBe('나주');
  expect(await origin.getByRole('cell').getAttribute('lang')).toBe('ko');
  await visitor.context().close();
});
