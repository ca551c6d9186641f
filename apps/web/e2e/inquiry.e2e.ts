import { PRIVACY_NOTICE_VERSION } from './collection-notice.ts';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { api, apiToken, baseURL, expectCard, signIn, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

const PASSWORD = 'pass1234';

/** An inquiry written through the API, from its own visitor (five a client in ten minutes). */
async function createInquiry(title: string, secret = true) {
  return (await api().post('/api/data/v1/inquiry', {
    title,
    content: '견적을 받고 싶습니다.',
    authorName: '홍길동',
    email: 'hong@example.com',
    password: PASSWORD,
    secret,
    privacyConsent: true,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  })) as { id: number };
}

/** Opens inquiry `id` with its password through its gate, as its author. */
async function openAsAuthor(page: Page, id: number) {
  await page.goto(`/inquiries/view/${String(id)}/secret?mode=manage`);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  const unlock = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/unlock'),
  );
  await page.getByRole('button', { name: '확인' }).click();
  // The password check carries its proof of work: not counted as a post without JavaScript.
  expect(JSON.parse((await unlock).postData() ?? '{}')).toHaveProperty('altcha');
  await page.waitForURL((url) => url.pathname === `/inquiries/view/${String(id)}`);
}

/** The confirmation a new inquiry ends on: its number, its address, and how it opens. */
async function expectConfirmation(page: Page, secret: boolean) {
  await page.waitForURL(/\/inquiries\/done\/\d+$/);
  const id = /\/inquiries\/done\/(\d+)$/.exec(page.url())?.[1] ?? '';
  const heading = page.getByRole('heading', { name: '문의가 접수되었습니다', level: 1 });
  await heading.waitFor();
  const confirmation = page.getByRole('table', { name: '접수한 문의' });
  expect(await confirmation.getByRole('row', { name: /접수 번호/ }).textContent()).toContain(id);
  const address = `${baseURL()}/inquiries/view/${id}`;
  await page.getByRole('link', { name: address, exact: true }).waitFor();
  const password = secret
    ? '비밀글이라 열 때 작성할 때 정한 비밀번호를 입력해야 합니다.'
    : '공개 문의라 누구나 읽을 수 있고, 수정하거나 삭제할 때는 작성할 때 정한 비밀번호를 입력합니다.';
  await page.getByText(password).waitFor();
  await page.getByText('답변이 등록되면 같은 주소에서 확인할 수 있습니다.').waitFor();
  return { id: Number(id), heading };
}

