import { expect, test } from 'vitest';
import { api, apiToken, baseURL, signIn, unique, useBrowser } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { mailTo } from './mailbox.ts';

const browser = useBrowser();

test('a visitor who asks to be told gets an e-mail when staff answer, with a link that opens their inquiry', async () => {
  const visitor = await browser.newPage();
  const address = `asker-${unique()}@example.com`;
  await visitor.goto('/inquiries');
  await visitor.getByLabel('제목').fill(`답변 알림 문의 ${unique()}`);
  await visitor.getByLabel('내용').fill('펌프 견적을 받고 싶습니다.');
  await visitor.getByLabel('이름').fill('홍길동');
  await visitor.getByLabel('이메일').fill(address);
  await visitor.getByLabel('비밀번호').fill('pass1234');
  await visitor.getByLabel('답변이 등록되면 알려 주세요').check();
  await visitor.getByLabel('개인정보 수집·이용에 동의합니다').check();
  await visitor.getByRole('button', { name: '등록' }).click();
  await visitor.waitForURL(/\/inquiries\/done\/\d+$/);
  const id = Number(/\/inquiries\/done\/(\d+)$/.exec(visitor.url())?.[1]);

  await api(await apiToken()).post(`/api/admin/v1/inquiry/${String(id)}/answer`, {
    answer: '<p>견적서를 보내 드렸습니다.</p>',
  });

  const [notice] = await mailTo(address);
  expect(notice?.subject).toContain('답변이 등록되었습니다');
  // The notice carries no content: the answer is read on the site, with the password.
  expect(notice?.text).not.toContain('견적서를 보내 드렸습니다');
  const link = new RegExp(`${baseURL()}/inquiries/view/${String(id)}\\b[^\\s"]*`).exec(
    notice?.text ?? '',
  )?.[0];
  expect(link).toBeDefined();
  await visitor.goto(link ?? '');
  await visitor.getByLabel('비밀번호').fill('pass1234');
  await visitor.getByRole('button', { name: '확인' }).click();
  await visitor.getByText('견적서를 보내 드렸습니다.').waitFor();
});

test('the top grade sets who is texted of new inquiries: a wrong number is named, then the settings are kept', async () => {
  const page = await browser.newPage();
  await signIn(page);
  await page.goto('/admin/notifications');
  const card = page.getByRole('region', { name: '문자 알림' });
  // This server has no text provider's credentials: the card says nothing will be sent.
  await card.getByText('SOLAPI_API_KEY', { exact: false }).waitFor();
  const form = card.getByRole('form', { name: '문자 알림' });
  await form.getByLabel('발신번호').fill('02-123-4567');
  await form.getByLabel('받는 번호').fill('010-1111-2222\n010-12');
  await form.getByRole('button', { name: '저장' }).click();
  await form.getByText('2번째 번호가 휴대폰 번호가 아닙니다', { exact: false }).waitFor();

  await form.getByLabel('받는 번호').fill('010-1111-2222\n010 3333 4444');
  await form.getByRole('button', { name: '저장' }).click();
  await page.getByText('문자 알림 설정을 저장했습니다.').waitFor();
  try {
    const saved = (await api(await apiToken()).get('/api/admin/v1/notification/text-settings')) as {
      sender: string;
      recipients: string[];
    };
    expect(saved).toMatchObject({
      sender: '021234567',
      recipients: ['01011112222', '01033334444'],
    });
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await api(await apiToken()).put('/api/admin/v1/notification/text-settings', {
      sender: null,
      recipients: [],
      alimtalk: null,
      quietHours: { start: 21, end: 8 },
    });
  }
});
