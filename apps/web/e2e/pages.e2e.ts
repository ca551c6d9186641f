import { expect, test } from 'vitest';
import { signIn, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

test('staff edit the research page, visitors see the change, and a revision restores the old text', async () => {
  const visitor = await browser.newPage();
  await visitor.goto('/research');
  const original = (await visitor.getByRole('heading', { level: 1 }).textContent()) ?? '';

  const staff = await browser.newPage();
  await signIn(staff);
  await staff.goto('/admin/editPage/research');
  const titleField = staff.getByRole('textbox', { name: '제목', exact: true });
  await titleField.waitFor();
  const edited = `연구개발 센터 소식 ${unique()}`;
  await titleField.fill(edited);
  await staff.getByRole('button', { name: '저장' }).click();
  await staff.getByText('페이지를 저장했습니다.').waitFor();

  await visitor.reload();
  await visitor.getByRole('heading', { name: edited, level: 1 }).waitFor();

  // The version before the edit is listed first (another test may have saved the page
  // under the same title before); restoring it brings the old title back.
  const revisions = staff.getByRole('table', { name: '연구개발 페이지의 이전 버전' });
  await revisions.getByRole('row').nth(1).getByText(original, { exact: true }).waitFor();
  await revisions
    .getByRole('button', { name: /버전으로 복원$/ })
    .first()
    .click();
  await staff
    .getByRole('dialog', { name: '이전 버전으로 복원' })
    .getByRole('button', { name: '복원' })
    .click();
  await staff.getByText('이전 버전으로 복원했습니다.').waitFor();

  await visitor.reload();
  await visitor.getByRole('heading', { name: original, level: 1 }).waitFor();
});

test('the page editor asks before unsaved changes are lost, but not once they are saved', async () => {
  const staff = await browser.newPage();
  await signIn(staff);
  await staff.goto('/admin/editPage/patent');
  const titleField = staff.getByRole('textbox', { name: '제목', exact: true });
  await titleField.waitFor();
  const typed = `특허 현황 ${unique()}`;
  await titleField.click();
  await titleField.fill(typed);

  // Leaving through the admin menu asks first; staying keeps the page and what was typed.
  const menu = staff.getByRole('navigation', { name: '관리자 메뉴' });
  const toProducts = menu.getByRole('link', { name: '제품', exact: true });
  const warning = staff.getByRole('dialog', { name: '저장하지 않은 변경 사항' });
  await toProducts.click();
  await warning.waitFor();
  await warning.getByRole('button', { name: '계속 편집' }).click();
  await warning.waitFor({ state: 'detached' });
  expect(new URL(staff.url()).pathname).toBe('/admin/editPage/patent');
  expect(await titleField.inputValue()).toBe(typed);

  // Reloading asks too, in the browser's own prompt; declining keeps the text.
  const prompt = new Promise<string>((resolve) => {
    staff.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await staff.evaluate(() => {
    location.reload();
  });
  expect(await prompt).toBe('beforeunload');
  expect(await titleField.inputValue()).toBe(typed);

  // Leaving drops the changes.
  await toProducts.click();
  await warning.getByRole('button', { name: '나가기' }).click();
  await staff.waitForURL((url) => url.pathname === '/admin/product');

  // Once saved, nothing is left to lose: the menu leaves at once.
  await staff.goto('/admin/editPage/patent');
  await titleField.fill(typed);
  await staff.getByRole('button', { name: '저장' }).click();
  await staff.getByText('페이지를 저장했습니다.').waitFor();
  await toProducts.click();
  await staff.waitForURL((url) => url.pathname === '/admin/product');
  expect(await warning.count()).toBe(0);
});