test('a visitor writes a secret inquiry, opens and edits it with the password; staff answer it; then it is closed to edits', async () => {
  const visitor = await browser.newPage();
  const title = `배송 일정 문의 ${unique()}`;
  // The spam check runs here, on this site alone: no request leaves it.
  const requests: string[] = [];
  visitor.on('request', (request) => requests.push(request.url()));

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

  // A confirmation, read first by a screen reader, says how to come back to it.
  const { heading } = await expectConfirmation(visitor, true);
  expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
  await visitor.getByRole('link', { name: '문의 목록' }).click();
  await visitor.waitForURL('**/inquiries/list');

  // The list shows it locked, with the author masked and no content: its proof of work, solved
  // while the form was filled in, kept it out of the quarantine.
  const row = visitor.getByRole('row').filter({ hasText: title });
  await row.waitFor();
  expect(requests.some((url) => url.includes('/api/data/v1/challenge?form=inquiry-create'))).toBe(
    true,
  );
  const remote = requests.filter(
    (url) => /^https?:/.test(url) && new URL(url).origin !== new URL(baseURL()).origin,
  );
  expect(remote).toEqual([]);
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
  await staff.getByRole('textbox', { name: '검색어', exact: true }).fill(title);
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

  // The visitor sees the answer and can no longer edit or delete it.
  await visitor.reload();
  await visitor.getByText('목요일에 출고되어 금요일에 도착합니다.').waitFor();
  await visitor.getByText('답변이 완료되어 더 이상 수정하거나 삭제할 수 없습니다.').waitFor();
  expect(await visitor.getByRole('link', { name: '수정', exact: true }).count()).toBe(0);
  expect(await visitor.getByRole('button', { name: '삭제' }).count()).toBe(0);
  await visitor.goto(`/inquiries/${id}`);
  await visitor.getByText('답변이 완료된 문의는 수정하거나 삭제할 수 없습니다.').waitFor();
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
  await expectConfirmation(visitor, false);
  await visitor.getByRole('link', { name: '문의 목록' }).click();
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

test('an answered inquiry offers no 삭제 or 수정, to its author or to anyone', async () => {
  const staffApi = api(await apiToken());
  const title = `답변된 공개 문의 ${unique()}`;
  const { id } = await createInquiry(title, false);
  await staffApi.post(`/api/admin/v1/inquiry/${String(id)}/answer`, {
    answer: '<p>다음 주에 연락드리겠습니다.</p>',
  });

  // Read by anyone (it opens without a password): no way to manage it is offered.
  const visitor = await browser.newPage();
  await visitor.goto(`/inquiries/view/${String(id)}`);
  await visitor.getByText('다음 주에 연락드리겠습니다.').waitFor();
  expect(await visitor.getByRole('link', { name: /수정·삭제/ }).count()).toBe(0);

  // Its author, with the password, is told why there is nothing to change.
  await openAsAuthor(visitor, id);
  await visitor.getByText('답변이 완료되어 더 이상 수정하거나 삭제할 수 없습니다.').waitFor();
  expect(await visitor.getByRole('button', { name: '삭제' }).count()).toBe(0);
  expect(await visitor.getByRole('link', { name: '수정', exact: true }).count()).toBe(0);
  await visitor.context().close();
});

test('the inquiry form asks before typed text is lost, and not once it is sent', async () => {
  const visitor = await browser.newPage();
  await visitor.goto('/inquiries');
  const form = visitor.getByRole('form', { name: '문의 작성' });
  await form.getByLabel('내용').fill('길게 써 둔 문의 내용입니다.');

  // Leaving asks first; staying keeps the form and what was typed.
  await visitor.getByRole('link', { name: '문의 목록 보기' }).click();
  const warning = visitor.getByRole('dialog', { name: '저장하지 않은 변경 사항' });
  await warning.getByRole('button', { name: '계속 편집' }).click();
  await warning.waitFor({ state: 'detached' });
  expect(new URL(visitor.url()).pathname).toBe('/inquiries');
  expect(await form.getByLabel('내용').inputValue()).toBe('길게 써 둔 문의 내용입니다.');
  // Closing the tab asks the browser's own question.
  const closing = new Promise<string>((resolve) => {
    visitor.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await visitor.close({ runBeforeUnload: true });
  expect(await closing).toBe('beforeunload');
  // Cancelling asks too; leaving drops the text.
  await form.getByRole('button', { name: '취소' }).click();
  await warning.getByRole('button', { name: '나가기' }).click();
  await visitor.waitForURL('**/inquiries/list');

  // A sent form leaves for its confirmation without asking.
  await visitor.goto('/inquiries');
  await form.getByLabel('제목').fill(`보낸 문의 ${unique()}`);
  await form.getByLabel('내용').fill('보낸 뒤에는 묻지 않습니다.');
  await form.getByLabel('이름').fill('홍길동');
  await form.getByLabel('이메일').fill('hong@example.com');
  await form.getByLabel('비밀번호').fill(PASSWORD);
  await form.getByLabel('개인정보 수집·이용에 동의합니다').check();
  await form.getByRole('button', { name: '등록' }).click();
  await expectConfirmation(visitor, true);
  expect(await warning.count()).toBe(0);
  await visitor.context().close();
});

test('a missing inquiry is not found (404), with no password asked for', async () => {
  const visitor = await browser.newPage();
  for (const path of [
    '/inquiries/view/999999',
    '/inquiries/view/999999/secret',
    '/inquiries/done/999999',
  ]) {
    const response = await visitor.goto(path);
    expect(response?.status(), path).toBe(404);
    await visitor.getByRole('heading', { name: /404/, level: 1 }).waitFor();
    expect(await visitor.getByLabel('비밀번호').count(), path).toBe(0);
  }
  // Reached from inside the app too: a list that still shows an inquiry deleted meanwhile.
  const title = `지워질 문의 ${unique()}`;
  const { id } = await createInquiry(title);
  await visitor.goto('/inquiries/list');
  const link = visitor.getByRole('link', { name: title });
  await link.waitFor();
  await api(await apiToken()).delete(`/api/admin/v1/inquiry/${String(id)}`);
  await link.click();
  await visitor.getByRole('heading', { name: /404/, level: 1 }).waitFor();
  expect(await visitor.getByLabel('비밀번호').count()).toBe(0);
  await visitor.context().close();
});

test('at a phone’s width the public and staff inquiry lists show each inquiry as a card; wide, a table', async () => {
  const title = `수중 양수기 견적과 납기 일정에 관한 문의입니다 ${unique()}`;
  const { id } = await createInquiry(title);
  const staffApi = api(await apiToken());
  await staffApi.post(`/api/admin/v1/inquiry/${String(id)}/answer`, { answer: '<p>네.</p>' });
  const date = /^\d{4}\. \d{1,2}\. \d{1,2}\.$/;

  const phone = await browser.newPage({ width: 390, height: 844 });
  await phone.goto('/inquiries/list');
  await expectCard(phone, title, ['홍*동', date, '답변완료']);

  await signIn(phone);
  await phone.goto(`/admin/inquiries?keyword=${encodeURIComponent(title)}`);
  await phone.getByRole('row').filter({ hasText: title }).waitFor();
  await expectCard(phone, title, ['홍길동', /^\d{4}\. \d{1,2}\. \d{1,2}\. /, '답변완료']);
  await phone.context().close();

  // Wide, the same list is a table with its column headers.
  const desktop = await browser.newPage();
  await desktop.goto('/inquiries/list');
  await desktop.getByRole('columnheader', { name: '작성일' }).waitFor({ state: 'visible' });
  const row = desktop.getByRole('row').filter({ hasText: title });
  const cells = await row.getByRole('cell').all();
  const tops = await Promise.all(cells.map(async (cell) => (await cell.boundingBox())?.y));
  expect(new Set(tops).size).toBe(1);
  await desktop.context().close();
});
