import { INQUIRY_TOKEN_TTL_MS } from '@app/contract/inquiry';
import { PRIVACY_NOTICE_VERSION } from '../../test/inquiries.ts';
import type { SpamForm } from '@app/contract/spam';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { DEMO_INQUIRY_PASSWORD, seedDemoInquiries } from '../../bootstrap/demo-inquiries.ts';
import { category, product } from '../../db/schema/index.ts';
import { bearer, createMember, useTestApp } from '../../test/app.ts';
import { proofOfWork } from '../../test/proof-of-work.ts';
import { signInquiryToken } from './inquiry-token.ts';

const SECRET = 'test-inquiry-token-secret-0123456789abcdef';
const ctx = useTestApp({ INQUIRY_TOKEN_SECRET: SECRET });

// Every visitor gets an address of their own, so creation and unlock limits stay per test.
let clients = 0;
const newClient = () => {
  clients += 1;
  return `10.0.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The form a public write belongs to, whose proof of work the widget would have solved. */
const formOf = (method: Method, url: string): SpamForm | null => {
  if (method === 'POST' && url === '/inquiry') return 'inquiry-create';
  if (method === 'POST' && url.endsWith('/unlock')) return 'inquiry-unlock';
  if (method === 'PUT') return 'inquiry-edit';
  return null;
};
/** A visitor with the script: each form's write carries a solved challenge. */
const visitor = async (
  method: Method,
  url: string,
  options: { payload?: object; token?: string; ip?: string } = {},
) => {
  const remoteAddress = options.ip ?? newClient();
  const form = formOf(method, url);
  const payload =
    options.payload && form !== null && !('altcha' in options.payload)
      ? { ...options.payload, altcha: await proofOfWork(ctx.app, form, remoteAddress) }
      : options.payload;
  return ctx.app.inject({
    method,
    url: `/api/data/v1${url}`,
    remoteAddress,
    headers: options.token === undefined ? {} : { 'x-inquiry-token': options.token },
    ...(payload ? { payload } : {}),
  });
};
const admin = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/admin/v1${url}`,
    headers: bearer(ctx.adminToken),
    ...(payload ? { payload } : {}),
  });

const PASSWORD = 'pass1234';
/** The edit form's body; creating adds the password and the privacy consent. */
const edit = (overrides: Record<string, unknown> = {}) => ({
  title: '배송 일정 문의',
  content: '주문한 배관 부품이 언제 도착하나요?',
  authorName: '홍길동',
  email: 'hong@example.com',
  phone: '010-1234-5678',
  secret: true,
  ...overrides,
});
const input = (overrides: Record<string, unknown> = {}) =>
  edit({
    password: PASSWORD,
    privacyConsent: true,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    ...overrides,
  });

