import { expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
import { signIn, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

/** A day in Korea, `days` from today, as a date field takes it. */
const koreanDay = (days: number) =>
  new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('staff announce a new privacy policy; visitors see the announcement and what changes, until staff withdraw it', async () => {
  const clause = `문의는 2년간 보관합니다 ${unique()}`;
  const effectiveOn = koreanDay(10);
  const staff = await browser.newPage();
  await signIn(staff);
  await staff.goto('/admin/policies/privacy');
  await staff.getByRole('button', { name: '새 버전 작성' }).click();
  const date = staff.getByRole('textbox', { name: '시행일' });
  await date.waitFor();

  // A day in the past is refused under its field, and nothing is published.
  await date.fill(koreanDay(-1));
  await staff.getByRole('button', { name: '새 버전 게시' }).click();
  await staff.getByText('지난 날짜로는 시행할 수 없습니다', { exact: false }).waitFor();

  // The form starts from the version in force: a clause is added at its end.
  await date.fill(effectiveOn);
  await staff
    .getByRole('textbox', { name: '개정 사유', exact: true })
    .fill('보관 기간을 줄였습니다.');
  const body = staff.getByRole('textbox', { name: '본문', exact: true });
  await body.focus();
  // The editor (ProseMirror) learns where the caret went from the browser's `selectionchange`,
  // which Chromium may deliver after the next key: Enter is pressed only once the caret has
  // reached the end and that event has been handled (else Enter splits the text at its start).
  const atEnd = staff.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const check = () => {
          const selection = window.getSelection();
          const last = document.activeElement?.lastElementChild;
          const node = selection?.anchorNode;
          if (!selection?.isCollapsed || !last || !node || !last.contains(node)) return;
          const end =
            node.nodeType === Node.TEXT_NODE
              ? (node.textContent ?? '').length
              : node.childNodes.length;
          if (selection.anchorOffset !== end) return;
          document.removeEventListener('selectionchange', check);
          setTimeout(resolve, 0);
        };
        document.addEventListener('selectionchange', check);
        check();
      }),
  );
  await staff.keyboard.press('Control+End');
  await atEnd;
  await staff.keyboard.press('Enter');
  await staff.keyboard.type(clause);
  expect(await body.locator('p').last().innerText()).toBe(clause);
  await staff.getByRole('button', { name: '새 버전 게시' }).click();
  await staff.getByText('저장했습니다.').waitFor();
  const row = staff.getByRole('row').filter({ hasText: '시행 예정' });
  await row.getByText('보관 기간을 줄였습니다.').waitFor();
  expect(await seriousViolations(staff)).toEqual([]);

  // Visitors read the policy in force, told of the coming one, and its before/after table.
  const visitor = await browser.newPage();
  await visitor.goto('/privacy');
  const announcement = visitor.getByRole('alert').filter({ hasText: '개정 안내' });
  await announcement.waitFor();
  expect(await visitor.getByText(clause).count()).toBe(0);
  await announcement.getByRole('link', { name: '달라지는 내용 보기' }).click();
  await visitor.waitForURL((url) => url.searchParams.get('version') === effectiveOn);
  await visitor.getByRole('heading', { name: '변경 내용' }).waitFor();
  const changes = visitor.getByRole('table');
  expect(await changes.locator('ins').filter({ hasText: clause }).count()).toBe(1);
  expect(await changes.getByRole('cell', { name: '(새로 추가됨)' }).count()).toBe(1);
  await visitor.getByText('시행될 예정인 버전입니다', { exact: false }).waitFor();
  expect(await seriousViolations(visitor)).toEqual([]);

  // Withdrawn before its day, the version and its announcement are gone.
  await row.getByRole('button', { name: '철회' }).click();
  await staff
    .getByRole('dialog', { name: '예정된 버전 철회' })
    .getByRole('button', { name: '철회' })
    .click();
  await row.waitFor({ state: 'detached' });
  await visitor.goto('/privacy');
  await visitor.getByRole('heading', { level: 1, name: '개인정보처리방침' }).waitFor();
  expect(await visitor.getByRole('alert').filter({ hasText: '개정 안내' }).count()).toBe(0);
  await visitor.context().close();
  await staff.context().close();
});

test('the inquiry form shows the collection notice in force, with its 시행일 and its earlier versions', async () => {
  const visitor = await browser.newPage({ javaScript: false });
  await visitor.goto('/inquiries');
  await visitor.getByText('수집 항목: 이름, 이메일, 연락처', { exact: false }).waitFor();
  await visitor.getByText('2026. 11. 23. 시행', { exact: false }).waitFor();
  expect(await visitor.locator('input[name="privacyNoticeVersion"]').getAttribute('value')).toBe(
    '2026-11-23',
  );
  // It opens in a new tab, so the form is not lost: followed here in the same one.
  const history = await visitor.getByRole('link', { name: '지난 안내 보기' }).getAttribute('href');
  await visitor.goto(history ?? '');
  await visitor.getByRole('heading', { level: 1, name: '개인정보 수집·이용 안내' }).waitFor();
  await visitor.context().close();
});
