import { expect, test } from 'vitest';
import { ADMIN, createMember, useTestApp } from '../../test/app.ts';
import { codeAt, enrolTwoFactor } from '../../test/two-factor.ts';

// The requirement is site-wide: these tests share one app of their own, in order.
const ctx = useTestApp();
const call = ctx.call;

const overview = async () => {
  const res = await ctx.admin('GET', '/two-factor');
  expect(res.statusCode).toBe(200);
  return res.json<{ required: boolean; enrolledMemberIds: number[] }>();
};
const signIn = async (member: { loginId: string; password: string }) => {
  const res = await call('POST', '/api/auth', null, {
    loginId: member.loginId,
    password: member.password,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token?: string; challenge?: string }>();
};

test('an administrator without 2FA cannot require it (they would lock themselves out)', async () => {
  const res = await ctx.admin('PUT', '/two-factor', { required: true });
  expect(res.statusCode).toBe(409);
  expect(res.json().code).toBe('two_factor_not_enabled');
  expect((await overview()).required).toBe(false);
});

test.each([{}, { required: 'yes' }, { required: true, extra: 1 }, { required: null }])(
  'PUT /two-factor with %o is a 400 and changes nothing',
  async (payload) => {
    const res = await ctx.admin('PUT', '/two-factor', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect((await overview()).required).toBe(false);
  },
);

test('while 2FA is required, a member without it reaches only their own account until enrolled', async () => {
  const staff = await createMember(ctx, { grade: 9 });
  const enrolled = await createMember(ctx, { grade: 3 });
  await enrolTwoFactor(ctx.app, enrolled);
  const adminId = (await call('GET', '/api/authCheck', ctx.adminToken)).json().user.id;
  await enrolTwoFactor(ctx.app, { token: ctx.adminToken, password: ADMIN.password });
  expect((await overview()).enrolledMemberIds.sort()).toEqual([adminId, enrolled.id].sort());

  const required = await ctx.admin('PUT', '/two-factor', { required: true });
  expect(required.statusCode).toBe(200);
  expect(required.json()).toMatchObject({ required: true });
  expect((await call('GET', '/api/admin/v1/me/two-factor', staff.token)).json().required).toBe(
    true,
  );

  // An open session of the member is held to their account at once…
  for (const url of ['/api/admin/v1/product', '/api/admin/v1/stats', '/api/admin/v1/place']) {
    const res = await call('GET', url, staff.token);
    expect(res.statusCode, url).toBe(403);
    expect(res.json().code).toBe('two_factor_setup_required');
  }
  const write = await call('POST', '/api/admin/v1/place', staff.token, { name: '창고' });
  expect(write.statusCode).toBe(403);
  // …and so is a new sign-in: the password still gives a session, a limited one.
  const fresh = await signIn(staff);
  expect(fresh.token).toBeDefined();
  const token = fresh.token ?? '';
  expect((await call('GET', '/api/admin/v1/product', token)).statusCode).toBe(403);
  for (const [method, url] of [
    ['GET', '/api/authCheck'],
    ['GET', '/api/admin/v1/me/sessions'],
    ['GET', '/api/admin/v1/me/two-factor'],
  ] as const) {
    expect((await call(method, url, token)).statusCode, url).toBe(200);
  }
  // Members who have 2FA, and the administrator, are not held back.
  expect((await call('GET', '/api/admin/v1/product', enrolled.token)).statusCode).toBe(200);
  expect((await ctx.admin('GET', '/member')).statusCode).toBe(200);

  // Enrolling lifts the limit for this session and the others.
  await enrolTwoFactor(ctx.app, { token, password: staff.password });
  expect((await call('GET', '/api/admin/v1/product', token)).statusCode).toBe(200);
  expect((await call('GET', '/api/admin/v1/product', staff.token)).statusCode).toBe(200);

  // Signing out stays possible for a limited session.
  const other = await createMember(ctx, { grade: 2 });
  expect((await call('GET', '/api/admin/v1/product', other.token)).statusCode).toBe(403);
  expect((await call('POST', '/api/logout', other.token)).statusCode).toBe(204);
});

test('a grade-10 reset puts a member back under the requirement; lifting it frees them', async () => {
  const staff = await createMember(ctx, { grade: 4 });
  const { secret } = await enrolTwoFactor(ctx.app, staff);
  const first = await signIn(staff);
  const session = await call('POST', '/api/auth/two-factor', null, {
    challenge: first.challenge,
    code: await codeAt(secret, 1),
  });
  const token = session.json<{ token: string }>().token;
  expect((await call('GET', '/api/admin/v1/product', token)).statusCode).toBe(200);

  expect((await ctx.admin('DELETE', `/member/${staff.id}/two-factor`)).statusCode).toBe(204);
  const held = await call('GET', '/api/admin/v1/product', token);
  expect(held.statusCode).toBe(403);
  expect(held.json().code).toBe('two_factor_setup_required');

  const lifted = await ctx.admin('PUT', '/two-factor', { required: false });
  expect(lifted.json()).toMatchObject({ required: false });
  expect((await call('GET', '/api/admin/v1/product', token)).statusCode).toBe(200);
});
