import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { api, apiToken, baseURL, signIn, site, unique, useBrowser } from './fixtures.ts';
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

/** Every text the site has sent so far (the Solapi stand-in of global-setup.ts keeps them). */
function texts(): { to: string; text: string }[] {
  const dir = site().textDir;
  return readdirSync(dir).map(
    (name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as { to: string; text: string },
  );
}

test('the top grade sets who is texted; a visitor who asks is texted of the answer, staff of the inquiry', async () => {
  const page = await browser.newPage();
  await signIn(page);
  await page.goto('/admin/notifications');
  const card = page.getByRole('region', { name: '문자 알림' });
  const form = card.getByRole('form', { name: '문자 알림' });
  await form.getByLabel('발신번호').fill('02-123-4567');
  // Texts go at any hour in this test: no quiet hours.
  await form.getByLabel('시작').selectOption('0');
  await form.getByLabel('끝').selectOption('0');
  await form.getByLabel('받는 번호').fill('010-1111-2222\n010-12');
  await form.getByRole('button', { name: '저장' }).click();
  await form.getByText('2번째 번호가 휴대폰 번호가 아닙니다', { exact: false }).waitFor();
  await form.getByLabel('받는 번호').fill('010-1111-2222');
  await form.getByRole('button', { name: '저장' }).click();
  await page.getByText('문자 알림 설정을 저장했습니다.').waitFor();
  try {
    expect(await seriousViolations(page)).toEqual([]);

    // The form now offers the text notice; it needs a mobile number.
    const visitor = await browser.newPage();
    const title = `문자 알림 문의 ${unique()}`;
    await visitor.goto('/inquiries');
    await visitor.getByLabel('제목').fill(title);
    await visitor.getByLabel('내용').fill('밸브 납기를 알고 싶습니다.');
    await visitor.getByLabel('이름').fill('김문자');
    await visitor.getByLabel('연락처').fill('010-5555-7777');
    await visitor.getByLabel('비밀번호').fill('pass1234');
    await visitor.getByLabel('답변이 등록되면 문자로도 알려 주세요').check();
    await visitor.getByLabel('개인정보 수집·이용에 동의합니다').check();
    await visitor.getByRole('button', { name: '등록' }).click();
    await visitor.waitForURL(/\/inquiries\/done\/\d+$/);
    const id = Number(/\/inquiries\/done\/(\d+)$/.exec(visitor.url())?.[1]);
    expect(await seriousViolations(visitor)).toEqual([]);

    // Staff hear of it by text.
    await expect
      .poll(() => texts().filter((m) => m.to === '01011112222' && m.text.includes(title)).length, {
        timeout: 60_000,
      })
      .toBe(1);
    await api(await apiToken()).post(`/api/admin/v1/inquiry/${String(id)}/answer`, {
      answer: '<p>다음 주에 출고됩니다.</p>',
    });
    await expect
      .poll(
        () =>
          texts()
            .filter((m) => m.to === '01055557777')
            .map((m) => m.text),
        {
          timeout: 60_000,
        },
      )
      .toEqual([expect.stringContaining(`${baseURL()}/inquiries/view/${String(id)}`)]);
    expect(texts().some((m) => m.text.includes('다음 주에 출고됩니다'))).toBe(false);
  } finally {
    await api(await apiToken()).put('/api/admin/v1/notification/text-settings', {
      sender: null,
      recipients: [],
      alimtalk: null,
      quietHours: { start: 21, end: 8 },
    });
  }
});
