import { expect, test } from 'vitest';
import { bearer, createMember, createTestApp, login, useTestApp } from '../../test/app.ts';

const ctx = useTestApp();

const call = ctx.call;

const endpoints = [
  ['GET', '/api/admin/v1/member'],
  ['GET', '/api/admin/v1/member/1'],
  ['POST', '/api/admin/v1/member'],
  ['PUT', '/api/admin/v1/member/1'],
  ['DELETE', '/api/admin/v1/member/1'],
] as const;

test.each(endpoints)('%s %s needs a session (401)', async (method, url) => {
  const res = await call(
    method,
    url,
    null,
    method === 'POST' || method === 'PUT' ? { name: 'x' } : undefined,
  );
  expect(res.statusCode).toBe(401);
});

test.each(endpoints)('%s %s refuses a grade-9 member (403)', async (method, url) => {
  const staff = await createMember(ctx, { grade: 9 });
  const res = await call(
    method,
    url,
    staff.token,
    method === 'POST' || method === 'PUT' ? { name: 'x' } : undefined,
  );
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('forbidden');
});

test('grade 10 creates, lists, reads, updates and deletes members', async () => {
  const created = await call('POST', '/api/admin/v1/member', ctx.adminToken, {
    loginId: 'kim.sales',
    name: '김영업',
    email: 'kim@example.com',
    password: 'a-long-password-9',
    grade: 3,
  });
  expect(created.statusCode).toBe(201);
  const member = created.json();
  expect(member).toMatchObject({
    loginId: 'kim.sales',
    name: '김영업',
    grade: 3,
    active: true,
    lastLoginAt: null,
  });
  expect(JSON.stringify(member)).not.toMatch(/password/i);

  const list = await call(
    'GET',
    '/api/admin/v1/member?keyword=kim.s&page=0&size=5',
    ctx.adminToken,
  );
  expect(list.statusCode).toBe(200);
  expect(list.json()).toMatchObject({ page: 0, size: 5, total: 1, items: [{ id: member.id }] });

  const updated = await call('PUT', `/api/admin/v1/member/${member.id}`, ctx.adminToken, {
    name: '김부장',
    grade: 7,
  });
  expect(updated.json()).toMatchObject({ name: '김부장', grade: 7 });
  expect((await call('GET', `/api/admin/v1/member/${member.id}`, ctx.adminToken)).json().name).toBe(
    '김부장',
  );

  expect(
    (await call('DELETE', `/api/admin/v1/member/${member.id}`, ctx.adminToken)).statusCode,
  ).toBe(204);
  expect((await call('GET', `/api/admin/v1/member/${member.id}`, ctx.adminToken)).statusCode).toBe(
    404,
  );
});

test('a login id is unique regardless of case', async () => {
  await createMember(ctx, { loginId: 'dup.user' });
  const res = await call('POST', '/api/admin/v1/member', ctx.adminToken, {
    loginId: 'DUP.user',
    name: '중복',
    password: 'another-password-1',
    grade: 1,
  });
  expect(res.statusCode).toBe(409);
  expect(res.json().code).toBe('login_id_taken');
  expect(res.json().errors).toEqual([{ field: 'body.loginId', message: expect.any(String) }]);
});

