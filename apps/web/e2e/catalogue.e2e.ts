import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { api, apiToken, expectCard, signIn, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

async function png(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const productLinks = 'main a[href^="/product/detail/"]';

test('staff create a category, a place and a product with two uploaded pictures; a visitor finds it by a Korean keyword', async () => {
  const page = await browser.newPage();
  const id = unique();
  const categoryName = `과일 ${id}`;
  const placeName = `청송 농장 ${id}`;
  const productName = `꿀사과 선물세트 ${id}`;
  const productCode = `AP-${id.toUpperCase()}`;
  await signIn(page);

  await page.goto('/admin/category');
  await page.getByRole('button', { name: '카테고리 추가', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: '이름', exact: true })
    .fill(categoryName);
  await page.getByRole('dialog').getByRole('button', { name: '저장' }).click();
  await expect.poll(() => page.getByText(categoryName, { exact: true }).count()).toBe(1);

  await page.goto('/admin/place');
  await page.getByRole('button', { name: '장소 추가' }).click();
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: '이름', exact: true })
    .fill(placeName);
  await page.getByRole('dialog').getByLabel('지역').fill('경북');
  await page.getByRole('dialog').getByRole('button', { name: '저장' }).click();
  await expect.poll(() => page.getByText(placeName, { exact: true }).count()).toBe(1);

  await page.goto('/admin/product');
  await page.getByRole('button', { name: '제품 등록' }).click();
  const form = page.getByRole('dialog', { name: '제품 등록' });
  await form.getByRole('textbox', { name: '이름', exact: true }).fill(productName);
  await form.getByLabel('품번').fill(productCode);
  await form.getByLabel('요약', { exact: true }).fill('아삭하고 달콤한 청송 사과');
  await form.getByLabel('카테고리').selectOption({ label: categoryName });
  await form.getByLabel('장소').selectOption({ label: placeName });
  await form.getByRole('button', { name: '사양 추가', exact: true }).click();
  await form.getByLabel('1번째 사양 항목', { exact: true }).fill('중량');
  await form.getByLabel('1번째 사양 내용', { exact: true }).fill('5kg');

  await form.getByRole('button', { name: '사진 추가' }).click();
  const picker = page.getByRole('dialog', { name: '이미지 선택' });
  await picker.getByRole('tab', { name: '새로 올리기' }).click();
  await picker.locator('input[type=file]').setInputFiles([
    { name: `apple-${id}.png`, mimeType: 'image/png', buffer: await png(640, 480) },
    { name: `box-${id}.png`, mimeType: 'image/png', buffer: await png(480, 480) },
  ]);
  await expect
    .poll(() => picker.getByText('완료', { exact: true }).count(), { timeout: 30_000 })
    .toBe(2);
  await expect.poll(() => picker.getByText('2개 선택됨').count()).toBe(1);
  await picker.getByRole('button', { name: '선택 완료' }).click();
  await expect.poll(() => form.getByRole('img', { name: /번째 사진$/ }).count()).toBe(2);

  // A segmented control: its radio is visually hidden, and people click the segment's label.
  const published = form.getByRole('radio', { name: '공개', exact: true });
  await form.locator(`label[for="${(await published.getAttribute('id')) ?? ''}"]`).click();
  expect(await published.isChecked()).toBe(true);
  await form.getByRole('button', { name: '저장' }).click();
  await expect.poll(() => page.getByRole('dialog', { name: '제품 등록' }).count()).toBe(0);
  await expect.poll(() => page.getByText('저장했습니다.').count()).toBe(1);
  await expect.poll(() => page.getByRole('button', { name: productName }).count()).toBe(1);
  expect(await page.getByRole('cell', { name: productCode }).count()).toBe(1);
  // Saved like an edit: the form closes for good, and going back does not reopen it empty.
  await page.goBack();
  expect(new URL(page.url()).searchParams.get('edit')).toBeNull();
  expect(await page.getByRole('dialog', { name: '제품 등록' }).count()).toBe(0);

  // The place is in use now: deleting it is refused with the number of products.
  await page.goto('/admin/place');
  await page.getByRole('button', { name: `${placeName} 삭제` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  await expect
    .poll(() => page.getByRole('alert').filter({ hasText: '제품 1개가 이 장소를 사용' }).count())
    .toBe(1);

  // A visitor searches from the header box with a Korean keyword and opens the product.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  const box = visitor.getByRole('search').first().getByRole('combobox');
  await box.fill('꿀사과');
  await box.press('Enter');
  await visitor.waitForURL((url) => url.pathname === '/product/list');
  const card = visitor.getByRole('link', { name: new RegExp(productName) });
  await expect.poll(() => card.count()).toBe(1);
  await card.click();
  await visitor.waitForURL((url) => /^\/product\/detail\/\d+$/.test(url.pathname));
  await expect
    .poll(() => visitor.getByRole('heading', { level: 1, name: productName }).count())
    .toBe(1);
  expect(await visitor.title()).toContain(productName);
  expect(await visitor.getByRole('rowheader', { name: '중량' }).count()).toBe(1);
  const productId = new URL(visitor.url()).pathname.split('/').at(-1);
  expect(await visitor.getByRole('link', { name: '이 제품 문의하기' }).getAttribute('href')).toBe(
    `/inquiries?productId=${productId ?? ''}`,
  );
  expect(await visitor.getByRole('button', { name: /번째 사진 보기/ }).count()).toBe(2);
  expect(await visitor.getByText(`품번: ${productCode}`).count()).toBe(1);
  // The enlarged picture is a dialog loaded on first use.
  await visitor.getByRole('button', { name: '사진 크게 보기' }).click();
  const zoom = visitor.getByRole('dialog', { name: `${productName} 사진` });
  await expect.poll(() => zoom.locator('img').count()).toBe(1);
  // It pages through every picture: arrow keys, buttons and a swipe, and enlarges further.
  const position = () => zoom.getByText(/^\d \/ 2$/).textContent();
  const shown = () => zoom.locator('img').getAttribute('src');
  expect(await position()).toBe('1 / 2');
  const first = await shown();
  await visitor.keyboard.press('ArrowRight');
  await expect.poll(position).toBe('2 / 2');
  expect(await shown()).not.toBe(first);
  await zoom.getByRole('button', { name: '다음 사진' }).click();
  await expect.poll(position).toBe('1 / 2');
  const stage = await zoom.locator('img').boundingBox();
  if (stage === null) throw new Error('the picture has no box');
  const middle = { x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 };
  await visitor.mouse.move(middle.x + 60, middle.y);
  await visitor.mouse.down();
  await visitor.mouse.move(middle.x - 60, middle.y, { steps: 5 });
  await visitor.mouse.up();
  await expect.poll(position).toBe('2 / 2');
  await zoom.getByRole('button', { name: '더 크게' }).click();
  await expect
    .poll(() => zoom.locator('img').evaluate((img) => img.style.transform))
    .toMatch(/^scale\(2\)/);
  await visitor.keyboard.press('Escape');
  await expect.poll(() => zoom.count()).toBe(0);
  // The page shows the picture the visitor ended on.
  expect(
    await visitor.getByRole('button', { name: '2번째 사진 보기' }).getAttribute('aria-pressed'),
  ).toBe('true');

  // The code, typed in any case, finds the product first.
  await visitor.goto(`/product/list?keyword=${productCode.toLowerCase()}`);
  await expect.poll(() => visitor.locator(productLinks).count()).toBeGreaterThan(0);
  expect(await visitor.locator(productLinks).first().textContent()).toContain(productName);
});

test('the product list shows 20 a page above 1500 px and 10 below, with working pagination', async () => {
  const token = await apiToken();
  const client = api(token);
  const category = (await client.post('/api/admin/v1/category', {
    name: `페이지 ${unique()}`,
  })) as {
    id: number;
  };
  for (let i = 1; i <= 25; i += 1) {
    await client.post('/api/admin/v1/product', {
      name: `페이지 시험 상품 ${String(i).padStart(2, '0')}`,
      categoryId: category.id,
      status: 'published',
    });
  }
  const list = `/product/list?category=${String(category.id)}`;

  const wide = await browser.newPage({ width: 1600, height: 1000 });
  await wide.goto(list);
  await expect.poll(() => wide.locator(productLinks).count()).toBe(20);
  const widePager = wide.getByRole('navigation', { name: '페이지' });
  expect(await widePager.getByRole('link', { name: '이전 페이지' }).isDisabled()).toBe(true);
  await widePager.getByRole('link', { name: '2', exact: true }).click();
  await wide.waitForURL((url) => url.searchParams.get('page') === '2');
  await expect.poll(() => wide.locator(productLinks).count()).toBe(5);
  expect(await widePager.getByRole('link', { name: '다음 페이지' }).isDisabled()).toBe(true);

  const narrow = await browser.newPage({ width: 1200, height: 900 });
  await narrow.goto(list);
  await expect.poll(() => narrow.locator(productLinks).count()).toBe(10);
  const pager = narrow.getByRole('navigation', { name: '페이지' });
  expect(await pager.getByRole('link', { name: '3', exact: true }).count()).toBe(1);
  await pager.getByRole('link', { name: '마지막 페이지' }).click();
  await narrow.waitForURL((url) => url.searchParams.get('page') === '3');
  await expect.poll(() => narrow.locator(productLinks).count()).toBe(5);
  expect(await pager.getByRole('link', { name: '마지막 페이지' }).isDisabled()).toBe(true);
  await pager.getByRole('link', { name: '첫 페이지' }).click();
  await narrow.waitForURL((url) => url.searchParams.get('page') === null);
  await expect.poll(() => narrow.locator(productLinks).count()).toBe(10);
});

test("Back and the product page's 목록으로 return to the list's page, filters and scroll position", async () => {
  const client = api(await apiToken());
  const category = (await client.post('/api/admin/v1/category', {
    name: `돌아가기 ${unique()}`,
  })) as { id: number };
  for (let i = 1; i <= 24; i += 1) {
    await client.post('/api/admin/v1/product', {
      name: `돌아가기 상품 ${String(i).padStart(2, '0')}`,
      categoryId: category.id,
      status: 'published',
    });
  }
  // A phone: ten a page, one card a row, so the list is long.
  const page = await browser.newPage({ width: 390, height: 700 });
  await page.goto(`/product/list?category=${String(category.id)}&sort=name&page=2`);
  await expect.poll(() => page.locator(productLinks).count()).toBe(10);
  const last = page.locator(productLinks).last();
  await last.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => window.scrollY > 500);
  const scrolled = await page.evaluate(() => window.scrollY);
  const listUrl = page.url();
  // Clicked where it is: Playwright's own click may scroll it further first.
  const open = () =>
    last.evaluate((link: HTMLElement) => {
      link.click();
    });

  // Back from a product returns to the same place in the list.
  await open();
  await page.waitForURL((url) => url.pathname.startsWith('/product/detail/'));
  await page.waitForFunction(() => window.scrollY === 0);
  await page.goBack();
  await page.waitForURL(listUrl);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

  // So does 목록으로, and after a related product it still leads to the filtered list.
  await open();
  await page.waitForURL((url) => url.pathname.startsWith('/product/detail/'));
  await page.getByRole('link', { name: '목록으로' }).click();
  await page.waitForURL(listUrl);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.locator(productLinks).first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/product/detail/'));
  const related = page
    .getByRole('region', { name: '같은 분류의 제품' })
    .locator('a[href^="/product/detail/"]')
    .first();
  await related.click();
  await page.waitForURL((url) => url.pathname.startsWith('/product/detail/'));
  await page.getByRole('link', { name: '목록으로' }).click();
  await page.waitForURL(listUrl);
  await page.context().close();
});

test('an empty result says so and offers to clear the filters; unknown products are not found', async () => {
  const page = await browser.newPage();
  await page.goto(`/product/list?keyword=${encodeURIComponent(`없는제품${unique()}`)}`);
  await expect.poll(() => page.getByText('조건에 맞는 제품이 없습니다.').count()).toBe(1);
  await page.getByRole('link', { name: '필터 지우기' }).click();
  await page.waitForURL((url) => url.pathname === '/product/list' && url.search === '');

  await page.goto('/product/detail/999999');
  await expect.poll(() => page.getByRole('heading', { name: /404/ }).count()).toBe(1);
  await page.goto('/product/detail');
  await page.waitForURL((url) => url.pathname === '/product/list');
});

test('staff reorder places from the keyboard, and the product form warns before unsaved changes are lost', async () => {
  const token = await apiToken();
  const client = api(token);
  const id = unique();
  const first = (await client.post('/api/admin/v1/place', { name: `순서 가 ${id}` })) as {
    id: number;
  };
  const second = (await client.post('/api/admin/v1/place', { name: `순서 나 ${id}` })) as {
    id: number;
  };
  const page = await browser.newPage();
  await signIn(page);
  await page.goto('/admin/place');
  const handle = page.getByRole('button', { name: `순서 나 ${id} 순서 바꾸기` });
  await handle.focus();
  // dnd-kit measures between key presses: lift, move one place up, drop.
  for (const key of ['Space', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(300);
  }
  await expect
    .poll(async () => {
      const places = (await client.get('/api/data/v1/place')) as { id: number }[];
      const ids = places.map((p) => p.id);
      return ids.indexOf(second.id) < ids.indexOf(first.id);
    })
    .toBe(true);

  await page.goto('/admin/product');
  await page.getByRole('button', { name: '제품 등록' }).click();
  const form = page.getByRole('dialog', { name: '제품 등록' });
  await form.getByRole('textbox', { name: '이름', exact: true }).fill('저장 안 한 제품');
  // Going back asks first; staying keeps the form and what was typed.
  await page.goBack();
  const warning = page.getByRole('dialog', { name: '저장하지 않은 변경 사항' });
  await expect.poll(() => warning.count()).toBe(1);
  await warning.getByRole('button', { name: '계속 편집' }).click();
  expect(new URL(page.url()).searchParams.get('edit')).toBe('new');
  expect(await form.getByRole('textbox', { name: '이름', exact: true }).inputValue()).toBe(
    '저장 안 한 제품',
  );
  // Closing the form asks too; leaving drops the changes.
  await form.getByRole('button', { name: '닫기' }).click();
  await warning.getByRole('button', { name: '나가기' }).click();
  await page.waitForURL((url) => url.searchParams.get('edit') === null);
  await expect.poll(() => page.getByRole('dialog', { name: '제품 등록' }).count()).toBe(0);
});

test('a category form asks before typed work is lost, but not once the typing is undone', async () => {
  const page = await browser.newPage();
  await signIn(page);
  await page.goto('/admin/place');
  await page
    .getByRole('navigation', { name: '관리자 메뉴' })
    .getByRole('link', { name: '카테고리', exact: true })
    .click();
  await page.getByRole('button', { name: '카테고리 추가', exact: true }).click();
  const name = page
    .getByRole('dialog', { name: '카테고리 추가' })
    .getByRole('textbox', { name: '이름', exact: true });
  await name.fill('저장 안 한 카테고리');
  // Going back from under the dialog asks first; staying keeps the page and the text.
  await page.goBack();
  const warning = page.getByRole('dialog', { name: '저장하지 않은 변경 사항' });
  await warning.waitFor();
  await warning.getByRole('button', { name: '계속 편집' }).click();
  await warning.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/admin/category');
  expect(await name.inputValue()).toBe('저장 안 한 카테고리');
  // The field is as it started: nothing to lose, so going back just goes.
  await name.fill('');
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/admin/place');
  expect(await warning.count()).toBe(0);
});

test('staff export the filtered product table as a spreadsheet', async () => {
  const client = api(await apiToken());
  const tag = unique();
  const category = (await client.post('/api/admin/v1/category', { name: `내보내기 ${tag}` })) as {
    id: number;
  };
  for (const [name, code] of [
    [`내보내기 밸브 ${tag}`, `EX-${tag}-1`],
    [`내보내기 펌프 ${tag}`, null],
  ] as const) {
    await client.post('/api/admin/v1/product', { name, code, categoryId: category.id });
  }
  const page = await browser.newPage();
  await signIn(page);
  await page.goto(`/admin/product?keyword=${encodeURIComponent(tag)}`);
  await page.getByRole('button', { name: '내보내기', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^products-\d{8}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  const names = [2, 3].map((n) => sheet?.getRow(n).getCell(3).text).sort();
  expect(names).toEqual([`내보내기 밸브 ${tag}`, `내보내기 펌프 ${tag}`]);
  expect(sheet?.rowCount).toBe(3);
  await page.context().close();
});

test('at a phone’s width the staff product table shows each product as a card that opens, selects and sorts', async () => {
  const client = api(await apiToken());
  const tag = unique();
  const category = (await client.post('/api/admin/v1/category', { name: `전화 ${tag}` })) as {
    id: number;
  };
  const name = `스테인리스 위생 배관용 볼밸브 25A 클램프형 ${tag}`;
  const code = `PH-${tag}`;
  await client.post('/api/admin/v1/product', {
    name,
    code,
    categoryId: category.id,
    status: 'published',
  });
  await client.post('/api/admin/v1/product', {
    name: `가 ${tag}`,
    categoryId: category.id,
  });

  const phone = await browser.newPage({ width: 390, height: 844 });
  await signIn(phone);
  await phone.goto(`/admin/product?keyword=${encodeURIComponent(tag)}`);
  await phone.getByRole('row').filter({ hasText: name }).waitFor();
  await expectCard(
    phone,
    name,
    [code, `전화 ${tag}`, '공개', /^\d{4}\. \d{1,2}\. \d{1,2}\. /],
    'button',
  );
  // Nothing is pushed past the screen's edge.
  expect(
    await phone.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);

  // The header's sort buttons are hidden on a card list: a select sorts instead.
  await phone.getByRole('combobox', { name: '정렬' }).selectOption({ label: '이름 오름차순' });
  await phone.waitForURL((url) => url.searchParams.get('sort') === 'name');
  expect(new URL(phone.url()).searchParams.get('order')).toBe('asc');
  await expect
    .poll(async () => (await phone.getByRole('row').nth(1).textContent())?.includes(`가 ${tag}`))
    .toBe(true);

  // Each card's box selects it for the bulk actions, and its name opens it.
  await phone.getByRole('checkbox', { name: `${name} 선택` }).check();
  await expect.poll(() => phone.getByText('1개 선택됨').isVisible()).toBe(true);
  await phone.getByRole('button', { name, exact: true }).click();
  await expect.poll(() => phone.getByRole('dialog', { name: '제품 수정' }).count()).toBe(1);
  await phone.context().close();
});
