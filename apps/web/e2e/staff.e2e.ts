import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();
/** A link of the admin side navigation (the dashboard has cards with the same names). */
const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name });

test('the top admin creates a grade-5 member, who is kept out of members, changes their password and is signed out when deactivated', async () => {
  const member = {
    loginId: `e2e.${unique()}`,
    name: `직원${unique().slice(-4)}`,
    password: 'first-pass-phrase-51',
    newPassword: 'second-pass-phrase-52',
  };

  // The top administrator adds the member through the form.
  const admin = await browser.newPage();
  await signIn(admin);
  await navLink(admin, '회원 관리').click();
  await admin.getByRole('button', { name: '회원 추가' }).click();
  const form = admin.getByRole('dialog', { name: '회원 추가' });
  await form.getByLabel('아이디').fill(member.loginId);
  await form.getByLabel('이름').fill(member.name);
  await form.getByLabel('비밀번호').fill(member.password);
  await form.getByLabel('등급').selectOption('5');
  await form.getByRole('button', { name: '저장' }).click();
  await expect.poll(() => form.isVisible()).toBe(false);
  const row = admin.getByRole('row').filter({ hasText: member.loginId });
  await expect.poll(() => row.textContent()).toContain('5등급');

  // The member signs in and is refused the member screen with the red notification.
  const staff = await browser.newPage();
  await signIn(staff, member);
  await staff.goto('/admin/member');
  await staff.getByText('접근 권한이 없습니다.').waitFor();
  await staff.waitForURL((url) => url.pathname === '/admin');
  // Its navigation offers only the sections grade 5 can open.
  await navLink(staff, '제품').waitFor();
  expect(await navLink(staff, '회원 관리').count()).toBe(0);
  expect(await navLink(staff, '감사 기록').count()).toBe(0);
  // The statistics too, until the top admin reserves them for grade 6 and up.
  await navLink(staff, '검색 분석').waitFor();
  const statisticsGrade = admin.getByLabel('통계를 볼 수 있는 등급');
  await statisticsGrade.selectOption('6');
  await admin.getByText('이제 6등급 이상의 직원이 통계를 봅니다.').waitFor();
  // Asked again after a reload; hidden while that answer is awaited, so wait for it.
  const asked = staff.waitForResponse((res) => res.url().endsWith('/admin/v1/statistics-access'));
  await staff.reload();
  await asked;
  await navLink(staff, '제품').waitFor();
  expect(await navLink(staff, '검색 분석').count()).toBe(0);
  expect(await navLink(staff, '접속자 집계').count()).toBe(0);
  // Nor does its address open the section.
  await staff.goto('/admin/visits');
  await staff.getByText('접근 권한이 없습니다.').waitFor();
  await staff.waitForURL((url) => url.pathname === '/admin');
  await statisticsGrade.selectOption('1');
  await admin.getByText('이제 1등급 이상의 직원이 통계를 봅니다.').waitFor();

  // …and changes their own password.
  await navLink(staff, '내 계정').click();
  await staff.getByLabel('현재 비밀번호').fill(member.password);
  await staff.getByLabel(/^새 비밀번호\s*\*?$/).fill(member.newPassword);
  await staff.getByLabel('새 비밀번호 확인').fill(member.newPassword);
  await staff.getByRole('button', { name: '비밀번호 변경' }).click();
  await staff.getByText('비밀번호를 바꿨습니다.', { exact: false }).waitFor();

  // The admin deactivates the member after confirming…
  await admin.getByRole('button', { name: `${member.name} 사용 중지` }).click();
  const confirm = admin.getByRole('dialog', { name: '회원 사용 중지' });
  await confirm.getByRole('button', { name: '사용 중지' }).click();
  await expect.poll(() => row.textContent()).toContain('사용 중지');

  // …and the member's open session ends: the next screen that asks the API goes to login.
  await navLink(staff, '대시보드').click();
  await staff.waitForURL((url) => url.pathname === '/login');

  // The trail shows who did it.
  await navLink(admin, '감사 기록').click();
  const trail = admin.getByRole('table', { name: '감사 기록 목록' });
  await expect.poll(() => trail.textContent()).toContain('사용 중지');
  await expect.poll(() => trail.textContent()).toContain('비밀번호 변경');
});