async function createInquiry(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await visitor('POST', '/inquiry', { payload: input(overrides) });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

/** Unlocks with the password, or with none (`null`) as for a non-secret inquiry. */
async function unlockToken(id: number, password: string | null = PASSWORD) {
  const res = await visitor('POST', `/inquiry/${id}/unlock`, {
    payload: password === null ? {} : { password },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string; canManage: boolean; expiresAt: string }>();
}

async function countInquiries(): Promise<number> {
  return (await admin('GET', '/inquiry?size=1')).json<{ total: number }>().total;
}

async function createProduct(
  name: string,
  status: 'draft' | 'published' = 'published',
): Promise<number> {
  const [cat] = await ctx.app.db
    .insert(category)
    .values({ name: '배관 부품' })
    .returning({ id: category.id });
  if (!cat) throw new Error('no category');
  const [row] = await ctx.app.db
    .insert(product)
    .values({ name, categoryId: cat.id, status })
    .returning({ id: product.id });
  if (!row) throw new Error('no product');
  return row.id;
}

test('the public list shows a secret inquiry masked, with no content or contact details', async () => {
  const id = await createInquiry({
    title: '비밀 견적 요청',
    content: 'SECRET-CONTENT-교반기 단가',
    email: 'secret-author@example.com',
    phone: '010-9999-0000',
  });
  const res = await visitor('GET', '/inquiry');
  expect(res.statusCode).toBe(200);
  const item = res.json<{ items: Record<string, unknown>[] }>().items.find((i) => i.id === id);
  expect(item).toEqual({
    id,
    title: '비밀 견적 요청',
    authorName: '홍*동',
    secret: true,
    status: 'received',
    productId: null,
    createdAt: expect.any(String),
  });
  for (const leak of ['SECRET-CONTENT', 'secret-author', '010-9999-0000', 'argon2', '홍길동']) {
    expect(res.body).not.toContain(leak);
  }
});

test('the public list pages newest first and refreshes after each new inquiry', async () => {
  const first = await createInquiry({ title: '첫 번째' });
  const second = await createInquiry({ title: '두 번째' });
  const page = (await visitor('GET', '/inquiry?page=0&size=2')).json<{
    items: { id: number }[];
    page: number;
    size: number;
    total: number;
  }>();
  expect(page.items.map((i) => i.id)).toEqual([second, first]);
  expect(page).toMatchObject({ page: 0, size: 2 });
  const third = await createInquiry({ title: '세 번째' });
  const after = (await visitor('GET', '/inquiry?page=0&size=2')).json<{
    items: { id: number }[];
    total: number;
  }>();
  expect(after.items[0]?.id).toBe(third);
  expect(after.total).toBe(page.total + 1);
});

test('a secret inquiry opens only with its password, and the token opens it in full', async () => {
  const id = await createInquiry({ content: '비밀 내용' });

  const locked = await visitor('GET', `/inquiry/${id}`);
  expect(locked.statusCode).toBe(401);
  expect(locked.json().code).toBe('inquiry_locked');
  expect(locked.body).not.toContain('비밀 내용');

  const noPassword = await visitor('POST', `/inquiry/${id}/unlock`, { payload: {} });
  expect(noPassword.statusCode).toBe(401);
  expect(noPassword.json().code).toBe('password_required');

  const wrong = await visitor('POST', `/inquiry/${id}/unlock`, { payload: { password: 'nope' } });
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json().code).toBe('wrong_password');

  const { token, canManage, expiresAt } = await unlockToken(id);
  expect(canManage).toBe(true);
  const ttl = Date.parse(expiresAt) - Date.now();
  expect(ttl).toBeGreaterThan(INQUIRY_TOKEN_TTL_MS - 60_000);
  expect(ttl).toBeLessThanOrEqual(INQUIRY_TOKEN_TTL_MS);

  const opened = await visitor('GET', `/inquiry/${id}`, { token });
  expect(opened.statusCode).toBe(200);
  expect(opened.headers['cache-control']).toBe('no-store');
  expect(opened.json()).toMatchObject({
    id,
    content: '비밀 내용',
    authorName: '홍길동',
    email: 'hong@example.com',
    phone: '010-1234-5678',
    secret: true,
    status: 'received',
    answer: null,
    canEdit: true,
    canDelete: true,
  });
  expect(opened.json()).not.toHaveProperty('passwordHash');
  expect(opened.json()).not.toHaveProperty('answeredBy');
});

test('a non-secret inquiry opens to anyone for reading, without its writer’s contact details', async () => {
  const id = await createInquiry({ secret: false, content: '공개 내용', authorName: '김민준' });
  const read = await unlockToken(id, null);
  expect(read.canManage).toBe(false);

  const opened = await visitor('GET', `/inquiry/${id}`, { token: read.token });
  expect(opened.statusCode).toBe(200);
  expect(opened.json()).toMatchObject({
    content: '공개 내용',
    authorName: '김*준',
    canEdit: false,
    canDelete: false,
  });
  expect(opened.json()).not.toHaveProperty('email');
  expect(opened.json()).not.toHaveProperty('phone');
  expect(opened.body).not.toContain('hong@example.com');
  expect(opened.body).not.toContain('010-1234-5678');
  expect(opened.body).not.toContain('김민준');

  // Its author, with the password, sees (and can correct) them.
  const own = await visitor('GET', `/inquiry/${id}`, { token: (await unlockToken(id)).token });
  expect(own.json()).toMatchObject({
    authorName: '김민준',
    email: 'hong@example.com',
    phone: '010-1234-5678',
  });

  const readOnlyEdit = await visitor('PUT', `/inquiry/${id}`, {
    token: read.token,
    payload: edit({ secret: false, title: '바꿔치기' }),
  });
  expect(readOnlyEdit.statusCode).toBe(403);
  expect(readOnlyEdit.json().code).toBe('password_required');
  const remove = await visitor('DELETE', `/inquiry/${id}`, { token: read.token });
  expect(remove.statusCode).toBe(403);

  // Once its author makes it secret, the read-only token stops opening it.
  const manage = await unlockToken(id);
  const madeSecret = await visitor('PUT', `/inquiry/${id}`, {
    token: manage.token,
    payload: edit({ secret: true }),
  });
  expect(madeSecret.statusCode).toBe(200);
  const stale = await visitor('GET', `/inquiry/${id}`, { token: read.token });
  expect(stale.statusCode).toBe(401);
  expect(stale.body).not.toContain('공개 내용');
});

test('an inquiry’s summary is what the list shows of it, to anyone; a missing one is 404', async () => {
  const id = await createInquiry({ title: '요약 문의', content: 'SUMMARY-CONTENT' });
  const res = await visitor('GET', `/inquiry/${id}/summary`);
  expect(res.statusCode).toBe(200);
  const listed = (await visitor('GET', '/inquiry?size=100'))
    .json<{ items: { id: number }[] }>()
    .items.find((item) => item.id === id);
  expect(res.json()).toEqual(listed);
  expect(res.body).not.toMatch(/SUMMARY-CONTENT|hong@example\.com|010-|홍길동/);

  expect((await visitor('GET', '/inquiry/999999/summary')).statusCode).toBe(404);
  expect((await visitor('GET', '/inquiry/0/summary')).statusCode).toBe(400);
  const { token } = await unlockToken(id);
  expect((await visitor('DELETE', `/inquiry/${id}`, { token })).statusCode).toBe(204);
  expect((await visitor('GET', `/inquiry/${id}/summary`)).statusCode).toBe(404);
});

test('forged, expired, truncated and other inquiries’ tokens open nothing', async () => {
  const id = await createInquiry({ content: 'TARGET-CONTENT' });
  const other = await createInquiry();
  const { token } = await unlockToken(id);
  const [tokenId, scope, expires, signature] = token.split('.');
  const otherToken = (await unlockToken(other)).token;
  const refused = [
    otherToken,
    signInquiryToken(SECRET, id, 'manage', Date.now() - INQUIRY_TOKEN_TTL_MS - 1).token,
    signInquiryToken('another-secret-of-sufficient-length-000000', id, 'manage').token,
    token.slice(0, -2),
    `${tokenId}.${scope}.${String(Number(expires) + 3_600_000)}.${signature}`,
    `${String(other)}.${scope}.${expires}.${signature}`,
    'x'.repeat(150),
    '',
  ];
  for (const bad of refused) {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await visitor(method, `/inquiry/${id}`, {
        token: bad,
        ...(method === 'PUT' ? { payload: edit({ title: 'hijacked' }) } : {}),
      });
      expect(res.statusCode, `${method} with ${bad}`).toBe(401);
      expect(res.json().code).toBe('invalid_inquiry_token');
      expect(res.body).not.toContain('TARGET-CONTENT');
    }
  }
  const tooLong = await visitor('GET', `/inquiry/${id}`, { token: 'x'.repeat(500) });
  expect(tooLong.statusCode).toBe(400);
  // Nothing changed: the real token still shows the original.
  const still = await visitor('GET', `/inquiry/${id}`, { token });
  expect(still.json()).toMatchObject({ content: 'TARGET-CONTENT', title: '배송 일정 문의' });
});

