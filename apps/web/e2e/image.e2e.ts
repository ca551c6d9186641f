import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { signIn, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

/** A small PNG with noise, so every call is a new file for the library (no dedupe). */
async function png(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

test('staff upload two images on /admin/image, see them in the grid, describe one and delete it', async () => {
  const page = await browser.newPage();
  await signIn(page);
  await page.goto('/admin/image');
  await page.getByRole('heading', { name: '이미지', level: 1 }).waitFor();

  const names = [`사과-${unique()}.png`, `배-${unique()}.png`];
  await page.locator('input[type=file]').setInputFiles([
    { name: names[0] ?? '', mimeType: 'image/png', buffer: await png(640, 480) },
    { name: names[1] ?? '', mimeType: 'image/png', buffer: await png(400, 400) },
  ]);

  const uploads = page.getByRole('list', { name: '올리는 파일' });
  await expect.poll(() => uploads.getByText('완료').count()).toBe(2);

  const grid = page.getByRole('list', { name: '이미지 목록' });
  for (const name of names) {
    const card = grid.getByRole('button', { name: `${name} 상세 보기` });
    await card.waitFor();
    // The thumbnail is a real WebP variant served by the API.
    const loaded = await card
      .locator('img')
      .evaluate((img) =>
        img instanceof HTMLImageElement ? img.decode().then(() => img.naturalWidth) : 0,
      );
    expect(loaded).toBeGreaterThan(0);
  }

  // Search by name narrows the grid to one image.
  await page.getByLabel('파일 이름 검색').fill(names[0] ?? '');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect.poll(() => grid.getByRole('button').count()).toBe(1);

  // Alt text.
  await grid.getByRole('button', { name: `${names[0] ?? ''} 상세 보기` }).click();
  const dialog = page.getByRole('dialog', { name: '이미지 정보' });
  await dialog.getByLabel('대체 텍스트 (alt)').fill('빨간 사과 한 상자');
  await dialog.getByRole('button', { name: '저장' }).click();
  await page.getByText('대체 텍스트를 저장했습니다.').waitFor();
  await dialog.getByText('이 이미지를 사용하는 곳이 없습니다.').waitFor();

  // Delete, after confirming.
  await dialog.getByRole('button', { name: '삭제' }).click();
  const confirm = page.getByRole('dialog', { name: '이미지 삭제' });
  await confirm.getByRole('button', { name: '삭제' }).click();
  await page.getByText('이미지를 삭제했습니다.').waitFor();
  await page.getByText(`'${names[0] ?? ''}'와 일치하는 이미지가 없습니다.`).waitFor();
});

test('a file that is not an image is refused with a clear reason', async () => {
  const page = await browser.newPage();
  await signIn(page);
  await page.goto('/admin/image');
  await page
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'page.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><p>hi</p>') },
    ]);
  await page.getByRole('alert').filter({ hasText: '이미지 파일이 아닙니다' }).waitFor();
  browser.clearErrors();
});
