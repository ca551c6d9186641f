import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
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

/** The label the English site shows beside a page's main text that has no English version. */
const KOREAN_ONLY = 'Korean only';

/** Whether an element is outside every `lang="ko"` one: the label is English words. */
const outsideKorean = (element: Locator) =>
  element.evaluate((node) => node.closest('[lang="ko"]') === null);

/** The colour-contrast failures axe finds on the page as it is now. */
async function contrastProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => node.html));
}

/** A tag's attribute in raw HTML, found by another of its attributes (`property="og:title"`). */
const metaContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

test('the English site labels a product, card and post whose name or text is only in Korean "Korean only"; a translated one and the Korean site show no label', async () => {
  const id = unique();
  const client = api(await apiToken());
  const category = (await client.post('/api/admin/v1/category', {
    name: `음료 ${id}`,
    nameEn: `Drinks ${id}`,
  })) as { id: number };
  const koreanName = `배즙 ${id}`;
  const untranslated = (await client.post('/api/admin/v1/product', {
    name: koreanName,
    description: '<p>나주 배로 만든 배즙입니다.</p>',
    categoryId: category.id,
    status: 'published',
  })) as { id: number };
  const englishName = `Pear juice ${id}`;
  const translated = (await client.post('/api/admin/v1/product', {
    name: `배 주스 ${id}`,
    nameEn: englishName,
    description: '<p>나주 배로 만든 주스입니다.</p>',
    descriptionEn: '<p>Juice pressed from Naju pears.</p>',
    categoryId: category.id,
    status: 'published',
  })) as { id: number };

  // The product page: the label follows the Korean name and the Korean description's heading,
  // as English words beside the Korean text, never inside its lang="ko".
  const visitor = await browser.newPage();
  await visitor.goto(`/product/detail/${String(untranslated.id)}?lang=en`);
  const labels = visitor.getByRole('main').getByText(KOREAN_ONLY, { exact: true });
  await expect.poll(() => labels.count()).toBe(2);
  for (const label of await labels.all()) {
    expect(await label.isVisible()).toBe(true);
    expect(await outsideKorean(label)).toBe(true);
  }
  const heading = visitor.getByRole('heading', { level: 1, name: koreanName });
  expect(await heading.getAttribute('lang')).toBe('ko');
  expect(await contrastProblems(visitor)).toEqual([]);
  // The server writes it so: a browser without JavaScript shows it too.
  const rendered = await rawPage(`/product/detail/${String(untranslated.id)}?lang=en`);
  expect(rendered).toMatch(
    new RegExp(
      `<h1[^>]* lang="ko"[^>]*>${koreanName}</h1><span class="[^"]+">${KOREAN_ONLY}</span>`,
    ),
  );

  // A translated product has none (the one here is its related product's card); nor has the
  // Korean site, where nothing falls back.
  const cardOf = (name: string) => visitor.getByRole('link', { name: new RegExp(name) });
  await visitor.goto(`/product/detail/${String(translated.id)}?lang=en`);
  await visitor.getByRole('heading', { level: 1, name: englishName }).waitFor();
  expect(await visitor.getByText(KOREAN_ONLY).count()).toBe(1);
  expect(await cardOf(koreanName).getByText(KOREAN_ONLY).count()).toBe(1);
  const korean = await rawPage(`/product/detail/${String(untranslated.id)}`);
  expect(korean).toContain(koreanName);
  expect(korean).not.toContain(KOREAN_ONLY);
  expect(korean).not.toContain('한국어만');

  // In the list, only the card of the untranslated product carries the label.
  await visitor.goto(`/product/list?category=${String(category.id)}&lang=en`);
  await expect.poll(() => cardOf(koreanName).count()).toBe(1);
  expect(await cardOf(koreanName).getByText(KOREAN_ONLY, { exact: true }).isVisible()).toBe(true);
  expect(await cardOf(englishName).getByText(KOREAN_ONLY).count()).toBe(0);
  expect(await contrastProblems(visitor)).toEqual([]);

  // The home page's places: a Korean name is labelled; an address, never written in English,
  // is marked Korean.
  const koreanPlace = `나주 농장 ${id}`;
  await client.post('/api/admin/v1/place', { name: koreanPlace, address: '전라남도 나주시' });
  const englishPlace = `Naju farm ${id}`;
  await client.post('/api/admin/v1/place', { name: `나주 과수원 ${id}`, nameEn: englishPlace });
  await visitor.goto('/?lang=en');
  const placeOf = (name: string) => visitor.getByRole('listitem').filter({ hasText: name });
  await placeOf(koreanPlace).waitFor();
  expect(await placeOf(koreanPlace).getByText(KOREAN_ONLY, { exact: true }).isVisible()).toBe(true);
  expect(await placeOf(koreanPlace).getByText('전라남도 나주시').getAttribute('lang')).toBe('ko');
  expect(await placeOf(englishPlace).getByText(KOREAN_ONLY).count()).toBe(0);

  // A board's posts alike: its list row, and the post itself.
  const board = (await client.post('/api/admin/v1/board', {
    name: `소식 ${id}`,
    nameEn: `News ${id}`,
    slug: `english-${id}`,
  })) as { id: number };
  const koreanTitle = `설 연휴 안내 ${id}`;
  const koreanPost = (await client.post('/api/admin/v1/post', {
    boardId: board.id,
    title: koreanTitle,
    content: '<p>연휴에는 쉽니다.</p>',
  })) as { id: number };
  const englishTitle = `Holiday hours ${id}`;
  const halfPost = (await client.post('/api/admin/v1/post', {
    boardId: board.id,
    title: `휴무 안내 ${id}`,
    titleEn: englishTitle,
    content: '<p>연휴에는 쉽니다.</p>',
  })) as { id: number };
  await visitor.goto(`/board/${String(board.id)}?lang=en`);
  const rowOf = (title: string) => visitor.getByRole('row').filter({ hasText: title });
  await rowOf(koreanTitle).waitFor();
  const rowLabel = rowOf(koreanTitle).getByText(KOREAN_ONLY, { exact: true });
  expect(await rowLabel.isVisible()).toBe(true);
  expect(await outsideKorean(rowLabel)).toBe(true);
  expect(await rowOf(koreanTitle).getByRole('link', { name: koreanTitle }).count()).toBe(1);
  expect(await rowOf(englishTitle).getByText(KOREAN_ONLY).count()).toBe(0);
  expect(await contrastProblems(visitor)).toEqual([]);

  // A Korean title is labelled beside it; an English title over Korean text, above the text.
  await visitor.goto(`/board/view/${String(koreanPost.id)}?lang=en`);
  await visitor.getByRole('heading', { level: 1, name: koreanTitle }).waitFor();
  expect(await visitor.getByRole('main').getByText(KOREAN_ONLY).count()).toBe(1);
  await visitor.goto(`/board/view/${String(halfPost.id)}?lang=en`);
  await visitor.getByRole('heading', { level: 1, name: englishTitle }).waitFor();
  const textLabel = visitor.getByRole('main').getByText(KOREAN_ONLY, { exact: true });
  expect(await textLabel.count()).toBe(1);
  expect(await outsideKorean(textLabel)).toBe(true);
  const below = await visitor.getByText('연휴에는 쉽니다.').boundingBox();
  expect((await textLabel.boundingBox())?.y).toBeLessThan(below?.y ?? 0);
  expect(await rawPage(`/board/view/${String(koreanPost.id)}`)).not.toContain(KOREAN_ONLY);
  await visitor.context().close();
});

