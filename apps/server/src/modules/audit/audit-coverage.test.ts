import type { AuditEntry } from '@app/contract/audit';
import { PRIVACY_NOTICE_VERSION } from '../../test/inquiries.ts';
import type { LightMyRequestResponse } from 'fastify';
import { expect, test } from 'vitest';
import { ensureDefaultPages } from '../../bootstrap/default-pages.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { notification } from '../../db/schema/index.ts';
import { sampleProductImage } from '../../bootstrap/sample-images.ts';
import { bearer, createMember, login, useTestApp } from '../../test/app.ts';
import { createCategory, createImage, createPlace, createProduct } from '../../test/catalogue.ts';
import { type UploadFile, multipart } from '../../test/multipart.ts';
import { proofOfWork } from '../../test/proof-of-work.ts';
import { codeAt, enrolTwoFactor, useFrozenClock } from '../../test/two-factor.ts';

/**
 * Every staff write is audited: each write route of the admin API (read from the OpenAPI
 * document, so a new route cannot be forgotten) is called once as staff, and must leave an
 * audit row naming who did it. A route missing from `writes` fails the first test.
 */
const ctx = useTestApp();
const clock = useFrozenClock();

interface Actor {
  id: number;
  token: string;
}
type Write = (admin: Actor) => Promise<{ response: LightMyRequestResponse; actor?: Actor }>;

