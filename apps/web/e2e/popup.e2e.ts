import type { AdminPopup } from '@app/contract/popup';
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
import { api, apiToken, signIn, unique, uploadImage, useBrowser } from './fixtures.ts';

// Popups (issue 33, decision 25): written by staff, shown to visitors after the page has loaded.

const browser = useBrowser();

/** Every popup is removed after each test, so no other page of the suite shows one. */
afterEach(async () => {
  const staff = api(await apiToken());
  const popups = (await staff.get('/api/admin/v1/popup')) as AdminPopup[];
  for (const popup of popups) await staff.delete(`/api/admin/v1/popup/${String(popup.id)}`);
});

const MINUTE = 60_000;
/** A datetime-local field's value, in Korean time as the form reads it. */
const koreanInput = (ms: number) => new Date(ms + 9 * 60 * MINUTE).toISOString().slice(0, 16);

/** Waits until the page has asked for its popups and had the time to show one. */
async function popupsAnswered(page: Page, load: () => Promise<unknown>) {
  const answered = page.waitForResponse((res) => res.url().includes('/api/data/v1/popup?'));
  await load();
  await answered;
  // The answer is rendered (or not) within a frame or two.
  await page.waitForTimeout(500);
}

/** Whether the page's largest contentful paint so far is in the popup (it never should be). */
async function largestPaintInPopup(page: Page): Promise<boolean> {
  // An entry is queued a frame or two after the paint.
  await page.waitForTimeout(500);
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        new PerformanceObserver((entries) => {
          const largest = entries.getEntries().at(-1);
          const element = largest !== undefined && 'element' in largest ? largest.element : null;
          resolve(element instanceof Element && element.closest('[role="dialog"]') !== null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

test('staff write a popup in the admin; a visitor sees it and puts it away for today, and it stays away after a reload', async () => {
  const title = `여름 휴무 안내 ${unique()}`;
  const staff = await browser.newPage();
  await signIn(staff);
  await staff.goto('/admin/popups');
  await staff.getByText('아직 팝업이 없습니다.', { exact: false }).waitFor();
  await staff.getByRole('link', { name: '팝업 추가' }).click();
  await staff.getByRole('textbox', { name: '제목', exact: true }).fill(title);
  const body = staff.getByRole('textbox', { name: '본문', exact: true });
  await body.click();
  await body.pressSequentially('8월 1일부터 3일까지 쉽니다.');
  await staff.getByLabel('게시 시작').fill(koreanInput(Date.now() - 10 * MINUTE));

  // A period that ends before it starts is named under its field, and nothing is saved.
  await staff.getByLabel('게시 종료').fill(koreanInput(Date.now() - 20 * MINUTE));
  await staff.getByRole('button', { name: '저장' }).click();
  await staff.getByText('게시 종료는 시작보다 뒤여야 합니다.').waitFor();
  await staff.getByLabel('게시 종료').fill(koreanInput(Date.now() + 60 * MINUTE));

  // The preview is the visitors' dialog: focus moves in, and back to the button after Escape.
  const previewButton = staff.getByRole('button', { name: '미리보기', exact: true });
  await previewButton.click();
  const preview = staff.getByRole('dialog', { name: title });
  await preview.waitFor();
  expect(await preview.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await staff.keyboard.press('Escape');
  await preview.waitFor({ state: 'detached' });
  expect(await previewButton.evaluate((node) => node === document.activeElement)).toBe(true);

  await staff.getByRole('button', { name: '저장' }).click();
  await staff.waitForURL((url) => url.pathname === '/admin/popups');
  const row = staff.getByRole('row').filter({ hasText: title });
  await row.getByText('게시 중').waitFor();

  const visitor = await browser.newPage();
  await visitor.goto('/');
  const dialog = visitor.getByRole('dialog', { name: title });
  await dialog.waitFor();
  expect(await dialog.getAttribute('aria-modal')).toBe('true');
  expect(await dialog.innerText()).toContain('8월 1일부터 3일까지 쉽니다.');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  expect(await seriousViolations(visitor)).toEqual([]);
  expect(await largestPaintInPopup(visitor)).toBe(false);
  // Tab stays inside the dialog.
  for (let i = 0; i < 4; i += 1) await visitor.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

  await dialog.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await dialog.waitFor({ state: 'detached' });
  await popupsAnswered(visitor, () => visitor.reload());
  expect(await visitor.getByRole('dialog').count()).toBe(0);
  // Remembered by this browser alone: no cookie was set for it.
  const cookies = await visitor.context().cookies();
  expect(cookies.filter((cookie) => /popup/i.test(cookie.name))).toEqual([]);

  // An edited popup is another version: it shows again.
  await staff.getByRole('link', { name: `${title} 수정` }).click();
  const titleField = staff.getByRole('textbox', { name: '제목', exact: true });
  await titleField.fill(`${title} (변경)`);
  await staff.getByRole('button', { name: '저장' }).click();
  await staff.waitForURL((url) => url.pathname === '/admin/popups');
  await visitor.reload();
  await visitor.getByRole('dialog', { name: `${title} (변경)` }).waitFor();

  // Deleting asks first.
  await staff.getByRole('button', { name: `${title} (변경) 삭제` }).click();
  const confirm = staff.getByRole('dialog', { name: '팝업 삭제' });
  await confirm.getByRole('button', { name: '삭제' }).click();
  await staff.getByText('팝업을 삭제했습니다.').waitFor();
  await popupsAnswered(visitor, () => visitor.reload());
  expect(await visitor.getByRole('dialog').count()).toBe(0);
});

test('on a phone the popup is a sheet under the header, its menu and search in reach; Escape closes it', async () => {
  const token = await apiToken();
  const picture = await uploadImage(token, 800, 600);
  const title = `신제품 출시 ${unique()}`;
  const now = Date.now();
  await api(token).post('/api/admin/v1/popup', {
    title,
    kind: 'image',
    imageId: picture.id,
    link: '/product/list',
    startsAt: new Date(now - MINUTE).toISOString(),
    endsAt: new Date(now + 60 * MINUTE).toISOString(),
    device: 'mobile',
    language: 'all',
    dismissDays: 3,
  });

  // Not for desktops.
  const desktop = await browser.newPage();
  await popupsAnswered(desktop, () => desktop.goto('/'));
  expect(await desktop.getByRole('dialog').count()).toBe(0);

  const phone = await browser.newPage({ width: 390, height: 844 });
  await phone.goto('/');
  const dialog = phone.getByRole('dialog', { name: title });
  await dialog.waitFor();
  const image = dialog.getByRole('img');
  // Fetched and decoded before the dialog appears, in the box its width and height reserved.
  expect(
    await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
  const sheet = await dialog.boundingBox();
  const header = await phone.getByRole('banner').boundingBox();
  expect(sheet).not.toBeNull();
  expect(header).not.toBeNull();
  if (sheet === null || header === null) return;
  // At the bottom, below the header, never over it.
  expect(sheet.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(Math.round(sheet.y + sheet.height)).toBe(844);
  // The menu button (the search box's way in on a phone) is the element under its own centre.
  const menu = phone.getByRole('button', { name: '메뉴 열기' });
  expect(
    await menu.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top !== null && button.contains(top);
    }),
  ).toBe(true);
  expect(await dialog.getByRole('button', { name: '3일 동안 보지 않기' }).count()).toBe(1);
  expect(await dialog.getByRole('link').getAttribute('href')).toBe('/product/list');
  expect(await seriousViolations(phone)).toEqual([]);
  // Kept smaller than the page's own largest content (the hero's text on a phone).
  expect(await largestPaintInPopup(phone)).toBe(false);

  await phone.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // Closed for this visit only: it is back on the next one.
  await phone.reload();
  await dialog.waitFor();
  // A press elsewhere closes it and does what it was meant to: the menu opens, its search in it.
  await menu.click();
  await dialog.waitFor({ state: 'detached' });
  await phone.getByRole('dialog', { name: '전체 메뉴' }).getByRole('search').waitFor();
});