test('an English company page whose title is only in Korean is labelled, and its tab, <title> and og:title use the English name of the page', async () => {
  const client = api(await apiToken());
  const stored = (await client.get('/api/admin/v1/page/patent')) as {
    title: string;
    titleEn: string | null;
    content: string;
    contentEn: string | null;
    metaDescription: string;
    metaDescriptionEn: string | null;
  };
  const koreanTitle = '특허·인증';
  try {
    // Staff keep the page in Korean alone.
    await client.put('/api/admin/v1/page/patent', {
      title: koreanTitle,
      content: '<h2>제1조 (목적)</h2><p>이 약관은 사이트 이용에 관한 사항을 정합니다.</p>',
      titleEn: '',
      contentEn: '',
      metaDescriptionEn: '',
    });
    const visitor = await browser.newPage();
    await visitor.goto('/patent?lang=en');
    const heading = visitor.getByRole('heading', { level: 1, name: koreanTitle });
    await heading.waitFor();
    expect(await heading.getAttribute('lang')).toBe('ko');
    const label = visitor.getByText(KOREAN_ONLY, { exact: true });
    expect(await label.count()).toBe(1);
    expect(await label.isVisible()).toBe(true);
    expect(await outsideKorean(label)).toBe(true);
    // On the page's dark band too, the label reads.
    expect(await contrastProblems(visitor)).toEqual([]);
    // The tab names the page in the interface's English, not half in Korean.
    const title = await visitor.title();
    expect(title).toMatch(/^Patents and certifications \| /);
    expect(title).not.toMatch(/[가-힣]/);
    const rendered = await rawPage('/patent?lang=en');
    expect(rendered).toContain(`<title>${title}</title>`);
    expect(metaContent(rendered, 'og:title')).toBe(title);
    expect(rendered).toContain(KOREAN_ONLY);

    // The Korean site names it in Korean, with no label.
    const koreanPage = await rawPage('/patent');
    expect(koreanPage).toMatch(/<title>특허·인증 \| [^<]+<\/title>/);
    expect(koreanPage).not.toContain(KOREAN_ONLY);

    // An English title over Korean text: the tab is the page's own title, the label above the text.
    await client.put('/api/admin/v1/page/patent', {
      title: koreanTitle,
      titleEn: 'Website terms',
      content: '<p>이 약관은 사이트 이용에 관한 사항을 정합니다.</p>',
    });
    await visitor.goto('/patent?lang=en');
    await visitor.getByRole('heading', { level: 1, name: 'Website terms' }).waitFor();
    expect(await visitor.title()).toMatch(/^Website terms \| /);
    const textLabel = visitor.getByText(KOREAN_ONLY, { exact: true });
    expect(await textLabel.count()).toBe(1);
    expect(await outsideKorean(textLabel)).toBe(true);

    // A page in English has no label.
    await visitor.goto('/smart?lang=en');
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    expect(await visitor.title()).toMatch(/^Smart solutions \| /);
    expect(await visitor.getByText(KOREAN_ONLY).count()).toBe(0);
    await visitor.context().close();
  } finally {
    await client.put('/api/admin/v1/page/patent', {
      title: stored.title,
      titleEn: stored.titleEn ?? '',
      content: stored.content,
      contentEn: stored.contentEn ?? '',
      metaDescription: stored.metaDescription,
      metaDescriptionEn: stored.metaDescriptionEn ?? '',
    });
  }
});

