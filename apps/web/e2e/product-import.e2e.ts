import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { zipFile } from '../../server/src/test/zip.ts';
import { api, apiToken, signIn, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

test('staff import a sample sheet with images, watch the progress bar finish and find the product by code and by English name', async () => {
  const id = unique();
  const category = `가져오기 ${id}`;
  await api(await apiToken()).post('/api/admin/v1/category', { name: category });
  const code = `IMP-${id}`.toUpperCase();
  const photo = await sharp(randomBytes(320 * 240 * 3), {
    raw: { width: 320, height: 240, channels: 3 },
  })
    .png()
    .toBuffer();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('제품');
  const englishName = `Imported valve ${id}`;
  sheet.addRow(['품번', '이름', '이름 (영문)', '카테고리', '상태', '사진 파일']);
  sheet.addRow([code, `가져온 밸브 ${id}`, englishName, category, 'published', `valve-${id}.png`]);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());

  const page = await browser.newPage();
  await signIn(page);
  await page.goto('/admin/product');
  await page.getByRole('button', { name: '가져오기' }).click();
  const dialog = page.getByRole('dialog', { name: '제품 가져오기 (Excel·CSV)' });
  const [sheetInput, imagesInput] = [
    dialog.locator('input[type=file]').nth(0),
    dialog.locator('input[type=file]').nth(1),
  ];
  await sheetInput.setInputFiles({
    name: 'products.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  await imagesInput.setInputFiles({
    name: 'images.zip',
    mimeType: 'application/zip',
    buffer: zipFile([{ name: `valve-${id}.png`, data: photo, store: true }]),
  });
  await dialog.getByRole('button', { name: '열 읽기' }).click();
  await expect.poll(() => dialog.getByLabel('품번 열의 항목').inputValue()).toBe('code');
  expect(await dialog.getByLabel('이름 (영문) 열의 항목').inputValue()).toBe('nameEn');
  await dialog.getByRole('button', { name: '미리 확인' }).click();
  await dialog.getByText('전체 1행: 새로 만들기 1, 수정 0, 거부 0').waitFor();
  await dialog.getByRole('button', { name: '1개 가져오기' }).click();

  // The job's id is in the URL: the progress bar is the job's, and survives a reload.
  await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('import') ?? ''));
  await page.reload();
  const progress = page.getByRole('progressbar', { name: '가져오기 진행률' });
  await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');
  await page.getByText('가져오기를 마쳤습니다.').waitFor();
  await page.getByRole('button', { name: '닫기' }).click();

  await page.getByLabel('검색어').fill(code);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await page.getByRole('table').getByText(code, { exact: true }).waitFor();

  // A visitor on the English site finds it by its English name.
  const visitor = await browser.newPage();
  await visitor.goto('/?lang=en');
  const box = visitor.getByRole('search').first().getByRole('combobox');
  await box.fill(englishName);
  await box.press('Enter');
  await visitor.waitForURL(
    (url) => url.pathname === '/product/list' && url.searchParams.get('lang') === 'en',
  );
  const card = visitor.getByRole('link', { name: new RegExp(englishName) });
  await expect.poll(() => card.count()).toBe(1);
});