test('no id in any order opens without a token, and neighbours carry no secret fields', async () => {
  const ids = [
    await createInquiry({ content: 'NEIGHBOUR-A', email: 'a@example.com' }),
    await createInquiry({ content: 'NEIGHBOUR-B', email: 'b@example.com' }),
    await createInquiry({ content: 'NEIGHBOUR-C', email: 'c@example.com' }),
  ];
  const [a, b, c] = ids;
  for (const id of [...ids].reverse().concat(ids, [0, 999_999, -1])) {
    const res = await visitor('GET', `/inquiry/${id}`);
    expect([400, 401]).toContain(res.statusCode);
    expect(res.body).not.toMatch(/NEIGHBOUR|@example\.com/);
  }
  if (b === undefined) throw new Error('no inquiry');
  const middle = await visitor('GET', `/inquiry/${b}`, { token: (await unlockToken(b)).token });
  const body = middle.json<{ previous: object; next: object }>();
  expect(body.previous).toMatchObject({ id: a, authorName: '홍*동', secret: true });
  expect(body.next).toMatchObject({ id: c, authorName: '홍*동', secret: true });
  expect(JSON.stringify([body.previous, body.next])).not.toMatch(
    /NEIGHBOUR|@example\.com|010-|content|email|phone/,
  );
});