test('an English visitor stays on the English site through every redirect', async () => {
  // The server's: a path in its one form, and a product page without a product.
  const redirectOf = async (path: string) => {
    const res = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
    return [res.status, res.headers.get('location')];
  };
  expect(await redirectOf('/Privacy/?lang=en')).toEqual([301, '/privacy?lang=en']);
  expect(await redirectOf('/product/detail/?lang=en')).toEqual([301, '/product/detail?lang=en']);
  expect(await redirectOf('/product/detail?lang=en')).toEqual([302, '/product/list?lang=en']);

  const inEnglish = (path: string) => (url: URL) =>
    url.pathname === path && url.searchParams.get('lang') === 'en';
  // An inquiry written in English ends on its confirmation in English, with JavaScript…
  const visitor = await browser.newPage();
  const write = async (page: Page, title: string) => {
    await page.goto('/inquiries?lang=en');
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: /^Message/ }).fill('When will the valves arrive?');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Kim');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('kim@example.com');
    await page.getByRole('textbox', { name: /^Password/ }).fill('pass1234');
    await page.getByLabel(/^I agree/).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL((url) => /^\/inquiries\/done\/\d+$/.test(url.pathname));
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    return /\/inquiries\/done\/(\d+)/.exec(page.url())?.[1] ?? '';
  };
  const id = await write(visitor, `Delivery date ${unique()}`);
  // …and without.
  const noScript = await browser.newPage({ javaScript: false });
  await write(noScript, `Delivery date ${unique()}`);
  await noScript.context().close();

  // Opening it leads to its password; the password to it; editing to the password again in a
  // new tab; deleting it to the list: all in English.
  await visitor.goto(`/inquiries/view/${id}?lang=en`);
  await visitor.waitForURL(inEnglish(`/inquiries/view/${id}/secret`));
  await visitor.getByRole('textbox', { name: 'Password' }).fill('pass1234');
  await visitor.getByRole('button', { name: 'Confirm' }).click();
  await visitor.waitForURL(inEnglish(`/inquiries/view/${id}`));
  const other = await browser.newPage();
  await other.goto(`/inquiries/${id}?lang=en`);
  await other.waitForURL(inEnglish(`/inquiries/view/${id}/secret`));
  expect(new URL(other.url()).searchParams.get('mode')).toBe('manage');
  await other.context().close();
  await visitor.getByRole('button', { name: 'Delete', exact: true }).click();
  await visitor.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await visitor.waitForURL(inEnglish('/inquiries/list'));
  await visitor.context().close();
});
