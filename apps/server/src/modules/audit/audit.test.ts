import type { AuditEntry } from '@app/contract/audit';
import { expect, test } from 'vitest';
import { ADMIN, createMember, login, useTestApp } from '../../test/app.ts';
import { describeBody, routeAudit } from './audit-trail.ts';

const ctx = useTestApp();

const call = ctx.call;

/** The audit rows matching `query`, newest first, read through the API as the admin. */
async function trail(query: string): Promise<AuditEntry[]> {
  const res = await call('GET', `/api/admin/v1/audit?size=100&${query}`, ctx.adminToken);
  expect(res.statusCode).toBe(200);
  return res.json<{ items: AuditEntry[] }>().items;
}

const me = async (token: string) =>
  (await call('GET', '/api/authCheck', token)).json<{ user: { id: number } }>().user;

test.each(['/api/admin/v1/audit', '/api/admin/v1/audit/entities'])(
  'GET %s needs a session and grade 10',
  async (url) => {
    expect((await call('GET', url, null)).statusCode).toBe(401);
    const staff = await createMember(ctx, { grade: 9 });
    const res = await call('GET', url, staff.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  },
);

test.each([
  ['POST', '/api/admin/v1/audit'],
  ['PUT', '/api/admin/v1/audit/1'],
  ['DELETE', '/api/admin/v1/audit/1'],
  ['DELETE', '/api/admin/v1/audit'],
] as const)(
  '%s %s does not exist: audit rows cannot be written, edited or deleted',
  async (method, url) => {
    const before = await trail('');
    const res = await call(
      method,
      url,
      ctx.adminToken,
      method === 'DELETE' ? undefined : { summary: 'x' },
    );
    expect([404, 405]).toContain(res.statusCode);
    const after = await trail('');
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
  },
);

test('sign-in, sign-out and failed sign-ins are recorded', async () => {
  const staff = await createMember(ctx);
  const wrong = await call('POST', '/api/auth', null, {
    loginId: staff.loginId,
    password: 'wrong-password-1',
  });
  expect(wrong.statusCode).toBe(401);
  await call('POST', '/api/auth', null, { loginId: 'no-such-user', password: 'whatever-it-is' });
  expect((await call('POST', '/api/logout', staff.token)).statusCode).toBe(204);

  const mine = await trail(`memberId=${staff.id}&entity=session`);
  expect(mine.map((r) => r.action)).toEqual(['logout', 'login_failed', 'login']);
  expect(mine[1]).toMatchObject({
    memberLoginId: staff.loginId,
    summary: expect.stringContaining('wrong password'),
  });
  const sessions = await trail('entity=session');
  expect(sessions).toContainEqual(
    expect.objectContaining({
      action: 'login_failed',
      memberId: null,
      summary: expect.stringContaining('"no-such-user"; unknown login id'),
    }),
  );
  expect(JSON.stringify(sessions)).not.toContain('wrong-password-1');
});

test('member writes are recorded with the sharper action and no secrets', async () => {
  const created = await call('POST', '/api/admin/v1/member', ctx.adminToken, {
    loginId: 'audit.target',
    name: '감사대상',
    email: 'target@example.com',
    password: 'first-secret-pass-1',
    grade: 3,
  });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ id: number }>().id;
  const put = (payload: object) =>
    call('PUT', `/api/admin/v1/member/${id}`, ctx.adminToken, payload);
  expect((await put({ name: '감사대상2' })).statusCode).toBe(200);
  expect((await put({ grade: 7 })).statusCode).toBe(200);
  expect((await put({ password: 'second-secret-pass-2' })).statusCode).toBe(200);
  expect((await put({ active: false })).statusCode).toBe(200);
  expect((await put({ active: true })).statusCode).toBe(200);
  expect((await call('DELETE', `/api/admin/v1/member/${id}`, ctx.adminToken)).statusCode).toBe(204);

  const rows = (await trail('entity=member')).filter((r) => r.entityId === String(id));
  expect(rows.map((r) => r.action)).toEqual([
    'delete',
    'reactivate',
    'deactivate',
    'password_reset',
    'grade',
    'update',
    'create',
  ]);
  const admin = await me(ctx.adminToken);
  for (const row of rows) {
    expect(row).toMatchObject({
      memberId: admin.id,
      memberLoginId: ADMIN.loginId,
      memberName: '관리자',
    });
    expect(new Date(row.at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  }
  expect(rows.find((r) => r.action === 'grade')?.summary).toContain('grade 3 → 7');
  expect(rows.find((r) => r.action === 'create')?.summary).toContain('loginId="audit.target"');
  const all = JSON.stringify(rows);
  for (const secret of ['first-secret-pass-1', 'second-secret-pass-2', 'target@example.com']) {
    expect(all).not.toContain(secret);
  }
  expect(all).toContain('password=[hidden]');
});

test('writes of any feature are recorded without the route doing anything', async () => {
  const created = await call('POST', '/api/admin/v1/place', ctx.adminToken, { name: '감사 공장' });
  expect(created.statusCode).toBe(201);
  const id = String(created.json<{ id: number }>().id);
  await call('PUT', `/api/admin/v1/place/${id}`, ctx.adminToken, { name: '감사 공장 2' });
  await call('DELETE', `/api/admin/v1/place/${id}`, ctx.adminToken);
  const rows = (await trail('entity=place')).filter((r) => r.entityId === id);
  expect(rows.map((r) => [r.action, r.summary])).toEqual([
    ['delete', ''],
    ['update', 'name="감사 공장 2"'],
    ['create', 'name="감사 공장"'],
  ]);
});

test('reads and refused writes are not recorded', async () => {
  const before = (await trail('')).length;
  await call('GET', '/api/admin/v1/place', ctx.adminToken);
  await call('POST', '/api/admin/v1/place', ctx.adminToken, { name: '' });
  await call('PUT', '/api/admin/v1/place/999999', ctx.adminToken, { name: 'nobody' });
  const staff = await createMember(ctx, { grade: 3 });
  await call('POST', '/api/admin/v1/member', staff.token, { loginId: 'x' });
  // Only the member created for this test and its sign-in were added.
  const after = await trail('');
  expect(after.length - before).toBe(2);
  expect(after.slice(0, 2).map((r) => r.action)).toEqual(['login', 'create']);
});

test('own password changes and ended sessions are recorded', async () => {
  const staff = await createMember(ctx, { grade: 1 });
  const other = await login(ctx.app, staff.loginId, staff.password);
  const sessions = (await call('GET', '/api/admin/v1/me/sessions', staff.token)).json<
    { id: number; current: boolean }[]
  >();
  const otherId = sessions.find((s) => !s.current)?.id;
  expect(otherId).toBeDefined();
  expect(
    (await call('DELETE', `/api/admin/v1/me/sessions/${otherId}`, staff.token)).statusCode,
  ).toBe(204);
  expect((await call('GET', '/api/authCheck', other)).statusCode).toBe(401);
  const change = await call('PUT', '/api/admin/v1/me/password', staff.token, {
    currentPassword: staff.password,
    newPassword: 'brand-new-phrase-77',
  });
  expect(change.statusCode).toBe(204);
  const rows = await trail(`memberId=${staff.id}`);
  expect(rows.slice(0, 2).map((r) => [r.action, r.entity, r.entityId])).toEqual([
    ['password', 'member', String(staff.id)],
    ['end_session', 'session', String(otherId)],
  ]);
  expect(JSON.stringify(rows)).not.toMatch(
    new RegExp(`${staff.password}|brand-new-phrase-77|${other}`),
  );
});

test('filters by member, entity and date range, with paging', async () => {
  const staff = await createMember(ctx, { grade: 9 });
  for (const name of ['필터1', '필터2', '필터3']) {
    await call('POST', '/api/admin/v1/place', staff.token, { name });
  }
  const page = await call(
    'GET',
    `/api/admin/v1/audit?memberId=${staff.id}&entity=place&page=1&size=2`,
    ctx.adminToken,
  );
  expect(page.json()).toMatchObject({ page: 1, size: 2, total: 3 });
  expect(page.json().items).toHaveLength(1);
  expect(page.json().items[0].summary).toBe('name="필터1"');

  const future = new Date(Date.now() + 3_600_000).toISOString();
  expect(await trail(`memberId=${staff.id}&from=${encodeURIComponent(future)}`)).toEqual([]);
  const past = new Date(Date.now() - 3_600_000).toISOString();
  const inRange = await trail(
    `memberId=${staff.id}&from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`,
  );
  expect(inRange).toHaveLength(4);
  expect(await trail(`memberId=${staff.id}&to=${encodeURIComponent(past)}`)).toEqual([]);
});

test('the entity filter offers every audited entity', async () => {
  const res = await call('GET', '/api/admin/v1/audit/entities', ctx.adminToken);
  expect(res.json()).toEqual(expect.arrayContaining(['category', 'member', 'place', 'session']));
  expect(res.json()).not.toContain('audit');
});

test.each([
  ['an SQL entity', "entity=place' or 1=1 --", 'querystring.entity'],
  ['a non-numeric member', 'memberId=abc', 'querystring.memberId'],
  ['a date without offset', 'from=2024-01-01', 'querystring.from'],
  [
    'a range that ends before it starts',
    'from=2024-02-01T00:00:00Z&to=2024-01-01T00:00:00Z',
    'querystring.to',
  ],
  ['a huge page size', 'size=100000', 'querystring.size'],
])('%s is a 400 naming the field', async (_name, query, field) => {
  const res = await call('GET', `/api/admin/v1/audit?${encodeURI(query)}`, ctx.adminToken);
  expect(res.statusCode).toBe(400);
  expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
});

test.each([
  ['POST', ['product'], {}, { entity: 'product', action: 'create' }],
  ['PUT', ['product', ':id'], {}, { entity: 'product', action: 'update' }],
  ['DELETE', ['page', ':slug'], {}, { entity: 'page', action: 'delete' }],
  ['POST', ['inquiry', ':id', 'answer'], {}, { entity: 'inquiry', action: 'answer' }],
  ['POST', ['product', 'bulk'], {}, { entity: 'product', action: 'bulk' }],
  ['PUT', ['product', ':id'], { action: 'publish' }, { entity: 'product', action: 'publish' }],
  [
    'PUT',
    ['me', 'password'],
    { entity: 'member', action: 'password' },
    { entity: 'member', action: 'password' },
  ],
] as const)('%s /%s is recorded as %o', (method, segments, config, expected) => {
  expect(routeAudit(method, [...segments], config)).toEqual(expected);
});

test('summaries name the fields but hide secrets, contact data and long text', () => {
  expect(
    describeBody({
      title: '<b>hi</b>',
      password: 'p',
      newPassword: 'q',
      token: 't',
      code: '123456',
      email: 'a@b.c',
      content: 'x'.repeat(500),
      tags: [1, 2],
      status: 'published',
      featured: true,
      specs: { a: 1 },
    }),
  ).toBe(
    'title="<b>hi</b>", password=[hidden], newPassword=[hidden], token=[hidden], code=[hidden], email=[hidden], content=[500 chars], tags=[2 items], status="published", featured=true, specs={…}',
  );
  expect(describeBody(undefined)).toBe('');
  expect(describeBody([1])).toBe('');
});