const send = (
  actor: Actor,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> =>
  ctx.app.inject({
    method,
    url: `/api/admin/v1${url}`,
    headers: bearer(actor.token),
    ...(payload === undefined ? {} : { payload }),
  });

let auditBefore = 0;
/** The newest audit row's id, read as the administrator. */
const newestAuditId = async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/v1/audit?size=1',
    headers: bearer(ctx.adminToken),
  });
  return res.json<{ items: AuditEntry[] }>().items[0]?.id ?? 0;
};
/** The write under test: the audit trail is read just before it, so only its rows are new. */
async function final(
  actor: Actor,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  auditBefore = await newestAuditId();
  return ctx.app.inject({
    method,
    url: `/api/admin/v1${url}`,
    headers: { ...bearer(actor.token), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}
const upload = (actor: Actor, url: string, file: UploadFile) => {
  const body = multipart([file]);
  return final(actor, 'POST', url, body.payload, body.headers);
};

const as = (admin: Actor) => ({ app: ctx.app, adminToken: admin.token });
/** The `id` of a created record. */
const idOf = (res: LightMyRequestResponse) => res.json<{ id: number }>().id;
const withResponse = async (response: Promise<LightMyRequestResponse>, actor?: Actor) => ({
  response: await response,
  ...(actor === undefined ? {} : { actor }),
});

const newBoard = async (admin: Actor) =>
  idOf(
    await send(admin, 'POST', '/board', {
      name: '감사 시험',
      slug: `audit-${String(Date.now())}-${String(Math.random()).slice(2, 8)}`,
    }),
  );
const newPost = async (admin: Actor) =>
  idOf(
    await send(admin, 'POST', '/post', {
      boardId: await newBoard(admin),
      title: '글',
      content: '<p>본문</p>',
    }),
  );
/** A day `days` from today in Korea, as a policy version's 시행일. */
const inDays = (days: number) => addDays(dayInKorea(new Date()), days);
/** A policy version announced for later; its id. */
const newPolicyVersion = async (admin: Actor, policy: string) => {
  const res = await send(admin, 'POST', `/policies/${policy}/versions`, {
    effectiveOn: inDays(20),
    content: '<p>다음 판</p>',
  });
  return res.json<{ versions: { id: number }[] }>().versions[0]?.id;
};
const newInquiry = async (payload: Record<string, unknown> = {}) => {
  const remoteAddress = `198.51.100.${String(Math.floor(Math.random() * 250))}`;
  return idOf(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/data/v1/inquiry',
      remoteAddress,
      payload: {
        altcha: await proofOfWork(ctx.app, 'inquiry-create', remoteAddress),
        title: '문의',
        content: '내용',
        authorName: '홍길동',
        email: 'hong@example.com',
        password: 'pass1234',
        privacyConsent: true,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        ...payload,
      },
    }),
  );
};
/** A staff member signed in on their own session, as the /me routes need. */
const newStaff = async (admin: Actor, grade = 5) => {
  const member = await createMember(as(admin), { grade });
  return { ...member, actor: { id: member.id, token: member.token } };
};

const newSynonym = async (admin: Actor) =>
  idOf(
    await send(admin, 'POST', '/search/synonyms', {
      term: `감사${String(Math.random()).slice(2, 8)}`,
      alternatives: ['audit'],
      bothWays: false,
    }),
  );

/** A text popup showing for the next hour. */
const popupBody = (title: string) => ({
  title,
  kind: 'text',
  body: '<p>안내</p>',
  startsAt: new Date().toISOString(),
  endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  device: 'all',
  language: 'all',
  dismissDays: 1,
});
const newPopup = async (admin: Actor) =>
  idOf(await send(admin, 'POST', '/popup', popupBody('팝업')));

const writes: Record<string, Write> = {
  'POST /api/admin/v1/search/synonyms': (a) =>
    withResponse(
      final(a, 'POST', '/search/synonyms', {
        term: '스뎅',
        alternatives: ['스테인리스'],
        bothWays: false,
      }),
    ),
  'PUT /api/admin/v1/search/synonyms/{id}': async (a) =>
    withResponse(
      final(a, 'PUT', `/search/synonyms/${String(await newSynonym(a))}`, {
        term: '바뀐 말',
        alternatives: ['changed'],
        bothWays: true,
      }),
    ),
  'DELETE /api/admin/v1/search/synonyms/{id}': async (a) =>
    withResponse(final(a, 'DELETE', `/search/synonyms/${String(await newSynonym(a))}`)),
  'POST /api/admin/v1/search/insight/dismissed': (a) =>
    withResponse(final(a, 'POST', '/search/insight/dismissed', { searched: '노트북 가방' })),
  'POST /api/admin/v1/place': (a) =>
    withResponse(final(a, 'POST', '/place', { name: '감사 장소' })),
  'PUT /api/admin/v1/place/{id}': async (a) =>
    withResponse(final(a, 'PUT', `/place/${(await createPlace(as(a))).id}`, { name: '바뀐 장소' })),
  'DELETE /api/admin/v1/place/{id}': async (a) =>
    withResponse(final(a, 'DELETE', `/place/${(await createPlace(as(a))).id}`)),
  'PUT /api/admin/v1/place/order': async (a) => {
    const places = await ctx.app.inject({ method: 'GET', url: '/api/data/v1/place' });
    const ids = places.json<{ id: number }[]>().map((p) => p.id);
    return withResponse(final(a, 'PUT', '/place/order', { ids: ids.reverse() }));
  },
  'POST /api/admin/v1/category': (a) =>
    withResponse(final(a, 'POST', '/category', { name: '감사 분류' })),
  'PUT /api/admin/v1/category/{id}': async (a) =>
    withResponse(
      final(a, 'PUT', `/category/${(await createCategory(as(a))).id}`, { name: '바뀐 분류' }),
    ),
  'DELETE /api/admin/v1/category/{id}': async (a) =>
    withResponse(final(a, 'DELETE', `/category/${(await createCategory(as(a))).id}`)),
  'PUT /api/admin/v1/category/order': async (a) => {
    const parent = await createCategory(as(a));
    const first = await createCategory(as(a), { parentId: parent.id });
    const second = await createCategory(as(a), { parentId: parent.id });
    return withResponse(final(a, 'PUT', '/category/order', { ids: [second.id, first.id] }));
  },
  'POST /api/admin/v1/board': (a) =>
    withResponse(
      final(a, 'POST', '/board', { name: '새 게시판', slug: `new-${String(Date.now())}` }),
    ),
  'PUT /api/admin/v1/board/{id}': async (a) =>
    withResponse(
      final(a, 'PUT', `/board/${await newBoard(a)}`, {
        name: '바뀐 게시판',
        slug: `renamed-${String(Date.now())}`,
      }),
    ),
  'DELETE /api/admin/v1/board/{id}': async (a) =>
    withResponse(final(a, 'DELETE', `/board/${await newBoard(a)}`)),
  'POST /api/admin/v1/post': async (a) =>
    withResponse(
      final(a, 'POST', '/post', {
        boardId: await newBoard(a),
        title: '새 글',
        content: '<p>x</p>',
      }),
    ),
  'PUT /api/admin/v1/post/{id}': async (a) => {
    const id = await newPost(a);
    const post = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/v1/post/${id}`,
      headers: bearer(a.token),
    });
    const { boardId } = post.json<{ boardId: number }>();
    return withResponse(
      final(a, 'PUT', `/post/${id}`, { boardId, title: '고친 글', content: '<p>y</p>' }),
    );
  },
  'DELETE /api/admin/v1/post/{id}': async (a) =>
    withResponse(final(a, 'DELETE', `/post/${await newPost(a)}`)),
  'POST /api/admin/v1/post-attachment': (a) =>
    withResponse(
      upload(a, '/post-attachment', {
        name: 'spec.pdf',
        type: 'application/pdf',
        data: Buffer.from('%PDF-1.7\n%%EOF\n'),
      }),
    ),
  'PUT /api/admin/v1/page/{slug}': (a) =>
    withResponse(final(a, 'PUT', '/page/research', { title: '연구', content: '<p>연구 소식</p>' })),
  'POST /api/admin/v1/page/{slug}/revisions/{revisionId}/restore': async (a) => {
    await send(a, 'PUT', '/page/patent', { title: '특허', content: '<p>새 특허</p>' });
    const revisions = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/v1/page/patent/revisions',
      headers: bearer(a.token),
    });
    const revision = revisions.json<{ items: { id: number }[] }>().items[0]?.id ?? 0;
    return withResponse(final(a, 'POST', `/page/patent/revisions/${revision}/restore`));
  },
  'POST /api/admin/v1/product': async (a) =>
    withResponse(
      final(a, 'POST', '/product', {
        name: '감사 상품',
        categoryId: (await createCategory(as(a))).id,
      }),
    ),
  'PUT /api/admin/v1/product/{id}': async (a) => {
    const categoryId = (await createCategory(as(a))).id;
    const product = await createProduct(as(a), { categoryId });
    return withResponse(
      final(a, 'PUT', `/product/${product.id}`, { name: '바뀐 상품', categoryId }),
    );
  },
  'DELETE /api/admin/v1/product/{id}': async (a) => {
    const product = await createProduct(as(a), { categoryId: (await createCategory(as(a))).id });
    return withResponse(final(a, 'DELETE', `/product/${product.id}`));
  },
  'POST /api/admin/v1/product/bulk': async (a) => {
    const product = await createProduct(as(a), { categoryId: (await createCategory(as(a))).id });
    return withResponse(
      final(a, 'POST', '/product/bulk', { ids: [product.id], action: 'unpublish' }),
    );
  },
  'POST /api/admin/v1/product/import': async (a) => {
    const category = await createCategory(as(a), { name: `감사 가져오기 ${String(Date.now())}` });
    const body = multipart(
      [{ name: 'products.csv', data: Buffer.from(`이름,카테고리\n감사 상품,${category.name}\n`) }],
      { mapping: JSON.stringify(['name', 'category']) },
    );
    return withResponse(final(a, 'POST', '/product/import', body.payload, body.headers));
  },
  'PUT /api/admin/v1/inquiry/{id}': async (a) =>
    withResponse(final(a, 'PUT', `/inquiry/${await newInquiry()}`, { status: 'answered' })),
  'DELETE /api/admin/v1/inquiry/{id}': async (a) =>
    withResponse(final(a, 'DELETE', `/inquiry/${await newInquiry()}`)),
  'POST /api/admin/v1/inquiry/{id}/release': async (a) =>
    withResponse(
      // A filled honeypot puts it in the quarantine, from where staff release it.
      final(a, 'POST', `/inquiry/${await newInquiry({ website: 'http://spam.example' })}/release`),
    ),
  'POST /api/admin/v1/inquiry/{id}/answer': async (a) =>
    withResponse(
      final(a, 'POST', `/inquiry/${await newInquiry()}/answer`, { answer: '<p>답변</p>' }),
    ),
  'POST /api/admin/v1/member': (a) =>
    withResponse(
      final(a, 'POST', '/member', {
        loginId: `audit.${String(Date.now())}`,
        name: '감사',
        password: 'violet-harbor-tractor',
        grade: 3,
      }),
    ),
  'PUT /api/admin/v1/member/{id}': async (a) =>
    withResponse(final(a, 'PUT', `/member/${(await newStaff(a)).id}`, { grade: 7 })),
  'DELETE /api/admin/v1/member/{id}': async (a) =>
    withResponse(final(a, 'DELETE', `/member/${(await newStaff(a)).id}`)),
  'DELETE /api/admin/v1/member/{id}/two-factor': async (a) => {
    const staff = await newStaff(a);
    await enrolTwoFactor(ctx.app, staff);
    return withResponse(final(a, 'DELETE', `/member/${staff.id}/two-factor`));
  },
  'POST /api/admin/v1/image': async (a) =>
    withResponse(
      upload(a, '/image', {
        name: 'photo.png',
        type: 'image/png',
        data: await sampleProductImage(7, 320, 240),
      }),
    ),
  'PUT /api/admin/v1/image/{id}': async (a) =>
    withResponse(final(a, 'PUT', `/image/${await createImage(as(a))}`, { alt: '사과 상자' })),
  'DELETE /api/admin/v1/image/{id}': async (a) =>
    withResponse(final(a, 'DELETE', `/image/${await createImage(as(a))}`)),
  'POST /api/admin/v1/notification/{id}/resend': async (a) => {
    const [failed] = await ctx.app.db
      .insert(notification)
      .values({
        kind: 'inquiry_received',
        status: 'failed',
        recipient: 'staff@example.com',
        language: 'ko',
        attempts: 5,
      })
      .returning({ id: notification.id });
    return withResponse(final(a, 'POST', `/notification/${String(failed?.id)}/resend`));
  },
  'PUT /api/admin/v1/me/notices': async (a) => {
    const staff = await newStaff(a);
    return withResponse(
      final(staff.actor, 'PUT', '/me/notices', { newInquiries: true, language: 'en' }),
      staff.actor,
    );
  },
  'PUT /api/admin/v1/me/password': async (a) => {
    const staff = await newStaff(a);
    return withResponse(
      final(staff.actor, 'PUT', '/me/password', {
        currentPassword: staff.password,
        newPassword: 'marble-lantern-orchard',
      }),
      staff.actor,
    );
  },
  'DELETE /api/admin/v1/me/sessions/{id}': async (a) => {
    const staff = await newStaff(a);
    await login(ctx.app, staff.loginId, staff.password);
    const sessions = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/v1/me/sessions',
      headers: bearer(staff.token),
    });
    const other = sessions.json<{ id: number; current: boolean }[]>().find((s) => !s.current);
    return withResponse(
      final(staff.actor, 'DELETE', `/me/sessions/${other?.id ?? 0}`),
      staff.actor,
    );
  },
  'POST /api/admin/v1/me/two-factor/setup': async (a) => {
    const staff = await newStaff(a);
    return withResponse(
      final(staff.actor, 'POST', '/me/two-factor/setup', { password: staff.password }),
      staff.actor,
    );
  },
  'POST /api/admin/v1/me/two-factor/enable': async (a) => {
    const staff = await newStaff(a);
    const setup = await send(staff.actor, 'POST', '/me/two-factor/setup', {
      password: staff.password,
    });
    const { secret } = setup.json<{ secret: string }>();
    return withResponse(
      final(staff.actor, 'POST', '/me/two-factor/enable', { code: await codeAt(secret) }),
      staff.actor,
    );
  },
  'POST /api/admin/v1/me/two-factor/disable': async (a) => {
    const staff = await newStaff(a);
    const { secret } = await enrolTwoFactor(ctx.app, staff);
    clock.advance(30_000);
    return withResponse(
      final(staff.actor, 'POST', '/me/two-factor/disable', {
        password: staff.password,
        code: await codeAt(secret),
      }),
      staff.actor,
    );
  },
  'POST /api/admin/v1/me/two-factor/recovery-codes': async (a) => {
    const staff = await newStaff(a);
    const { secret } = await enrolTwoFactor(ctx.app, staff);
    clock.advance(30_000);
    return withResponse(
      final(staff.actor, 'POST', '/me/two-factor/recovery-codes', { code: await codeAt(secret) }),
      staff.actor,
    );
  },
  'PUT /api/admin/v1/home-sections': (a) =>
    withResponse(
      final(a, 'PUT', '/home-sections', {
        ko: { stats: [{ value: '10년', label: '업력' }], business: null, strengths: null },
        en: null,
      }),
    ),
  'PUT /api/admin/v1/menus': (a) =>
    withResponse(
      final(a, 'PUT', '/menus', {
        header: [],
        footer: [{ type: 'link', label: '제품', target: { kind: 'productList' } }],
      }),
    ),
  'DELETE /api/admin/v1/menus': (a) => withResponse(final(a, 'DELETE', '/menus')),
  'PUT /api/admin/v1/notification/text-settings': (a) =>
    withResponse(
      final(a, 'PUT', '/notification/text-settings', {
        sender: '0212345678',
        recipients: [],
        alimtalk: null,
        quietHours: { start: 21, end: 8 },
      }),
    ),
  'PUT /api/admin/v1/seo/indexnow': async (a) => {
    const response = await final(a, 'PUT', '/seo/indexnow', { enabled: true });
    await send(a, 'PUT', '/seo/indexnow', { enabled: false });
    return { response };
  },
  'PUT /api/admin/v1/statistics-access': async (a) => {
    const response = await final(a, 'PUT', '/statistics-access', { grade: 5 });
    await send(a, 'PUT', '/statistics-access', { grade: 1 });
    return { response };
  },
  'POST /api/admin/v1/popup': (a) =>
    withResponse(final(a, 'POST', '/popup', popupBody('감사 팝업'))),
  'PUT /api/admin/v1/popup/{id}': async (a) =>
    withResponse(final(a, 'PUT', `/popup/${await newPopup(a)}`, popupBody('바뀐 팝업'))),
  'DELETE /api/admin/v1/popup/{id}': async (a) =>
    withResponse(final(a, 'DELETE', `/popup/${await newPopup(a)}`)),
  'POST /api/admin/v1/policies/{policy}/versions': (a) =>
    withResponse(
      final(a, 'POST', '/policies/terms/versions', {
        effectiveOn: inDays(10),
        content: '<p>약관</p>',
      }),
    ),
  'PUT /api/admin/v1/policies/{policy}/versions/{id}': async (a) =>
    withResponse(
      final(a, 'PUT', `/policies/privacy/versions/${await newPolicyVersion(a, 'privacy')}`, {
        effectiveOn: inDays(12),
        content: '<p>바뀐 방침</p>',
      }),
    ),
  'DELETE /api/admin/v1/policies/{policy}/versions/{id}': async (a) =>
    withResponse(
      final(
        a,
        'DELETE',
        `/policies/collection/versions/${await newPolicyVersion(a, 'collection')}`,
      ),
    ),
  'PUT /api/admin/v1/site': (a) =>
    withResponse(final(a, 'PUT', '/site', { companyName: '감사 상사' })),
  'PUT /api/admin/v1/two-factor': async (a) => {
    // Only an administrator who uses two-factor sign-in may require it of everyone.
    const admin = await newStaff(a, 10);
    await enrolTwoFactor(ctx.app, admin);
    const response = await final(admin.actor, 'PUT', '/two-factor', { required: true });
    await send(admin.actor, 'PUT', '/two-factor', { required: false });
    return { response, actor: admin.actor };
  },
};

/** POST routes that only read what is sent (`config.audit: false`): no row is expected. */
const notWrites = [
  'POST /api/admin/v1/product/import/inspect',
  'POST /api/admin/v1/product/import/dry-run',
];

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

test('every admin write route has a case below', async () => {
  await ctx.app.ready();
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    path.startsWith('/api/admin/')
      ? Object.keys(operations)
          .filter((method) => WRITE_METHODS.has(method))
          .map((method) => `${method.toUpperCase()} ${path}`)
      : [],
  );
  expect(routes.length).toBeGreaterThan(30);
  expect(routes.sort()).toEqual([...Object.keys(writes), ...notWrites].sort());
});

test.each(Object.entries(writes))(
  '%s leaves an audit row naming its author',
  async (_route, write) => {
    await ensureDefaultPages(ctx.app.db);
    clock.start();
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/authCheck',
      headers: bearer(ctx.adminToken),
    });
    const admin = { id: me.json<{ user: { id: number } }>().user.id, token: ctx.adminToken };
    const { response, actor = admin } = await write(admin);
    expect(response.statusCode, response.body).toBeLessThan(300);
    const trail = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/v1/audit?size=20',
      headers: bearer(ctx.adminToken),
    });
    const rows = trail.json<{ items: AuditEntry[] }>().items.filter((r) => r.id > auditBefore);
    expect(rows.map((r) => r.memberId)).toContain(actor.id);
  },
);