test('one client guessing an inquiry’s password gets 429 after ten; its author elsewhere still opens it', async () => {
  const id = await createInquiry();
  const guesser = newClient();
  for (let i = 0; i < 10; i += 1) {
    const res = await visitor('POST', `/inquiry/${id}/unlock`, {
      ip: guesser,
      payload: { password: `x${i}` },
    });
    expect(res.statusCode).toBe(401);
  }
  // Even the right password waits now, from this client.
  const blocked = await visitor('POST', `/inquiry/${id}/unlock`, {
    ip: guesser,
    payload: { password: PASSWORD },
  });
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  expect(blocked.json().code).toBe('too_many_attempts');
  // The author, from another address, is not locked out.
  expect((await unlockToken(id)).canManage).toBe(true);
});

test('a burst of fifty guesses at once from one client has only ten passwords checked', async () => {
  const id = await createInquiry();
  const guesser = newClient();
  const statuses = await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const res = await visitor('POST', `/inquiry/${id}/unlock`, {
        ip: guesser,
        payload: { password: `burst-${i}` },
      });
      return res.statusCode;
    }),
  );
  expect(statuses.filter((s) => s === 401)).toHaveLength(10);
  expect(statuses.filter((s) => s === 429)).toHaveLength(40);
  // Refused guesses were not counted against the inquiry: its author still opens it.
  expect((await unlockToken(id)).canManage).toBe(true);
});

test('wrong passwords are throttled per client across inquiries', async () => {
  const ip = newClient();
  const ids = await Promise.all(Array.from({ length: 5 }, () => createInquiry()));
  for (let i = 0; i < 20; i += 1) {
    const id = ids[i % ids.length] ?? 0;
    const res = await visitor('POST', `/inquiry/${id}/unlock`, {
      ip,
      payload: { password: `guess-${i}` },
    });
    // Four per inquiry: below the per-inquiry limit, so only the client count adds up.
    expect(res.statusCode).toBe(401);
  }
  const fresh = await createInquiry();
  const blocked = await visitor('POST', `/inquiry/${fresh}/unlock`, {
    ip,
    payload: { password: PASSWORD },
  });
  expect(blocked.statusCode).toBe(429);
  expect(blocked.headers['retry-after']).toBeDefined();
  // Another client is not.
  expect((await unlockToken(fresh)).canManage).toBe(true);
});

test('the author edits and deletes with the token; a deleted inquiry is gone', async () => {
  const id = await createInquiry();
  const { token } = await unlockToken(id);
  const edited = await visitor('PUT', `/inquiry/${id}`, {
    token,
    payload: edit({ title: '수정한 제목', content: '수정한 내용', phone: '', secret: false }),
  });
  expect(edited.statusCode).toBe(200);
  expect(edited.json()).toMatchObject({
    title: '수정한 제목',
    content: '수정한 내용',
    phone: null,
    secret: false,
  });
  const removed = await visitor('DELETE', `/inquiry/${id}`, { token });
  expect(removed.statusCode).toBe(204);
  expect((await visitor('GET', `/inquiry/${id}`, { token })).statusCode).toBe(404);
  const list = (await visitor('GET', '/inquiry?size=100')).json<{ items: { id: number }[] }>();
  expect(list.items.map((i) => i.id)).not.toContain(id);
});

