import { expect, test } from 'vitest';
import { api, apiToken, expectCard, isShownWhole, signIn, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('staff create a board and a pinned post with an attachment; a visitor reads it and downloads the file', async () => {
  const staff = await browser.newPage();
  await signIn(staff);

  // A board that does not exist offers to create one.
  await staff.goto('/admin/board/2147483647');
  await staff.getByRole('button', { name: '새 게시판' }).click();
  const boardName = `자료실 ${unique()}`;
  const boardDialog = staff.getByRole('dialog', { name: '새 게시판 만들기' });
  await boardDialog.getByRole('textbox', { name: '게시판 이름', exact: true }).fill(boardName);
  await boardDialog.getByLabel('주소용 이름').fill(`library-${unique()}`);
  await boardDialog.getByRole('button', { name: '저장' }).click();
  await staff.getByRole('heading', { name: boardName, level: 1 }).waitFor();
  const boardPath = new URL(staff.url()).pathname;
  const boardId = boardPath.split('/').at(-1) ?? '';
  // The new board is listed in the admin navigation.
  await staff
    .getByRole('navigation', { name: '관리자 메뉴' })
    .getByRole('link', { name: boardName })
    .waitFor();

  // A pinned post with a PDF attachment.
  await staff.getByRole('button', { name: '새 글 쓰기' }).click();
  const postDialog = staff.getByRole('dialog', { name: '새 게시글' });
  const title = `제품 카탈로그 안내 ${unique()}`;
  await postDialog.getByRole('textbox', { name: '제목', exact: true }).fill(title);
  const editor = postDialog.getByRole('textbox', { name: '내용', exact: true });
  await editor.click();
  await editor.pressSequentially('2025년 종합 카탈로그를 첨부합니다.');
  await postDialog.getByLabel('공지로 고정').check();
  const fileName = '2025 종합 카탈로그.pdf';
  await postDialog
    .locator('input[type=file]')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  await expect.poll(() => postDialog.getByRole('progressbar').count(), { timeout: 15_000 }).toBe(0);
  await postDialog.getByText(fileName).waitFor();
  await postDialog.getByRole('button', { name: '저장' }).click();
  await staff.getByText('게시글을 등록했습니다.').waitFor();
  const table = staff.getByRole('table', { name: `${boardName} 게시글` });
  await table.getByRole('button', { name: title, exact: true }).waitFor();
  await table.getByText('공지').waitFor();

  // A visitor, not signed in, finds the new board in the site's menu, and the notice on it.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  const menu = visitor.getByRole('navigation', { name: '주 메뉴' });
  await menu.getByRole('button', { name: '소식·자료' }).click();
  await menu.getByRole('link', { name: boardName, exact: true }).click();
  await visitor.waitForURL((url) => url.pathname === `/board/${boardId}`);
  await visitor.getByRole('heading', { name: boardName, level: 1 }).waitFor();
  const list = visitor.getByRole('table', { name: `${boardName} 게시글 목록` });
  await list.getByText('공지').waitFor();
  // The count says what the list holds, the pinned notice included.
  await visitor.getByText('전체 1건').waitFor();
  await list.getByRole('link', { name: title }).click();
  await visitor.getByRole('heading', { name: title, level: 1 }).waitFor();
  await visitor.getByText('2025년 종합 카탈로그를 첨부합니다.').waitFor();
  await visitor.getByText('조회수 1').waitFor();

  // The attachment downloads under its original name.
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: new RegExp(`^${fileName} 내려받기`) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const path = await download.path();
  expect(path).toBeTruthy();

  // Back to the list it came from.
  await visitor.getByRole('link', { name: '목록' }).click();
  await visitor.waitForURL((url) => url.pathname === `/board/${boardId}`);
  await list.getByRole('link', { name: title }).waitFor();
});

test('at a phone’s width a board lists each post as a card, its search button reading 검색 whole', async () => {
  const staff = api(await apiToken());
  const id = unique();
  const board = (await staff.post('/api/admin/v1/board', {
    name: `소식 ${id}`,
    slug: `news-${id}`,
  })) as { id: number };
  const title = `2026년 하반기 제품 설명서 개정 및 자료실 업데이트 안내 ${id}`;
  await staff.post('/api/admin/v1/post', {
    boardId: board.id,
    title,
    content: '<p>개정된 설명서를 올렸습니다.</p>',
    authorName: '홍보팀',
  });

  const phone = await browser.newPage({ width: 390, height: 844 });
  await phone.goto(`/board/${String(board.id)}`);
  const search = phone.getByRole('main').getByRole('button', { name: '검색', exact: true });
  expect(await isShownWhole(search)).toBe(true);
  await expectCard(phone, title, ['홍보팀', /^\d{4}\. \d{1,2}\. \d{1,2}\.$/]);
  await phone.goto(`/board/${String(board.id)}?lang=en`);
  const english = phone.getByRole('main').getByRole('button', { name: 'Search', exact: true });
  expect(await isShownWhole(english)).toBe(true);
  await phone.context().close();
});
