import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestContext, bearer, createTestApp } from '../../test/app.ts';

let ctx: TestContext;
let boardId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const res = await admin('POST', '/board', { name: '공지사항', slug: 'notice' });
  boardId = res.json<{ id: number }>().id;
});
afterAll(async () => {
  await ctx.close();
});

function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `/api/admin/v1${url}`,
    headers: bearer(ctx.adminToken),
    ...(payload ? { payload } : {}),
  });
}
const visit = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/data/v1${url}`, headers });

interface Summary {
  id: number;
  title: string;
  pinned: boolean;
}
const createPost = async (board: number, overrides: object = {}) => {
  const res = await admin('POST', '/post', {
    boardId: board,
    title: '제목',
    content: '<p>본문</p>',
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; content: string; authorName: string }>();
};
const newBoard = async (slug: string, postsPerPage = 10) =>
  (await admin('POST', '/board', { name: slug, slug, postsPerPage })).json<{ id: number }>().id;

test('notices come first on every page, then the rest newest first', async () => {
  const board = await newBoard('paging', 3);
  const notice = await createPost(board, { title: '공지 1', pinned: true });
  for (let i = 1; i <= 7; i += 1) await createPost(board, { title: `글 ${i}` });
  await createPost(board, { title: '비공개 글', published: false });
  await createPost(board, { title: '비공개 공지', pinned: true, published: false });

  const titles = (body: { pinned: Summary[]; items: Summary[] }) => [
    ...body.pinned.map((p) => p.title),
    ...body.items.map((p) => p.title),
  ];
  const first = (await visit(`/board/${board}/post`)).json();
  expect(first).toMatchObject({ page: 0, size: 3, total: 7 });
  expect(titles(first)).toEqual(['공지 1', '글 7', '글 6', '글 5']);
  const last = (await visit(`/board/${board}/post?page=2`)).json();
  expect(titles(last)).toEqual(['공지 1', '글 1']);
  expect(last.pinned[0]).toMatchObject({ id: notice.id, pinned: true });
  expect((await visit(`/board/${board}/post?page=9`)).json().items).toEqual([]);

  // Staff see drafts too, pinned first, in one paged table.
  const staff = (await admin('GET', `/post?boardId=${board}&size=4`)).json();
  expect(staff.total).toBe(10);
  expect(staff.items.map((p: Summary) => p.title)).toEqual([
    '비공개 공지',
    '공지 1',
    '비공개 글',
    '글 7',
  ]);
});

test('a board page carries an ETag: unchanged, it revalidates to a 304; changed, it does not', async () => {
  const board = await newBoard('revalidate');
  await createPost(board, { title: '첫 글' });
  const first = await visit(`/board/${board}/post`);
  expect(first.headers['cache-control']).toBe('public, no-cache');
  const etag = String(first.headers.etag);
  expect(etag).not.toBe('undefined');
  expect((await visit(`/board/${board}/post`, { 'if-none-match': etag })).statusCode).toBe(304);
  await createPost(board, { title: '둘째 글' });
  const changed = await visit(`/board/${board}/post`, { 'if-none-match': etag });
  expect(changed.statusCode).toBe(200);
  expect(changed.json<{ items: Summary[] }>().items.map((p) => p.title)).toEqual([
    '둘째 글',
    '첫 글',
  ]);
});

test('search matches title and visible content, not markup, with LIKE wildcards taken literally', async () => {
  const board = await newBoard('search');
  await createPost(board, {
    title: '신제품 출시 안내',
    content: '<p>스마트 <strong>센서</strong></p>',
  });
  await createPost(board, { title: '휴무 안내', content: '<p>100% 할인_행사</p>' });
  const find = async (keyword: string) =>
    (await visit(`/board/${board}/post?keyword=${encodeURIComponent(keyword)}`))
      .json<{ items: Summary[] }>()
      .items.map((p) => p.title);
  expect(await find('안내')).toEqual(['휴무 안내', '신제품 출시 안내']);
  expect(await find('센서')).toEqual(['신제품 출시 안내']);
  expect(await find('트 센')).toEqual(['신제품 출시 안내']);
  expect(await find('strong')).toEqual([]);
  expect(await find('100%')).toEqual(['휴무 안내']);
  expect(await find('%')).toEqual(['휴무 안내']);
  expect(await find('_')).toEqual(['휴무 안내']);
  expect(await find("' OR 1=1 --")).toEqual([]);
});

test('a post shows its neighbours; unpublished and unknown posts are not found', async () => {
  const board = await newBoard('neighbours');
  const older = await createPost(board, { title: '첫 글' });
  const draft = await createPost(board, { title: '초안', published: false });
  const middle = await createPost(board, { title: '둘째 글' });
  const newer = await createPost(board, { title: '셋째 글' });
  const res = await visit(`/post/${middle.id}`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    title: '둘째 글',
    content: '<p>본문</p>',
    authorName: '관리자',
    prev: { id: older.id, title: '첫 글' },
    next: { id: newer.id, title: '셋째 글' },
  });
  expect((await visit(`/post/${older.id}`)).json().prev).toBeNull();
  expect((await visit(`/post/${newer.id}`)).json().next).toBeNull();
  expect((await visit(`/post/${draft.id}`)).statusCode).toBe(404);
  expect((await visit('/post/99999')).statusCode).toBe(404);
  expect((await visit('/post/abc')).statusCode).toBe(400);
  expect((await visit('/post/-1')).statusCode).toBe(400);
  expect((await admin('GET', `/post/${draft.id}`)).json().title).toBe('초안');
});

test('views count once per visitor a day', async () => {
  const { id } = await createPost(boardId, { title: '조회수' });
  const alice = { 'user-agent': 'Alice Browser', 'x-forwarded-for': '203.0.113.1' };
  const bob = { 'user-agent': 'Bob Browser' };
  expect((await visit(`/post/${id}`, alice)).json().viewCount).toBe(1);
  expect((await visit(`/post/${id}`, alice)).json().viewCount).toBe(1);
  expect((await visit(`/post/${id}`, bob)).json().viewCount).toBe(2);
  expect((await admin('GET', `/post/${id}`)).json().viewCount).toBe(2);
});

test('content is sanitised before it is stored', async () => {
  const created = await createPost(boardId, {
    title: '<b>제목은 글자 그대로</b>',
    content:
      '<p onclick="alert(1)">안녕<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">링크</a><img src="/api/media/0123456789abcdef0123456789abcdef-960.webp" alt="사진">',
    authorName: '홍보팀',
  });
  expect(created.content).toBe(
    '<p>안녕</p><a rel="noopener noreferrer">링크</a><img src="/api/media/0123456789abcdef0123456789abcdef-960.webp" alt="사진" />',
  );
  const read = (await visit(`/post/${created.id}`)).json();
  expect(read).toMatchObject({
    title: '<b>제목은 글자 그대로</b>',
    authorName: '홍보팀',
    thumbnailUrl: '/api/media/0123456789abcdef0123456789abcdef-960.webp',
  });
});

test('staff edit and delete posts; bad input changes nothing', async () => {
  const { id } = await createPost(boardId, { title: '수정 전' });
  const edited = await admin('PUT', `/post/${id}`, {
    boardId,
    title: '수정 후',
    content: '<p>새 본문</p>',
    pinned: true,
  });
  expect(edited.statusCode).toBe(200);
  expect(edited.json()).toMatchObject({ title: '수정 후', pinned: true, authorName: '관리자' });

  for (const payload of [
    { boardId, title: '', content: '' },
    { boardId, title: 'x', content: 1 },
    { boardId: 999999, title: 'x', content: '' },
    { boardId, title: 'x', content: '', pinned: 'yes' },
    { boardId, title: 'x', content: '', attachmentIds: [1, 1] },
    { boardId, title: 'x', content: '', attachmentIds: [999999] },
    { boardId, title: 'x', content: '', sneaky: true },
    { boardId, title: 'x'.repeat(201), content: '' },
  ]) {
    const res = await admin('PUT', `/post/${id}`, payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
  }
  expect((await admin('GET', `/post/${id}`)).json().title).toBe('수정 후');

  expect((await admin('DELETE', `/post/${id}`)).statusCode).toBe(204);
  expect((await admin('DELETE', `/post/${id}`)).statusCode).toBe(404);
  expect((await visit(`/post/${id}`)).statusCode).toBe(404);
});

test('posts are staff-only to write', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/post',
    payload: { boardId, title: 'x', content: '' },
  });
  expect(res.statusCode).toBe(401);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/v1/post/1' })).statusCode).toBe(
    401,
  );
});

test('library images in a post are known to the library and cannot be deleted while used', async () => {
  const png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const boundary = '----post-image-test';
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/image',
    headers: {
      ...bearer(ctx.adminToken),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const image = upload.json<{ items: { id: number; variants: { url: string }[] }[] }>().items[0];
  const url = image?.variants[0]?.url ?? '';
  const created = await createPost(boardId, {
    title: '사진 글',
    content: `<p>사진</p><img src="${url}" alt="사진">`,
  });
  const library = await admin('GET', `/image/${image?.id ?? 0}`);
  expect(library.json().usedBy).toEqual([{ kind: 'post', id: created.id, title: '사진 글' }]);
  expect((await admin('DELETE', `/image/${image?.id ?? 0}`)).statusCode).toBe(409);
  const gallery = (await visit(`/board/${boardId}/post`)).json<{
    items: { id: number; thumbnailUrl: string | null }[];
  }>();
  expect(gallery.items.find((p) => p.id === created.id)?.thumbnailUrl).toBe(url);
});

test('boards and posts have optional English versions: English visitors read them, or the Korean', async () => {
  const created = await admin('POST', '/board', {
    name: '보도자료',
    nameEn: 'Press',
    slug: 'press',
    description: '언론 보도',
  });
  expect(created.statusCode).toBe(201);
  const board = created.json<{ id: number }>().id;
  expect(created.json()).toMatchObject({ nameEn: 'Press', descriptionEn: null, hasEnglish: true });
  const translated = await createPost(board, {
    title: '수출 500만 달러',
    titleEn: 'USD 5 million exported',
    content: '<p>본문</p>',
    contentEn: '<p onclick="x()">Exports</p>',
  });
  const korean = await createPost(board, { title: '한국어 글' });
  expect((await admin('GET', `/post/${translated.id}`)).json()).toMatchObject({
    titleEn: 'USD 5 million exported',
    contentEn: '<p>Exports</p>',
  });

  const page = (await visit(`/board/${board}/post?lang=en`)).json();
  expect(page.board).toMatchObject({
    name: 'Press',
    description: '언론 보도',
    ko: ['description'],
  });
  expect(page.items).toEqual([
    expect.objectContaining({ id: korean.id, title: '한국어 글', ko: ['title'] }),
    expect.objectContaining({ id: translated.id, title: 'USD 5 million exported' }),
  ]);
  expect(page.items[1]).not.toHaveProperty('ko');
  const post = (await visit(`/post/${translated.id}?lang=en`)).json();
  expect(post).toMatchObject({
    title: 'USD 5 million exported',
    content: '<p>Exports</p>',
    hasEnglish: true,
    next: { id: korean.id, title: '한국어 글', ko: ['title'] },
  });
  expect((await visit(`/post/${korean.id}?lang=en`)).json()).toMatchObject({
    title: '한국어 글',
    hasEnglish: false,
    ko: ['title', 'content'],
    prev: { title: 'USD 5 million exported' },
  });
  expect((await visit(`/post/${translated.id}`)).json()).toMatchObject({
    title: '수출 500만 달러',
  });
  // English is searched too.
  const found = await visit(`/board/${board}/post?keyword=exports`);
  expect(found.json().items.map((p: Summary) => p.id)).toEqual([translated.id]);

  // Too long is refused and changes nothing; left out, the English stays.
  const tooLong = await admin('PUT', `/post/${translated.id}`, {
    boardId: board,
    title: '수출 500만 달러',
    titleEn: 'x'.repeat(201),
    content: '<p>본문</p>',
  });
  expect(tooLong.statusCode).toBe(400);
  const kept = await admin('PUT', `/post/${translated.id}`, {
    boardId: board,
    title: '수출 실적',
    content: '<p>본문</p>',
  });
  expect(kept.json()).toMatchObject({
    title: '수출 실적',
    titleEn: 'USD 5 million exported',
    contentEn: '<p>Exports</p>',
  });
  expect((await visit(`/board/${board}/post?keyword=exports`)).json().items).toHaveLength(1);
});