test('staff answer: sanitised HTML, answeredBy and answeredAt; the visitor can no longer edit or delete', async () => {
  const staff = await createMember(ctx, { name: '김상담' });
  const id = await createInquiry();
  const answered = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/v1/inquiry/${id}/answer`,
    headers: bearer(staff.token),
    payload: { answer: '<p>내일 <strong>출고</strong>됩니다.</p><script>alert(1)</script>' },
  });
  expect(answered.statusCode).toBe(200);
  expect(answered.json()).toMatchObject({
    status: 'answered',
    answer: '<p>내일 <strong>출고</strong>됩니다.</p>',
    answeredBy: { id: staff.id, name: '김상담' },
    answeredAt: expect.any(String),
  });

  const { token } = await unlockToken(id);
  const seen = await visitor('GET', `/inquiry/${id}`, { token });
  expect(seen.json()).toMatchObject({
    status: 'answered',
    answer: '<p>내일 <strong>출고</strong>됩니다.</p>',
    canEdit: false,
    canDelete: false,
  });
  const blocked = await visitor('PUT', `/inquiry/${id}`, {
    token,
    payload: edit({ title: '몰래' }),
  });
  expect(blocked.statusCode).toBe(409);
  expect(blocked.json().code).toBe('inquiry_answered');
  expect((await admin('GET', `/inquiry/${id}`)).json().title).toBe('배송 일정 문의');
  // The answered question stays as the answer's record: its author cannot delete it either.
  const kept = await visitor('DELETE', `/inquiry/${id}`, { token });
  expect(kept.statusCode).toBe(409);
  expect(kept.json().code).toBe('inquiry_answered');
  expect((await admin('GET', `/inquiry/${id}`)).statusCode).toBe(200);

  // Reopening lets the visitor edit again; the answer text stays.
  const reopened = await admin('PUT', `/inquiry/${id}`, { status: 'received' });
  expect(reopened.json()).toMatchObject({ status: 'received', answeredBy: null, answeredAt: null });
  expect(reopened.json().answer).toContain('출고');
  expect(
    (await visitor('PUT', `/inquiry/${id}`, { token, payload: edit({ title: '추가 질문' }) }))
      .statusCode,
  ).toBe(200);

  // Marking answered without text (answered by phone) stamps who and when.
  const marked = await admin('PUT', `/inquiry/${id}`, { status: 'answered' });
  expect(marked.json()).toMatchObject({ status: 'answered', answeredBy: { name: '관리자' } });
});

test.each([
  ['empty markup', '<p></p>'],
  ['only a script', '<script>alert(1)</script>'],
  ['blank', '   '],
])('an answer of %s is refused and changes nothing', async (_name, answer) => {
  const id = await createInquiry();
  const res = await admin('POST', `/inquiry/${id}/answer`, { answer });
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('validation_failed');
  expect((await admin('GET', `/inquiry/${id}`)).json()).toMatchObject({
    status: 'received',
    answer: null,
  });
});

test('staff see everything: contact details, product, filters, paging and the unanswered count', async () => {
  const productId = await createProduct('스테인리스 밸브');
  const tag = `KW${String(Date.now())}`;
  const withProduct = await createInquiry({ title: `${tag} 밸브 문의`, productId });
  const byPhone = await createInquiry({
    title: `${tag} 전화 문의`,
    email: '',
    phone: '02-555-0101',
  });
  const before = (await admin('GET', '/inquiry/unanswered-count')).json<{ count: number }>().count;
  await admin('POST', `/inquiry/${byPhone}/answer`, { answer: '<p>전화 드렸습니다.</p>' });
  expect((await admin('GET', '/inquiry/unanswered-count')).json().count).toBe(before - 1);

  const detail = await admin('GET', `/inquiry/${withProduct}`);
  expect(detail.json()).toMatchObject({
    email: 'hong@example.com',
    product: { id: productId, name: '스테인리스 밸브', code: null },
    // The consent record: which notice the writer agreed to, and when.
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    personalDataErasedAt: null,
  });
  const consentAge =
    Date.now() - Date.parse(detail.json<{ privacyConsentAt: string }>().privacyConsentAt);
  expect(consentAge).toBeGreaterThanOrEqual(0);
  expect(consentAge).toBeLessThan(60_000);

  const byKeyword = (await admin('GET', `/inquiry?keyword=${tag.toLowerCase()}`)).json<{
    items: { id: number; email: string | null; phone: string | null }[];
    total: number;
  }>();
  expect(byKeyword.items.map((i) => i.id)).toEqual([byPhone, withProduct]);
  expect(byKeyword.items[0]).toMatchObject({ email: null, phone: '02-555-0101' });
  expect(byKeyword.items[0]).not.toHaveProperty('content');

  const answered = (await admin('GET', `/inquiry?keyword=${tag}&status=answered`)).json();
  expect(answered.items.map((i: { id: number }) => i.id)).toEqual([byPhone]);
  const byContact = (await admin('GET', '/inquiry?keyword=555-0101')).json();
  expect(byContact.items.map((i: { id: number }) => i.id)).toContain(byPhone);
  const paged = (await admin('GET', `/inquiry?keyword=${tag}&size=1&page=1`)).json();
  expect(paged).toMatchObject({ page: 1, size: 1, total: 2 });
  expect(paged.items.map((i: { id: number }) => i.id)).toEqual([withProduct]);

  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 15 * 3_600_000).toISOString().slice(0, 10);
  const inRange = (await admin('GET', `/inquiry?keyword=${tag}&from=${today}&to=${today}`)).json();
  expect(inRange.total).toBe(2);
  const outOfRange = (await admin('GET', `/inquiry?keyword=${tag}&to=${yesterday}`)).json();
  expect(outOfRange.total).toBe(0);

  // The public list filters by product (for the product page) and still shows no contact.
  const forProduct = await visitor('GET', `/inquiry?productId=${String(productId)}`);
  expect(forProduct.json().items.map((i: { id: number }) => i.id)).toEqual([withProduct]);
  expect(forProduct.body).not.toContain('hong@example.com');

  // Its author may still edit it after the product is unpublished, keeping the reference.
  await ctx.app.db.update(product).set({ status: 'draft' }).where(eq(product.id, productId));
  const { token } = await unlockToken(withProduct);
  const kept = await visitor('PUT', `/inquiry/${String(withProduct)}`, {
    token,
    payload: edit({ title: `${tag} 밸브 문의 (수정)`, productId }),
  });
  expect(kept.statusCode).toBe(200);
  expect(kept.json().product).toEqual({ id: productId, name: '스테인리스 밸브', code: null });

  // Deleting the product keeps the inquiry, without its product.
  await ctx.app.db.delete(product).where(eq(product.id, productId));
  expect((await admin('GET', `/inquiry/${withProduct}`)).json().product).toBeNull();
});

test.each([
  ['from after to', '?from=2026-02-01&to=2026-01-01'],
  ['a malformed date', '?from=2026-13-01'],
  ['an unknown status', '?status=closed'],
  ['a huge page size', '?size=1000'],
])('the admin list refuses %s', async (_name, query) => {
  const res = await admin('GET', `/inquiry${query}`);
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('validation_failed');
});

test('staff endpoints need a session, and a staff session opens nothing on the public routes', async () => {
  const id = await createInquiry({ content: 'STAFF-ONLY', secret: false });
  const requests: [Method, string, object?][] = [
    ['GET', '/inquiry'],
    ['GET', '/inquiry/unanswered-count'],
    ['GET', `/inquiry/${id}`],
    ['POST', `/inquiry/${id}/answer`, { answer: '<p>x</p>' }],
    ['PUT', `/inquiry/${id}`, { status: 'answered' }],
    ['DELETE', `/inquiry/${id}`],
  ];
  for (const [method, url, payload] of requests) {
    const res = await ctx.app.inject({
      method,
      url: `/api/admin/v1${url}`,
      headers: { 'x-inquiry-token': (await unlockToken(id)).token },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${method} ${url}`).toBe(401);
    expect(res.body).not.toContain('STAFF-ONLY');
  }
  // Staff act through the admin routes, where every change is audited; the visitor's routes
  // take only the visitor's unlock token, so a staff token neither reads nor rewrites there.
  const publicRequests: [Method, object?][] = [
    ['GET'],
    ['PUT', edit({ secret: false, title: '바꿔치기', content: 'REWRITTEN' })],
    ['DELETE'],
  ];
  for (const [method, payload] of publicRequests) {
    const res = await ctx.app.inject({
      method,
      url: `/api/data/v1/inquiry/${id}`,
      headers: bearer(ctx.adminToken),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${method} as staff`).toBe(401);
    expect(res.json().code).toBe('inquiry_locked');
  }
  expect((await admin('GET', `/inquiry/${id}`)).json()).toMatchObject({
    title: '배송 일정 문의',
    content: 'STAFF-ONLY',
  });
  expect((await admin('DELETE', `/inquiry/${id}`)).statusCode).toBe(204);
  expect((await admin('GET', `/inquiry/${id}`)).statusCode).toBe(404);
  expect((await admin('DELETE', `/inquiry/${id}`)).statusCode).toBe(404);
  expect((await admin('POST', `/inquiry/${id}/answer`, { answer: '<p>x</p>' })).statusCode).toBe(
    404,
  );
});

test('HTML and SQL in an inquiry are stored and returned as plain text', async () => {
  const content = `<img src=x onerror=alert(1)>'; drop table inquiry; --`;
  const id = await createInquiry({ title: '<b>제목</b>', content, authorName: '<i>해커</i>' });
  const { token } = await unlockToken(id);
  expect((await visitor('GET', `/inquiry/${id}`, { token })).json()).toMatchObject({
    title: '<b>제목</b>',
    content,
    authorName: '<i>해커</i>',
  });
  expect((await visitor('GET', '/inquiry')).statusCode).toBe(200);
});

test.each([
  ['no contact at all', { email: '', phone: '' }, 'body.email'],
  ['no privacy consent', { privacyConsent: false }, 'body.privacyConsent'],
  [
    'consent to an older notice',
    { privacyNoticeVersion: '2020-01-01' },
    'body.privacyNoticeVersion',
  ],
  ['a malformed e-mail', { email: 'not-mail' }, 'body.email'],
  ['a malformed phone', { phone: 'call me' }, 'body.phone'],
  ['a short password', { password: 'ab3' }, 'body.password'],
  ['a password of digits only', { password: '20261126' }, 'body.password'],
  ['a 201-character title', { title: '가'.repeat(201) }, 'body.title'],
  ['a numeric title', { title: 42 }, 'body.title'],
  ['an unknown field', { status: 'answered' }, 'body'],
  ['an unknown product', { productId: 999_999 }, 'body.productId'],
])('an inquiry with %s is refused and nothing is stored', async (_name, overrides, field) => {
  const before = await countInquiries();
  const res = await visitor('POST', '/inquiry', { payload: input(overrides) });
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('validation_failed');
  expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  expect(await countInquiries()).toBe(before);
});

test('an inquiry about a draft product is refused, so its name stays hidden', async () => {
  const draft = await createProduct('미공개 신제품', 'draft');
  const res = await visitor('POST', '/inquiry', { payload: input({ productId: draft }) });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual([{ field: 'body.productId', message: 'no such product' }]);
});

test('a filled honeypot gets a normal-looking answer and waits in the quarantine', async () => {
  const res = await visitor('POST', '/inquiry', {
    payload: input({ website: 'http://spam.example' }),
  });
  expect(res.statusCode).toBe(201);
  const { id } = res.json<{ id: number }>();
  const spam = await admin('GET', '/inquiry?spam=true');
  expect(spam.json().items).toContainEqual(expect.objectContaining({ id, spamReason: 'honeypot' }));
  const list = await visitor('GET', '/inquiry');
  expect(list.json().items.map((i: { id: number }) => i.id)).not.toContain(id);
});

test('creation is rate-limited per client', async () => {
  const ip = newClient();
  for (let i = 0; i < 5; i += 1) {
    const res = await visitor('POST', '/inquiry', { ip, payload: input() });
    expect(res.statusCode).toBe(201);
  }
  const before = await countInquiries();
  const limited = await visitor('POST', '/inquiry', { ip, payload: input() });
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(await countInquiries()).toBe(before);
  // Someone else can still write.
  expect((await visitor('POST', '/inquiry', { payload: input() })).statusCode).toBe(201);
});

test('the demo inquiries are listed masked and open with the documented password', async () => {
  await seedDemoInquiries(ctx.app.db);
  const list = (await visitor('GET', '/inquiry?size=100')).json<{
    items: { id: number; title: string; authorName: string; status: string }[];
  }>();
  const quote = list.items.find((i) => i.title === '대량 구매 견적 문의');
  expect(quote).toMatchObject({ authorName: '이*연', status: 'received' });
  expect(list.items.find((i) => i.title.includes('카탈로그'))?.status).toBe('answered');
  const { token } = await unlockToken(quote?.id ?? 0, DEMO_INQUIRY_PASSWORD);
  const opened = await visitor('GET', `/inquiry/${String(quote?.id)}`, { token });
  expect(opened.json()).toMatchObject({ phone: '010-2345-6789', canEdit: true });
});
