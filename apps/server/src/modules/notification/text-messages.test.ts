import type { Notification, NotificationList } from '@app/contract/notification';
import type { TextSettings } from '@app/contract/text-messages';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { type TestContext, bearer, createMember, createTestApp } from '../../test/app.ts';
import { postInquiry } from '../../test/inquiries.ts';
import { type SolapiStandIn, startSolapiStandIn } from '../../test/solapi-stand-in.ts';

// Staff texted of new inquiries (decision 24), through a stand-in that speaks Solapi's API.

const ORIGIN = 'https://shop.example.co.kr';
const KEY = 'NCSTESTAPIKEY0001';
const SECRET = 'TESTSECRETTESTSECRETTESTSECRET01';
const FAST = { notificationIntervalMs: 100, notificationRetryDelaysMs: [200, 200] };
const ALIMTALK = { pfId: 'KA01PF2611280000ABCDEFGH', templateId: 'KA01TP2611280000ABCDEFGH' };
const NO_QUIET = { start: 0, end: 0 };

let solapi: SolapiStandIn;
let ctx: TestContext;
beforeAll(async () => {
  solapi = await startSolapiStandIn(KEY, SECRET);
  ctx = await createTestApp(
    { SOLAPI_API_KEY: KEY, SOLAPI_API_SECRET: SECRET, SOLAPI_URL: solapi.url, PUBLIC_URL: ORIGIN },
    FAST,
  );
  expect((await admin('PUT', '/site', { siteName: '한빛펌프' })).statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await solapi.stop();
});
beforeEach(() => {
  solapi.received.length = 0;
  solapi.answers.length = 0;
});

function admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) {
  return ctx.app.inject({
    method,
    url: `/api/admin/v1${url}`,
    headers: bearer(token ?? ctx.adminToken),
    ...(payload === undefined ? {} : { payload }),
  });
}
const configure = async (settings: object) => {
  const res = await admin('PUT', '/notification/text-settings', {
    sender: '02-123-4567',
    recipients: ['010-1111-2222'],
    alimtalk: null,
    quietHours: NO_QUIET,
    ...settings,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TextSettings>();
};
/** The texts queued for an inquiry, once none waits for an attempt. */
const textsOf = async (inquiryId: number, token?: string) => {
  let rows: Notification[] = [];
  await expect
    .poll(
      async () => {
        const list = (
          await admin('GET', '/notification?size=100', undefined, token)
        ).json<NotificationList>();
        rows = list.items.filter((n) => n.inquiryId === inquiryId && n.channel === 'text');
        return rows.length > 0 && rows.every((n) => n.status === 'sent' || n.status === 'failed');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return rows;
};
const ask = async (title = '펌프 견적') => {
  const res = await postInquiry(ctx.app, { title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
};

test('a new inquiry texts each staff number from the sender, signed, with no content or contact', async () => {
  const saved = await configure({ recipients: ['010-1111-2222', '010 3333 4444'] });
  expect(saved).toMatchObject({
    sender: '021234567',
    recipients: ['01011112222', '01033334444'],
    configured: true,
  });
  const id = await ask();
  const rows = await textsOf(id);
  expect(rows.map((n) => [n.recipient, n.status]).sort()).toEqual([
    ['01011112222', 'sent'],
    ['01033334444', 'sent'],
  ]);
  expect(rows[0]?.lastResponse).toMatch(/^group G4V/);
  expect(solapi.received.map((m) => m.to).sort()).toEqual(['01011112222', '01033334444']);
  for (const message of solapi.received) {
    expect(message.from).toBe('021234567');
    // SMS or LMS is the provider's choice by length; no 알림톡 asked for.
    expect(message.type).toBeUndefined();
    expect(message.text).toBe(
      [
        '[한빛펌프] 새 문의가 접수되었습니다.',
        `문의 번호: ${String(id)}`,
        '제목: 펌프 견적',
        `확인하기: ${ORIGIN}/admin/inquiries/view/${String(id)}`,
      ].join('\n'),
    );
    expect(message.text).not.toMatch(/CONTENT-MUST-NOT-LEAK|hong@|1234-5678|홍길동/);
  }
  // Below the top grade, numbers are masked.
  const staff = await createMember(ctx, { grade: 5 });
  expect((await textsOf(id, staff.token)).map((n) => n.recipient).sort()).toEqual([
    '010-****-2222',
    '010-****-4444',
  ]);
});

test('an 알림톡 carries its template variables; one the provider does not take goes as a text', async () => {
  await configure({ alimtalk: ALIMTALK });
  const id = await ask('밸브 납기 문의');
  expect((await textsOf(id))[0]?.status).toBe('sent');
  expect(solapi.received).toEqual([
    {
      to: '01011112222',
      from: '021234567',
      type: 'ATA',
      text: expect.stringContaining('제목: 밸브 납기 문의') as string,
      kakaoOptions: {
        ...ALIMTALK,
        variables: {
          '#{사이트}': '한빛펌프',
          '#{번호}': String(id),
          '#{제목}': '밸브 납기 문의',
          '#{링크}': `${ORIGIN}/admin/inquiries/view/${String(id)}`,
        },
        // The provider sends the text instead when the 알림톡 cannot be delivered.
        disableSms: false,
      },
    },
  ]);

  solapi.received.length = 0;
  solapi.answers.push('alimtalk-refused');
  const refused = await ask();
  const [row] = await textsOf(refused);
  expect(row?.status).toBe('sent');
  expect(row?.lastResponse).toMatch(/3040.*as a text: group G4V/);
  expect(solapi.received.map((m) => m.type ?? 'text')).toEqual(['ATA', 'text']);
});

test('the provider failing is tried again; a refused request fails at once', async () => {
  await configure({});
  solapi.answers.push('failing');
  const retried = await ask();
  const [row] = await textsOf(retried);
  expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  expect(solapi.received).toHaveLength(2);

  solapi.received.length = 0;
  solapi.answers.push('refused', 'refused');
  const refused = await ask();
  const [failed] = await textsOf(refused);
  expect(failed).toMatchObject({
    status: 'failed',
    attempts: 1,
    lastResponse: 'ValidationError: 발신번호가 등록되지 않았습니다.',
  });
  expect(solapi.received).toHaveLength(1);
});

test('a text in the quiet hours waits for their end', async () => {
  // Quiet from this hour in Korea to two hours on, whenever the test runs.
  const hour = (new Date().getUTCHours() + 9) % 24;
  await configure({ quietHours: { start: hour, end: (hour + 2) % 24 } });
  const id = await ask();
  ctx.app.notifications.wake();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const list = (await admin('GET', '/notification?size=100')).json<NotificationList>();
  const [row] = list.items.filter((n) => n.inquiryId === id && n.channel === 'text');
  expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  const due = new Date(row?.nextAttemptAt ?? 0);
  const hoursAway = (due.getTime() - Date.now()) / 3_600_000;
  expect(hoursAway).toBeGreaterThan(1);
  expect(hoursAway).toBeLessThanOrEqual(2);
  expect((due.getUTCHours() + 9) % 24).toBe((hour + 2) % 24);
  expect(due.getUTCMinutes()).toBe(0);
  expect(solapi.received).toEqual([]);
  await configure({ recipients: [] });
});

test('only the top grade reads or sets the numbers; a bad value is named and changes nothing', async () => {
  const before = await configure({ recipients: ['010-5555-6666'] });
  for (const [body, field] of [
    [{ sender: '번호 없음' }, 'body.sender'],
    [{ recipients: ['010-12'] }, 'body.recipients.0'],
    [
      { recipients: Array.from({ length: 6 }, (_, i) => `010-0000-000${String(i)}`) },
      'body.recipients',
    ],
    [{ alimtalk: { pfId: 'xx', templateId: ALIMTALK.templateId } }, 'body.alimtalk.pfId'],
    [{ quietHours: { start: 24, end: 8 } }, 'body.quietHours.start'],
  ] as const) {
    const res = await admin('PUT', '/notification/text-settings', {
      ...before,
      configured: undefined,
      ...body,
    });
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json<{ errors?: { field: string }[] }>().errors?.map((e) => e.field)).toContain(
      field,
    );
  }
  const extra = await admin('PUT', '/notification/text-settings', { ...before, configured: true });
  expect(extra.statusCode).toBe(400);
  expect((await admin('GET', '/notification/text-settings')).json()).toEqual(before);

  const staff = await createMember(ctx, { grade: 9 });
  for (const method of ['GET', 'PUT'] as const) {
    const res = await admin(method, '/notification/text-settings', before, staff.token);
    expect(res.statusCode).toBe(403);
  }
  await configure({ recipients: [] });
});

test('a writer who asked is texted once the answer is saved; the form offers it only where texts are sent', async () => {
  await configure({
    recipients: [],
    alimtalk: { ...ALIMTALK, answerTemplateId: 'KA01TP2611280000ANSWERID' },
  });
  const textNotices = async () =>
    (await ctx.app.inject({ url: '/api/data/v1/site' })).json<{ textNotices: boolean }>()
      .textNotices;
  expect(await textNotices()).toBe(true);

  // A texted notice needs a mobile number: none, or a landline, is named.
  for (const phone of ['', '02-123-4567']) {
    const refused = await postInquiry(ctx.app, { phone, notifyAnswerByText: true });
    expect(refused.statusCode, phone).toBe(400);
    expect(refused.body).toContain('body.notifyAnswerByText');
  }
  const asked = await postInquiry(ctx.app, { phone: '010-9876-5432', notifyAnswerByText: true });
  const silent = await postInquiry(ctx.app, { phone: '010-2222-3333' });
  const id = asked.json<{ id: number }>().id;
  for (const created of [asked, silent]) {
    const answered = await admin(
      'POST',
      `/inquiry/${String(created.json<{ id: number }>().id)}/answer`,
      { answer: '<p>ANSWER-MUST-NOT-LEAK</p>' },
    );
    expect(answered.statusCode, answered.body).toBe(200);
  }
  const [row] = await textsOf(id);
  expect(row).toMatchObject({ kind: 'inquiry_answered', recipient: '01098765432', status: 'sent' });
  expect(solapi.received).toHaveLength(1);
  const [message] = solapi.received;
  expect(message?.kakaoOptions).toMatchObject({
    templateId: 'KA01TP2611280000ANSWERID',
    variables: {
      '#{번호}': String(id),
      '#{링크}': `${ORIGIN}/inquiries/view/${String(id)}`,
    },
  });
  expect(message?.text).toContain('문의하신 글에 답변이 등록되었습니다.');
  expect(message?.text).not.toContain('ANSWER-MUST-NOT-LEAK');

  await configure({ sender: null, recipients: [] });
  expect(await textNotices()).toBe(false);
});

test("without the provider's credentials no text is queued, and the admin says so", async () => {
  const plain = await createTestApp({ PUBLIC_URL: ORIGIN }, FAST);
  try {
    const call = (url: string) =>
      plain.app.inject({ url: `/api/admin/v1${url}`, headers: bearer(plain.adminToken) });
    await plain.app.inject({
      method: 'PUT',
      url: '/api/admin/v1/notification/text-settings',
      headers: bearer(plain.adminToken),
      payload: {
        sender: '0212345678',
        recipients: ['01011112222'],
        alimtalk: null,
        quietHours: NO_QUIET,
      },
    });
    expect((await call('/notification/text-settings')).json()).toMatchObject({ configured: false });
    const res = await postInquiry(plain.app);
    expect(res.statusCode).toBe(201);
    const list = (await call('/notification')).json<NotificationList>();
    expect(list).toMatchObject({ textConfigured: false, total: 0 });
  } finally {
    await plain.close();
  }
  expect(solapi.received).toEqual([]);
});
