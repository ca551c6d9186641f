import { expect, test } from 'vitest';
import { bearer, createMember, useTestApp } from '../../test/app.ts';

const ctx = useTestApp();

const admin = ctx.admin;
const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/data/v1${url}` });

let sequence = 0;
const createBoard = async (overrides: object = {}) => {
  sequence += 1;
  const res = await admin('POST', '/board', {
    name: `게시판 ${sequence}`,
    slug: `board-${sequence}`,
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; slug: string; kind: string; postsPerPage: number }>();
};
const createPost = async (boardId: number, overrides: object = {}) => {
  const res = await admin('POST', '/post', {
    boardId,
    title: '제목',
    content: '<p>본문</p>',
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>();
};

test('staff create, edit and list boards; visitors see them in order', async () => {
  const notices = await createBoard({ name: '공지사항', slug: 'notice', sortOrder: 0 });
  const gallery = await createBoard({
    name: '제품 갤러리',
    slug: 'gallery',
    kind: 'gallery',
    postsPerPage: 12,
    description: '  제품 사진  ',
    sortOrder: 1,
  });
  expect(gallery).toMatchObject({ kind: 'gallery', postsPerPage: 12, description: '제품 사진' });
  expect(notices).toMatchObject({ kind: 'list', postsPerPage: 10, description: '' });

  const renamed = await admin('PUT', `/board/${notices.id}`, { name: '공지', slug: 'notice' });
  expect(renamed.statusCode).toBe(200);
  const list = await publicGet('/board');
  expect(list.statusCode).toBe(200);
  expect(list.json().slice(0, 2)).toEqual([
    expect.objectContaining({ id: notices.id, name: '공지' }),
    expect.objectContaining({ id: gallery.id, name: '제품 갤러리' }),
  ]);
  expect((await publicGet(`/board/${gallery.id}/post`)).json()).toMatchObject({
    board: { id: gallery.id, kind: 'gallery' },
    pinned: [],
    items: [],
    size: 12,
    total: 0,
  });
});

test('board input is validated and slugs are unique', async () => {
  const board = await createBoard();
  const bad = await admin('POST', '/board', { name: '', slug: 'Not A Slug', extra: 1 });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().code).toBe('validation_failed');
  for (const payload of [
    { name: 'x', slug: 'ok', kind: 'blog' },
    { name: 'x', slug: 'ok', postsPerPage: 0 },
    { name: 'x', slug: '../etc' },
    { name: 'x'.repeat(101), slug: 'ok' },
  ]) {
    expect((await admin('POST', '/board', payload)).statusCode).toBe(400);
  }
  const taken = await admin('POST', '/board', { name: '중복', slug: board.slug });
  expect(taken.statusCode).toBe(409);
  expect(taken.json().code).toBe('board_slug_taken');
  const other = await createBoard();
  expect(
    (await admin('PUT', `/board/${other.id}`, { name: 'x', slug: board.slug })).statusCode,
  ).toBe(409);
  expect((await admin('PUT', '/board/999999', { name: 'x', slug: 'nope' })).statusCode).toBe(404);
});

test('a board with posts is deleted only with the confirmed post count', async () => {
  const board = await createBoard();
  await createPost(board.id);
  await createPost(board.id, { published: false });
  const listed = (await admin('GET', '/board')).json<{ id: number; postCount: number }[]>();
  expect(listed.find((b) => b.id === board.id)?.postCount).toBe(2);

  const refused = await admin('DELETE', `/board/${board.id}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({
    code: 'board_has_posts',
    detail: expect.stringContaining('2'),
  });
  expect((await admin('DELETE', `/board/${board.id}?confirmPosts=1`)).statusCode).toBe(409);
  expect((await admin('DELETE', `/board/${board.id}?confirmPosts=2`)).statusCode).toBe(204);
  expect((await admin('GET', `/board/${board.id}`)).statusCode).toBe(404);
  expect((await publicGet(`/board/${board.id}/post`)).statusCode).toBe(404);

  const empty = await createBoard();
  expect((await admin('DELETE', `/board/${empty.id}`)).statusCode).toBe(204);
  expect((await admin('DELETE', `/board/${empty.id}`)).statusCode).toBe(404);
});

test('board management needs a staff session', async () => {
  const anonymous = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/board',
    payload: { name: 'x', slug: 'anon' },
  });
  expect(anonymous.statusCode).toBe(401);
  const forged = await ctx.app.inject({
    method: 'DELETE',
    url: '/api/admin/v1/board/1',
    headers: bearer('forged-token'),
  });
  expect(forged.statusCode).toBe(401);
  // Any staff member (not only grade 10) runs the boards.
  const staff = await createMember(ctx, { grade: 3 });
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/board',
    headers: bearer(staff.token),
    payload: { name: '자료실', slug: 'library' },
  });
  expect(created.statusCode).toBe(201);
});

test('the cached board list changes with staff writes', async () => {
  const first = await publicGet('/board');
  const etag = first.headers.etag;
  expect(etag).toBeDefined();
  const again = await ctx.app.inject({
    method: 'GET',
    url: '/api/data/v1/board',
    headers: { 'if-none-match': String(etag) },
  });
  expect(again.statusCode).toBe(304);
  const board = await createBoard({ name: '새 게시판' });
  const after = await publicGet('/board');
  expect(after.headers.etag).not.toBe(etag);
  expect(after.json().some((b: { id: number }) => b.id === board.id)).toBe(true);
});
