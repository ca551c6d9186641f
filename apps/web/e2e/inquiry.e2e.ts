import { expect, test } from 'vitest';
import { api, apiToken, signIn, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

test('a visitor writes a secret inquiry, opens and edits it with the password; staff answer it; then it is closed to edits', async () => {
  const visitor = await browser.newPage();
  const title = `배송 일정 문의 ${unique()}`;

  // Write it: the secret box is checked by default.
  await visitor.goto('/inquiries/list');
  await visitor.getByRole('main').getByRole('link', { name: '문의하기' }).click();
  await visitor.waitForURL('**/inquiries');
  await visitor.getByLabel('제목').fill(title);
  await visitor.getByLabel('내용').fill('주문한 밸브가 언제 도착하나요?');
  await visitor.getByLabel('이름').fill('홍길동');
  await visitor.getByLabel('이메일').fill('hong@example.com');
  await visitor.getByLabel('비밀번호').fill('pass1234');
  expect(await visitor.getByLabel(/비밀글로 작성/).isChecked()).toBe(true);
  // Without the privacy consent the form says what is missing and sends nothing.
  await visitor.getByRole('button', { name: '등록' }).click();
  await visitor.getByText('개인정보 수집·이용에 동의해 주세요.').waitFor();
  await visitor.getByLabel('개인정보 수집·이용에 동의합니다').check();
  await visitor.getByRole('button', { name: '등록' }).click();
  await visitor.waitForURL('**/inquiries/list');

  // The list shows it locked, with the author masked and no content.
  const row = visitor.getByRole('row').filter({ hasText: title });
  await row.waitFor();
  expect(await row.textContent()).toContain('홍*동');
  expect(await row.textContent()).toContain('답변대기');
  expect(await row.getByRole('img', { name: '비밀글' }).count()).toBe(1);
  expect(await visitor.getByText('주문한 밸브가 언제 도착하나요?').count()).toBe(0);

  // Opening it leads to the gate; a wrong password is refused.
  await row.getByRole('link', { name: title }).click();
  await visitor.waitForURL(/\/inquiries\/view\/\d+\/secret$/);
  const id = /\/inquiries\/view\/(\d+)\/secret$/.exec(visitor.url())?.[1] ?? '';
  await visitor.getByLabel('비밀번호').fill('not-the-password');
  await visitor.getByRole('button', { name: '확인' }).click();
  await visitor.getByRole('alert').filter({ hasText: '비밀번호가 일치하지 않습니다.' }).waitFor();
  await visitor.goto(`/inquiries/view/${id}`);
  await visitor.waitForURL(`**/inquiries/view/${id}/secret`);

  // The right password opens it.
  await visitor.getByLabel('비밀번호').fill('pass1234');
  await visitor.getByRole('button', { name: '확인' }).click();
  await visitor.waitForURL(`**/inquiries/view/${id}`);
  await visitor.getByText('주문한 밸브가 언제 도착하나요?').waitFor();
  await visitor.getByText('아직 답변이 등록되지 않았습니다.', { exact: false }).waitFor();

  // The author edits it.
  await visitor.getByRole('link', { name: '수정', exact: true }).click();
  await visitor.waitForURL(`**/inquiries/${id}`);
  await visitor.getByLabel('내용').fill('이번 주 안에 받을 수 있을까요?');
  await visitor.getByRole('button', { name: '저장' }).click();
  await visitor.waitForURL(`**/inquiries/view/${id}`);
  await visitor.getByText('이번 주 안에 받을 수 있을까요?').waitFor();

  // Staff see it waiting, open it from the back office and answer.
  const staff = await browser.newPage();
  await signIn(staff);
  await staff
    .getByRole('navigation', { name: '관리자 메뉴' })
    .getByRole('link', { name: /문의/ })
    .click();
  await staff.waitForURL('**/admin/inquiries');
  await staff.getByLabel('검색어').fill(title);
  await staff.getByRole('button', { name: '검색' }).click();
  const staffRow = staff.getByRole('row').filter({ hasText: title });
  await staffRow.waitFor();
  expect(await staffRow.textContent()).toContain('hong@example.com');
  await staffRow.getByRole('link', { name: title }).click();
  await staff.waitForURL(`**/admin/inquiries/view/${id}`);
  await staff.getByText('이번 주 안에 받을 수 있을까요?').waitFor();
  // Staff are told to answer, not promised an answer as the visitor is.
  await staff.getByText('아직 답변하지 않았습니다. 아래에서 답변을 작성해 주세요.').waitFor();
  expect(await staff.getByText('담당자가 확인 후 답변해 드립니다', { exact: false }).count()).toBe(
    0,
  );
  const editor = staff.getByRole('textbox', { name: '답변 내용' });
  await editor.click();
  await staff.keyboard.type('목요일에 출고되어 금요일에 도착합니다.');
  await staff.getByRole('button', { name: '답변 등록' }).click();
  await staff.getByText('답변을 등록했습니다.').waitFor();
  // The navigation badge and the status follow.
  await staff.getByRole('button', { name: '답변 수정' }).waitFor();
  await staff.context().close();

  // The visitor sees the answer and can no longer edit.
  await visitor.reload();
  await visitor.getByText('목요일에 출고되어 금요일에 도착합니다.').waitFor();
  await visitor.getByText('답변이 완료되어 더 이상 수정할 수 없습니다.').waitFor();
  expect(await visitor.getByRole('link', { name: '수정', exact: true }).count()).toBe(0);
  await visitor.goto(`/inquiries/${id}`);
  await visitor.getByText('답변이 완료된 문의는 수정할 수 없습니다.').waitFor();
  expect(await visitor.getByRole('button', { name: '저장' }).count()).toBe(0);
  await visitor.context().close();
});

test('a non-secret inquiry about a product opens without a password, read-only until the password is given', async () => {
  const staffApi = api(await apiToken());
  const productName = `스테인리스 밸브 ${unique()}`;
  const category = (await staffApi.post('/api/admin/v1/category', {
    name: `밸브 ${unique()}`,
  })) as {
    id: number;
  };
  const product = (await staffApi.post('/api/admin/v1/product', {
    name: productName,
    categoryId: category.id,
    status: 'published',
  })) as { id: number };

  const visitor = await browser.newPage();
  const title = `공개 문의 ${unique()}`;
  await visitor.goto(`/inquiries?productId=${String(product.id)}`);
  await visitor.getByText(`「${productName}」 제품에 대한 문의입니다.`).waitFor();
  await visitor.getByLabel('제목').fill(title);
  await visitor.getByLabel('내용').fill('카탈로그를 받을 수 있나요?');
  await visitor.getByLabel('이름').fill('김철수');
  await visitor.getByLabel('연락처').fill('010-1234-5678');
  await visitor.getByLabel('비밀번호').fill('pass1234');
  await visitor.getByLabel(/비밀글로 작성/).uncheck();
  await visitor.getByLabel('개인정보 수집·이용에 동의합니다').check();
  await visitor.getByRole('button', { name: '등록' }).click();
  await visitor.waitForURL('**/inquiries/list');

  await visitor.getByRole('link', { name: title }).click();
  await visitor.waitForURL(/\/inquiries\/view\/\d+$/);
  await visitor.getByText('카탈로그를 받을 수 있나요?').waitFor();
  await visitor.getByRole('link', { name: productName }).waitFor();
  expect(await visitor.getByRole('link', { name: '수정', exact: true }).count()).toBe(0);
  // Anyone may read it, but not who wrote it: the name masked, the phone never sent.
  await visitor.getByText('김*수').waitFor();
  expect(await visitor.getByText('010-1234-5678').count()).toBe(0);

  await visitor.getByRole('link', { name: /수정·삭제/ }).click();
  await visitor.waitForURL(/\/secret\?mode=manage$/);
  await visitor.getByLabel('비밀번호').fill('pass1234');
  await visitor.getByRole('button', { name: '확인' }).click();
  await visitor.waitForURL(/\/inquiries\/view\/\d+$/);
  // Its author, with the password, sees what they gave.
  await visitor.getByText('010-1234-5678').waitFor();
  await visitor.getByRole('button', { name: '삭제' }).click();
  await visitor.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  await visitor.waitForURL('**/inquiries/list');
  await visitor.getByText('문의를 삭제했습니다.').waitFor();
  await visitor.getByRole('link', { name: title }).waitFor({ state: 'detached' });
  await visitor.context().close();
});
