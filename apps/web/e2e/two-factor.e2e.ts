import { generate } from 'otplib';
import { expect, test } from 'vitest';
import { api, apiToken, signIn, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

/** What the member's authenticator app shows, `steps` time steps from now. */
const appCode = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test('a member sets up two-factor sign-in on the account page, then signs in with password and code', async () => {
  // A member of their own: the administrator other specs sign in as keeps password-only sign-in.
  const member = { loginId: `e2e.tfa.${unique()}`, password: 'two-factor-pass-phrase-7' };
  await api(await apiToken()).post('/api/admin/v1/member', {
    ...member,
    name: `이중${unique().slice(-4)}`,
    grade: 5,
  });

  const page = await browser.newPage();
  await signIn(page, member);
  await page
    .getByRole('navigation', { name: '관리자 메뉴' })
    .getByRole('link', { name: '내 계정' })
    .click();
  const section = page.getByRole('region', { name: '2단계 인증' });
  await section.getByText('꺼짐').waitFor();
  await section.getByRole('button', { name: '2단계 인증 설정' }).click();
  // The current password first: a session left open cannot tie the account to another app.
  const confirm = page.getByRole('dialog', { name: '2단계 인증 설정' });
  await confirm.getByLabel('현재 비밀번호').fill(member.password);
  await confirm.getByRole('button', { name: '2단계 인증 설정' }).click();

  // The QR code for the app, and the same secret as text for typing it in by hand.
  await section.getByRole('img', { name: '인증 앱에 등록할 QR 코드' }).waitFor();
  const secret = (await section.getByLabel('설정 키').inputValue()).replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const code = section.getByLabel('인증 코드');
  expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
  expect(await code.getAttribute('inputmode')).toBe('numeric');
  await code.fill(await appCode(secret));
  await section.getByRole('button', { name: '확인하고 켜기' }).click();

  // Ten recovery codes, shown this once, with the warning to store them.
  const codes = section.getByRole('list', { name: '복구 코드 10개' }).getByRole('listitem');
  await expect.poll(() => codes.count()).toBe(10);
  await section.getByText('이 코드는 다시 볼 수 없습니다', { exact: false }).waitFor();
  await section.getByRole('button', { name: '저장했습니다' }).click();
  await section.getByText('켜짐').waitFor();

  await page.getByRole('button', { name: '로그아웃', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/login');

  // The password alone no longer opens the admin: the code step follows, and then the page the
  // member asked for.
  await page.goto('/admin/inquiries?keyword=x');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('아이디').fill(member.loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: '로그인' }).click();
  const step = page.getByRole('form', { name: '2단계 인증' });
  const loginCode = step.getByLabel('인증 코드');
  expect(await loginCode.getAttribute('autocomplete')).toBe('one-time-code');
  expect(await loginCode.getAttribute('inputmode')).toBe('numeric');
  // The enrolment spent this step's code: the app's next one is the fresh code.
  await loginCode.fill(await appCode(secret, 1));
  await step.getByRole('button', { name: '확인' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/inquiries');
  expect(new URL(page.url()).search).toBe('?keyword=x');
});
