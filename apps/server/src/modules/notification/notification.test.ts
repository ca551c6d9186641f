import type { NotificationList } from '@app/contract/notification';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { ensureFirstAdmin } from '../../bootstrap/first-admin.ts';
import { openDatabase } from '../../db/client.ts';
import { parseEnv } from '../../env.ts';
import { addDays, weekOf } from '../../lib/calendar-days.ts';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import {
  ADMIN,
  type TestContext,
  bearer,
  createMember,
  createTestApp,
  login,
} from '../../test/app.ts';
import { createImage } from '../../test/catalogue.ts';
import { openTestPostgres, testDbKind } from '../../test/database.ts';
import { browserUserAgent } from '../../test/browser.ts';
import { postInquiry } from '../../test/inquiries.ts';
import { type TestSmtp, startTestSmtp } from '../../test/smtp-server.ts';
import { insertNotifications } from './notification.repository.ts';

const ORIGIN = 'https://shop.example.co.kr';
const FAST = { notificationIntervalMs: 100, notificationRetryDelaysMs: [200, 200, 200, 200] };

let smtp: TestSmtp;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestApp(
    { SMTP_URL: smtp.url, NOTIFY_EMAIL: 'desk@example.com', PUBLIC_URL: ORIGIN },
    FAST,
  );
  // The company's name comes from the site settings, in each language.
  const saved = await admin('PUT', '/site', {
    companyName: '한빛펌프',
    companyNameEn: 'Hanbit Pump',
    logoImageId: await createImage(ctx),
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

function admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) {
  return ctx.app.inject({
    method,
    url: `/api/admin/v1${url}`,
    headers: bearer(token ?? ctx.adminToken),
    ...(payload === undefined ? {} : { payload }),
  });
}
const mailTo = (address: string) =>
  smtp.messages.filter((m) => m.to !== undefined && JSON.stringify(m.to).includes(address));
const outbox = async (query = '') =>
  (await admin('GET', `/notification?size=100${query}`)).json<NotificationList>();
const settled = () =>
  expect
    .poll(async () => (await outbox()).items.filter((n) => n.status !== 'sent').length, {
      timeout: 60_000,
    })
    .toBe(0);

test('a new inquiry e-mails the staff who opted in, in their language, and never its content', async () => {
  const keen = await createMember(ctx, { loginId: 'keen' });
  await admin('PUT', `/member/${String(keen.id)}`, { email: 'keen@example.com' });
  const quiet = await createMember(ctx, { loginId: 'quiet' });
  await admin('PUT', `/member/${String(quiet.id)}`, { email: 'quiet@example.com' });
  const opted = await admin(
    'PUT',
    '/me/notices',
    { newInquiries: true, language: 'en' },
    keen.token,
  );
  expect(opted.json()).toMatchObject({
    newInquiries: true,
    language: 'en',
    email: 'keen@example.com',
  });

  const res = await postInquiry(ctx.app, { title: '펌프 견적 <요청>' });
  expect(res.statusCode).toBe(201);
  const id = res.json<{ id: number }>().id;
  await expect.poll(() => mailTo('keen@example.com').length, { timeout: 60_000 }).toBe(1);
  await expect.poll(() => mailTo('desk@example.com').length, { timeout: 60_000 }).toBe(1);
  expect(mailTo('quiet@example.com')).toHaveLength(0);

  const english = mailTo('keen@example.com')[0] as ParsedMail;
  expect(english.subject).toBe('[Hanbit Pump] New inquiry: 펌프 견적 <요청>');
  expect(english.from?.value[0]).toEqual({ name: 'Hanbit Pump', address: 'desk@example.com' });
  expect(english.headers.get('auto-submitted')).toBe('auto-generated');
  expect(english.headers.get('content-language')).toBe('en');
  expect(english.text).toContain(`${ORIGIN}/admin/inquiries/view/${String(id)}?lang=en`);
  expect(english.html).toContain(`href="${ORIGIN}/admin/inquiries/view/${String(id)}?lang=en"`);
  // The site's logo heads the message, named by the site for a mail program that hides it.
  expect(english.html).toMatch(
    new RegExp(`<img src="${ORIGIN}/api/media/[^"]+" alt="Hanbit Pump" width="\\d+" height="40">`),
  );
  expect(english.html).toContain('펌프 견적 &#60;요청&#62;');
  const korean = mailTo('desk@example.com')[0] as ParsedMail;
  expect(korean.subject).toBe('[한빛펌프] 새 문의: 펌프 견적 <요청>');
  expect(korean.text).toContain(`${ORIGIN}/admin/inquiries/view/${String(id)}`);
  for (const mail of [english, korean]) {
    const whole = `${mail.text ?? ''}${String(mail.html)}${mail.subject ?? ''}`;
    expect(whole).not.toContain('CONTENT-MUST-NOT-LEAK');
    expect(whole).not.toContain('hong@example.com');
    expect(whole).not.toContain('010-1234-5678');
    expect(whole).not.toContain('홍길동');
  }
  await settled();
  const row = (await outbox()).items.find((n) => n.recipient === 'keen@example.com');
  expect(row).toMatchObject({
    kind: 'inquiry_received',
    status: 'sent',
    attempts: 1,
    inquiryId: id,
  });
  expect(row?.lastResponse).toMatch(/^250/);

  // Turned off, the member hears of no more.
  await admin('PUT', '/me/notices', { newInquiries: false }, keen.token);
  await postInquiry(ctx.app);
  await expect.poll(() => mailTo('desk@example.com').length, { timeout: 60_000 }).toBe(2);
  await settled();
  expect(mailTo('keen@example.com')).toHaveLength(1);
});

test('an answer e-mails the writer who ticked "notify me", once, with the link and no content', async () => {
  const asked = await postInquiry(ctx.app, {
    email: 'writer@example.com',
    notifyAnswer: true,
    language: 'en',
  });
  const silent = await postInquiry(ctx.app, { email: 'silent@example.com' });
  const id = asked.json<{ id: number }>().id;
  for (const created of [asked, silent]) {
    const answer = await admin(
      'POST',
      `/inquiry/${String(created.json<{ id: number }>().id)}/answer`,
      {
        answer: '<p>ANSWER-MUST-NOT-LEAK</p>',
      },
    );
    expect(answer.statusCode).toBe(200);
  }
  // Editing the answer tells nobody again.
  await admin('POST', `/inquiry/${String(id)}/answer`, { answer: '<p>고친 답변</p>' });
  await expect.poll(() => mailTo('writer@example.com').length, { timeout: 60_000 }).toBe(1);
  await settled();
  expect(mailTo('writer@example.com')).toHaveLength(1);
  expect(mailTo('silent@example.com')).toHaveLength(0);
  const mail = mailTo('writer@example.com')[0] as ParsedMail;
  expect(mail.subject).toBe('[Hanbit Pump] Your inquiry has been answered');
  expect(mail.text).toContain(`${ORIGIN}/inquiries/view/${String(id)}?lang=en`);
  expect(`${mail.text ?? ''}${String(mail.html)}`).not.toMatch(
    /ANSWER-MUST-NOT-LEAK|CONTENT-MUST-NOT-LEAK|배송 일정/,
  );
});

test('"notify me" without an e-mail address is a 400 naming the field, and nothing is stored', async () => {
  const before = (await outbox()).total;
  const list = await ctx.app.inject({ url: '/api/data/v1/inquiry?size=1' });
  const res = await postInquiry(ctx.app, { email: '', notifyAnswer: true });
  expect(res.statusCode).toBe(400);
  expect(res.json<{ errors: { field: string }[] }>().errors).toEqual([
    expect.objectContaining({ field: 'body.notifyAnswer' }),
  ]);
  const after = await ctx.app.inject({ url: '/api/data/v1/inquiry?size=1' });
  expect(after.json<{ total: number }>().total).toBe(list.json<{ total: number }>().total);
  expect((await outbox()).total).toBe(before);
});

test('a refused mailbox fails at once; staff may send it again, and below the top grade see it masked', async () => {
  smtp.unknownRecipients.add('gone@example.com');
  const created = await postInquiry(ctx.app, { email: 'gone@example.com', notifyAnswer: true });
  const id = created.json<{ id: number }>().id;
  await admin('POST', `/inquiry/${String(id)}/answer`, { answer: '<p>답변</p>' });
  await expect
    .poll(async () => (await outbox('&status=failed')).items.map((n) => n.recipient), {
      timeout: 60_000,
    })
    .toEqual(['gone@example.com']);
  const [failed] = (await outbox('&status=failed')).items;
  expect(failed).toMatchObject({ attempts: 1, nextAttemptAt: null });
  expect(failed?.lastResponse).toMatch(/^550/);

  const staff = await createMember(ctx, { grade: 5 });
  const seen = await admin('GET', '/notification?status=failed', undefined, staff.token);
  expect(seen.json<NotificationList>().items[0]?.recipient).toBe('go***@example.com');

  smtp.unknownRecipients.delete('gone@example.com');
  const sent = await admin('POST', `/notification/${String(failed?.id)}/resend`);
  expect(sent.statusCode).toBe(200);
  await settled();
  expect(mailTo('gone@example.com')).toHaveLength(1);
  const again = await admin('POST', `/notification/${String(failed?.id)}/resend`);
  expect(again.statusCode).toBe(409);
});

test('without SMTP_URL nothing is queued, and the outbox says mail is off', async () => {
  const plain = await createTestApp();
  try {
    const res = await postInquiry(plain.app, { notifyAnswer: true });
    expect(res.statusCode).toBe(201);
    const list = await plain.app.inject({
      url: '/api/admin/v1/notification',
      headers: bearer(plain.adminToken),
    });
    expect(list.json()).toMatchObject({ total: 0, emailConfigured: false });
  } finally {
    await plain.close();
  }
});

/**
 * The mail server is down while inquiries arrive on two instances sharing one PostgreSQL (on
 * PGlite, one instance): once it is back every notice is delivered, each exactly once.
 */
test('mail queued while the server is down is delivered once it returns, once per recipient', async () => {
  const down = await startTestSmtp();
  await down.stop();
  const database = testDbKind === 'postgres' ? await openTestPostgres('test_outbox') : null;
  const env = parseEnv({
    NODE_ENV: 'test',
    SMTP_URL: down.url,
    NOTIFY_EMAIL: 'desk@example.com',
    PUBLIC_URL: ORIGIN,
    SPAM_MIN_FILL_SECONDS: '0',
  });
  const retry = {
    notificationIntervalMs: 50,
    notificationRetryDelaysMs: Array(40).fill(100),
    spamGuard: { cost: 1, baseCounter: 4 },
  };
  let apps: App[];
  let token: string;
  if (database === null) {
    const single = await createTestApp(
      { SMTP_URL: down.url, NOTIFY_EMAIL: 'desk@example.com', PUBLIC_URL: ORIGIN },
      retry,
    );
    apps = [single.app];
    token = single.adminToken;
  } else {
    apps = [
      await buildApp({ env, database, ...retry, maxEventLoopDelayMs: 0 }),
      await buildApp({
        env,
        database: await openDatabase({ kind: 'postgres', url: database.url }),
        ...retry,
        maxEventLoopDelayMs: 0,
      }),
    ];
    await ensureFirstAdmin(apps[0]?.db ?? database.db, ADMIN);
    token = await login(apps[0] as App, ADMIN.loginId, ADMIN.password);
  }
  try {
    await Promise.all(apps.map((app) => app.ready()));
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const app = apps[i % apps.length] as App;
      const res = await postInquiry(app, { title: `문의 ${String(i)}` });
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ id: number }>().id);
    }
    const list = async () =>
      (
        await (apps[0] as App).inject({
          url: '/api/admin/v1/notification?size=100',
          headers: bearer(token),
        })
      ).json<NotificationList>().items;
    await expect
      .poll(async () => (await list()).filter((n) => n.attempts >= 2).length, { timeout: 60_000 })
      .toBe(8);
    expect((await list()).every((n) => n.lastResponse !== null)).toBe(true);
    await down.start();
    await expect
      .poll(async () => (await list()).filter((n) => n.status === 'sent').length, {
        timeout: 60_000,
      })
      .toBe(8);
    // Any late duplicate would arrive within a few worker turns.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const subjects = down.messages.map((m) => m.subject).sort();
    expect(subjects).toEqual(ids.map((_, i) => `[제품 안내] 새 문의: 문의 ${String(i)}`).sort());
  } finally {
    // The second first: closing the first drops the scratch database.
    for (const app of apps.toReversed()) await app.close();
    await down.stop();
  }
});

