import { test } from 'vitest';
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

  // The version before the edit is listed; restoring it brings the old title back.
  const revisions = staff.getByRole('table', { name: '연구개발 페이지의 이전 버전' });
  await revisions.getByText(original, { exact: true }).waitFor();
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