test.each([
  ['a short password', { password: 'short' }, 'body.password'],
  ['grade 11', { grade: 11 }, 'body.grade'],
  ['grade as a string', { grade: '10' }, 'body.grade'],
  ['a bad e-mail', { email: 'not-an-email' }, 'body.email'],
  ['spaces in the login id', { loginId: 'a b c' }, 'body.loginId'],
  ['an unknown field', { role: 'root' }, 'body'],
  [
    'the login id inside the password',
    { loginId: 'parkjs', password: 'parkjs-2024-pass' },
    'body.password',
  ],
])('creating a member with %s is a 400 naming the field', async (_name, override, field) => {
  const res = await call('POST', '/api/admin/v1/member', ctx.adminToken, {
    loginId: 'valid.id',
    name: '이름',
    password: 'valid-password-1',
    grade: 1,
    ...override,
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
});

test('nobody changes their own grade', async () => {
  const me = (await call('GET', '/api/authCheck', ctx.adminToken)).json().user;
  const own = await call('PUT', `/api/admin/v1/member/${me.id}`, ctx.adminToken, { grade: 9 });
  expect(own.statusCode).toBe(403);
  expect(own.json().code).toBe('own_grade');
  const self = await call('DELETE', `/api/admin/v1/member/${me.id}`, ctx.adminToken);
  expect(self.json().code).toBe('delete_self');
});

test('the last active top administrator cannot be deactivated, demoted or deleted', async () => {
  const fresh = await createTestApp();
  try {
    const me = (
      await fresh.app.inject({ url: '/api/authCheck', headers: bearer(fresh.adminToken) })
    ).json().user;
    const put = (id: number, token: string, payload: object) =>
      fresh.app.inject({
        method: 'PUT',
        url: `/api/admin/v1/member/${id}`,
        headers: bearer(token),
        payload,
      });
    const alone = await put(me.id, fresh.adminToken, { active: false });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().code).toBe('last_top_admin');

    const second = await createMember(fresh, { grade: 10 });
    // With two top administrators, one may go; then the other is the last.
    expect((await put(me.id, second.token, { grade: 5 })).statusCode).toBe(200);
    const demote = await put(second.id, second.token, { active: false });
    expect(demote.json().code).toBe('last_top_admin');
    const del = await fresh.app.inject({
      method: 'DELETE',
      url: `/api/admin/v1/member/${me.id}`,
      headers: bearer(second.token),
    });
    expect(del.statusCode).toBe(204);
  } finally {
    await fresh.close();
  }
});

test('SQL and HTML in the keyword are plain text', async () => {
  const staff = await createMember(ctx, { grade: 10, name: '<img src=x onerror=alert(1)>' });
  const list = await call(
    'GET',
    `/api/admin/v1/member?keyword=${encodeURIComponent("' or 1=1 --")}`,
    staff.token,
  );
  expect(list.statusCode).toBe(200);
  expect(list.json().total).toBe(0);
  const byName = await call(
    'GET',
    `/api/admin/v1/member?keyword=${encodeURIComponent('<img')}`,
    staff.token,
  );
  expect(byName.json().items[0].name).toBe('<img src=x onerror=alert(1)>');
});

test.each(['abc', '-1', '0', '99999999999', '1.5', '1;drop table member'])(
  'member id %s is a 400',
  async (id) => {
    const res = await call('GET', `/api/admin/v1/member/${encodeURIComponent(id)}`, ctx.adminToken);
    expect(res.statusCode).toBe(400);
  },
);

test.each([
  ['a password from the common list', 'qwertyuiop'],
  ['a common password in other case', 'PassWord123'],
  ['a common word with digits and symbols added', 'iloveyou2024!!'],
])('creating a member with %s is refused as too common', async (_name, password) => {
  const res = await call('POST', '/api/admin/v1/member', ctx.adminToken, {
    loginId: 'common.pw',
    name: '흔한비번',
    password,
    grade: 1,
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'password_too_common',
    errors: [{ field: 'body.password', message: expect.stringMatching(/too common/) }],
  });
});

test.each([
  ['one letter repeated', 'aaaaaaaaaa', 'weak.repeat'],
  ['a reversed keyboard row', 'poiuytrewq12', 'weak.keyboard'],
  ['a sequence', 'abcdefghij1234', 'weak.sequence'],
  ['a date', '19851225!!', 'weak.date'],
  ['the member’s own name', 'kimminsu1985!', 'weak.name'],
])(
  'creating a member with %s is refused as too weak (zxcvbn below 3)',
  async (_name, password, loginId) => {
    const res = await call('POST', '/api/admin/v1/member', ctx.adminToken, {
      loginId,
      name: 'kimminsu',
      password,
      grade: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'password_too_weak',
      errors: [{ field: 'body.password', message: expect.stringMatching(/too easy to guess/) }],
    });
    const listed = await call('GET', `/api/admin/v1/member?keyword=${loginId}`, ctx.adminToken);
    expect(listed.json().total).toBe(0);
  },
);

test('a strong password of unrelated words is accepted', async () => {
  const res = await call('POST', '/api/admin/v1/member', ctx.adminToken, {
    loginId: 'strong.pw',
    name: '강한비번',
    password: 'violet-harbor-tractor',
    grade: 1,
  });
  expect(res.statusCode).toBe(201);
});

test('a password reset is held to the same rules and ends the member’s sessions', async () => {
  const staff = await createMember(ctx);
  const common = await call('PUT', `/api/admin/v1/member/${staff.id}`, ctx.adminToken, {
    password: 'baseball12345',
  });
  expect(common.json().code).toBe('password_too_common');
  expect((await call('GET', '/api/authCheck', staff.token)).statusCode).toBe(200);

  const reset = await call('PUT', `/api/admin/v1/member/${staff.id}`, ctx.adminToken, {
    password: 'handed-over-in-person',
  });
  expect(reset.statusCode).toBe(200);
  expect((await call('GET', '/api/authCheck', staff.token)).statusCode).toBe(401);
  await expect(login(ctx.app, staff.loginId, 'handed-over-in-person')).resolves.toBeTypeOf(
    'string',
  );
});

test('deactivation ends every session at once; reactivation lets the member sign in again', async () => {
  const staff = await createMember(ctx, { grade: 5 });
  const second = await login(ctx.app, staff.loginId, staff.password);
  const off = await call('PUT', `/api/admin/v1/member/${staff.id}`, ctx.adminToken, {
    active: false,
  });
  expect(off.json()).toMatchObject({ active: false });
  for (const token of [staff.token, second]) {
    expect((await call('GET', '/api/admin/v1/me/sessions', token)).statusCode).toBe(401);
  }
  await expect(login(ctx.app, staff.loginId, staff.password)).rejects.toThrow(/401/);
  await call('PUT', `/api/admin/v1/member/${staff.id}`, ctx.adminToken, { active: true });
  await expect(login(ctx.app, staff.loginId, staff.password)).resolves.toBeTypeOf('string');
});

test('a grade-5 member is refused every member endpoint, even for their own record', async () => {
  const staff = await createMember(ctx, { grade: 5 });
  for (const [method, url] of [
    ['GET', `/api/admin/v1/member/${staff.id}`],
    ['PUT', `/api/admin/v1/member/${staff.id}`],
  ] as const) {
    const res = await call(method, url, staff.token, method === 'PUT' ? { grade: 10 } : undefined);
    expect(res.statusCode).toBe(403);
  }
  const self = (await call('GET', `/api/admin/v1/member/${staff.id}`, ctx.adminToken)).json();
  expect(self.grade).toBe(5);
});