test('the weekly search digest goes on Monday morning to the staff who asked, once, and its link stops it', async () => {
  const reader = await createMember(ctx, { loginId: 'digest' });
  await admin('PUT', `/member/${String(reader.id)}`, { email: 'digest@example.com' });
  const opted = await admin(
    'PUT',
    '/me/notices',
    { newInquiries: false, searchDigest: true, language: 'ko' },
    reader.token,
  );
  expect(opted.json()).toMatchObject({ newInquiries: false, searchDigest: true });

  // A search this week that finds nothing: next Monday's digest names it.
  const searched = await ctx.app.inject({
    url: `/api/data/v1/product?keyword=${encodeURIComponent('없는말찾기')}`,
    remoteAddress: '203.0.113.77',
    headers: { 'user-agent': browserUserAgent() },
  });
  expect(searched.statusCode).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await ctx.app.searchInsight.flush(true);
  const week = weekOf(dayInKorea(new Date()));
  const monday = addDays(week, 7);
  // 08:00 in Korea is too early; 09:30 queues the week that ended, once.
  expect(await ctx.app.notifications.queueSearchDigests(new Date(`${week}T23:00:00Z`))).toBe(0);
  expect(await ctx.app.notifications.queueSearchDigests(new Date(`${monday}T00:30:00Z`))).toBe(1);
  expect(await ctx.app.notifications.queueSearchDigests(new Date(`${monday}T00:40:00Z`))).toBe(0);
  // Another instance queueing the same week adds nothing.
  expect(
    await insertNotifications(ctx.app.db, [
      { kind: 'search_digest', recipient: 'digest@example.com', language: 'ko', period: week },
    ]),
  ).toBe(0);
  ctx.app.notifications.wake();

  await expect.poll(() => mailTo('digest@example.com').length, { timeout: 60_000 }).toBe(1);
  const mail = mailTo('digest@example.com')[0] as ParsedMail;
  expect(mail.subject).toBe(`[한빛펌프] 주간 검색 요약 (${week} – ${addDays(week, 6)})`);
  expect(mail.text).toContain('1. 없는말찾기 (1회)');
  expect(mail.text).toContain(`${ORIGIN}/admin/search-insight?days=7`);
  // The raw lines: the parser folds List-* headers into one structure.
  const header = (key: string) =>
    mail.headerLines
      .find((h) => h.key === key)
      ?.line.slice(key.length + 1)
      .trim();
  const link = String(header('list-unsubscribe')).replace(/^<|>$/g, '');
  expect(link).toMatch(
    new RegExp(`^${ORIGIN}/api/data/v1/notification/digest/unsubscribe\\?token=[\\w-]{32}$`),
  );
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(mail.text).toContain(link);
  await settled();
  expect((await outbox()).items.find((n) => n.recipient === 'digest@example.com')).toMatchObject({
    kind: 'search_digest',
    period: week,
    inquiryId: null,
    status: 'sent',
  });

  // Opening the link changes nothing (mail scanners open links); its button, or the mail
  // program's one-click post, stops the digest. A wrong token changes nothing.
  const path = link.slice(ORIGIN.length);
  const page = await ctx.app.inject({ url: path });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.body).toContain('<form method="post">');
  const wanted = async () =>
    (await admin('GET', '/me/notices', undefined, reader.token)).json<{ searchDigest: boolean }>()
      .searchDigest;
  expect(await wanted()).toBe(true);
  const post = (url: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
  expect((await post('/api/data/v1/notification/digest/unsubscribe?token=wrong')).statusCode).toBe(
    404,
  );
  expect(await wanted()).toBe(true);
  const stopped = await post(path);
  expect(stopped.statusCode).toBe(200);
  expect(stopped.body).toContain('더 보내지 않습니다');
  expect(await wanted()).toBe(false);
  expect(
    await ctx.app.notifications.queueSearchDigests(new Date(`${addDays(monday, 7)}T00:30:00Z`)),
  ).toBe(0);
});

test('the digest goes only to staff of the grade the top administrator chose for the statistics', async () => {
  const reader = await createMember(ctx, { loginId: 'digest-grade', grade: 5 });
  await admin('PUT', `/member/${String(reader.id)}`, { email: 'digest-grade@example.com' });
  const optIn = () =>
    admin(
      'PUT',
      '/me/notices',
      { newInquiries: false, searchDigest: true, language: 'ko' },
      reader.token,
    );
  expect((await optIn()).statusCode).toBe(200);
  const monday = addDays(weekOf(dayInKorea(new Date())), 21);
  const queued = (weeks: number) =>
    ctx.app.notifications.queueSearchDigests(new Date(`${addDays(monday, 7 * weeks)}T00:30:00Z`));

  expect((await admin('PUT', '/statistics-access', { grade: 6 })).statusCode).toBe(200);
  try {
    expect(await queued(0)).toBe(0);
    // Nor may they ask for it again while below the grade.
    const refused = await optIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
  } finally {
    expect((await admin('PUT', '/statistics-access', { grade: 1 })).statusCode).toBe(200);
  }
  expect(await queued(1)).toBe(1);
});
