import type { AdminPopup, PopupInput, PublicPopup } from '@app/contract/popup';
import { expect, test } from 'vitest';
import { createMember, useTestApp } from '../../test/app.ts';
import { createImage } from '../../test/catalogue.ts';
import { useFrozenClock } from '../../test/two-factor.ts';

// Popups (issue 33, decision 25): scheduled, per site and screen, cached yet on time.

const t = useTestApp();
const clock = useFrozenClock();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** A text popup for both sites and screens, showing from an hour ago for two hours. */
const popupInput = (overrides: Partial<PopupInput> = {}): PopupInput => ({
  title: '여름 휴무 안내',
  titleEn: null,
  kind: 'text',
  body: '<p>8월 1일부터 3일까지 쉽니다.</p>',
  bodyEn: null,
  imageId: null,
  link: null,
  startsAt: at(-HOUR),
  endsAt: at(HOUR),
  device: 'all',
  language: 'all',
  dismissDays: 1,
  ...overrides,
});

const create = async (overrides: Partial<PopupInput> = {}) => {
  const res = await t.admin('POST', '/popup', popupInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminPopup>();
};

const showing = async (lang: 'ko' | 'en', device: 'desktop' | 'mobile') => {
  const res = await t.call('GET', `/api/data/v1/popup?lang=${lang}&device=${device}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PublicPopup[]>();
};
const titlesShowing = async (lang: 'ko' | 'en' = 'ko', device: 'desktop' | 'mobile' = 'desktop') =>
  (await showing(lang, device)).map((p) => p.title);

const removeAll = async () => {
  for (const popup of (await t.admin('GET', '/popup')).json<AdminPopup[]>()) {
    expect((await t.admin('DELETE', `/popup/${String(popup.id)}`)).statusCode).toBe(204);
  }
};

test('bad popups are refused, each naming its field, and nothing is saved', async () => {
  await removeAll();
  const refusals: [Partial<PopupInput>, string][] = [
    [{ endsAt: at(-2 * HOUR) }, 'body.endsAt'],
    [{ startsAt: at(HOUR), endsAt: at(HOUR) }, 'body.endsAt'],
    [{ link: 'javascript:alert(1)' }, 'body.link'],
    [{ link: '//evil.example/x' }, 'body.link'],
    [{ device: 'tablet' as 'all' }, 'body.device'],
    [{ language: 'fr' as 'all' }, 'body.language'],
    [{ dismissDays: 0 }, 'body.dismissDays'],
    [{ dismissDays: 366 }, 'body.dismissDays'],
    [{ body: '' }, 'body.body'],
    // Nothing left once sanitised: no text at all.
    [{ body: '<script>alert(1)</script>' }, 'body.body'],
    [{ kind: 'image', imageId: null }, 'body.imageId'],
    [{ kind: 'image', imageId: 987_654 }, 'body.imageId'],
    [{ language: 'en' }, 'body.titleEn'],
    [{ titleEn: 'Summer break' }, 'body.bodyEn'],
    [{ startsAt: 'tomorrow' }, 'body.startsAt'],
  ];
  for (const [overrides, field] of refusals) {
    const res = await t.admin('POST', '/popup', popupInput(overrides));
    expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    const named = res.json<{ errors?: { field: string }[] }>().errors?.map((e) => e.field);
    expect(named, JSON.stringify(overrides)).toContain(field);
  }
  // An edit refused the same way leaves the popup as it was.
  const saved = await create();
  const refused = await t.admin('PUT', `/popup/${String(saved.id)}`, {
    ...popupInput({ title: '바뀐 제목' }),
    endsAt: saved.startsAt,
  });
  expect(refused.statusCode).toBe(400);
  expect((await t.admin('GET', '/popup')).json<AdminPopup[]>()).toEqual([saved]);
  // A site path or an https address is a link; the text is sanitised.
  const linked = await create({
    link: 'https://example.com/sale',
    body: '<p onclick="x()">할인<script>alert(1)</script></p>',
  });
  expect(linked).toMatchObject({ link: 'https://example.com/sale', body: '<p>할인</p>' });
  await removeAll();
});

test('a popup shows from its start to its end, the latest start first, on time whatever the cache', async () => {
  await removeAll();
  clock.start();
  const now = await create({ title: '지금' });
  const later = await create({
    title: '10분 뒤',
    startsAt: at(10 * MINUTE),
    endsAt: at(20 * MINUTE),
  });
  const ended = await create({ title: '끝남', startsAt: at(-2 * HOUR), endsAt: at(-MINUTE) });
  const statuses = (await t.admin('GET', '/popup')).json<AdminPopup[]>();
  expect(statuses.map((p) => [p.title, p.status])).toEqual([
    ['10분 뒤', 'scheduled'],
    ['지금', 'showing'],
    ['끝남', 'ended'],
  ]);
  expect(await titlesShowing()).toEqual(['지금']);

  // No write in between: the kept list is filtered by the time of each request.
  clock.advance(10 * MINUTE);
  expect(await titlesShowing()).toEqual(['10분 뒤', '지금']);
  expect((await t.admin('GET', `/popup/${String(later.id)}`)).json()).toMatchObject({
    status: 'showing',
  });
  clock.advance(10 * MINUTE);
  expect(await titlesShowing()).toEqual(['지금']);
  clock.advance(HOUR);
  expect(await titlesShowing()).toEqual([]);
  expect((await t.admin('GET', `/popup/${String(now.id)}`)).json()).toMatchObject({
    status: 'ended',
  });
  expect(ended.status).toBe('ended');
  await removeAll();
});

test('each site and screen is shown its own popups, in English where written', async () => {
  await removeAll();
  await create({ title: '모두', startsAt: at(-5 * MINUTE) });
  await create({
    title: '영문 있음',
    titleEn: 'In English',
    bodyEn: '<p>Closed in August.</p>',
    startsAt: at(-4 * MINUTE),
  });
  await create({ title: '한국어 사이트만', language: 'ko', startsAt: at(-3 * MINUTE) });
  await create({
    title: '영문 사이트만',
    titleEn: 'English site only',
    bodyEn: '<p>Only here.</p>',
    language: 'en',
    startsAt: at(-2 * MINUTE),
  });
  await create({ title: '휴대폰만', device: 'mobile', startsAt: at(-MINUTE) });

  expect(await titlesShowing('ko', 'desktop')).toEqual(['한국어 사이트만', '영문 있음', '모두']);
  expect(await titlesShowing('ko', 'mobile')).toEqual([
    '휴대폰만',
    '한국어 사이트만',
    '영문 있음',
    '모두',
  ]);
  const english = await showing('en', 'desktop');
  expect(english.map((p) => [p.title, p.lang, p.body])).toEqual([
    ['English site only', 'en', '<p>Only here.</p>'],
    ['In English', 'en', '<p>Closed in August.</p>'],
    // Without an English version the Korean is shown, marked as such.
    ['모두', 'ko', '<p>8월 1일부터 3일까지 쉽니다.</p>'],
  ]);
  const bad = await t.call('GET', '/api/data/v1/popup?lang=ko&device=tablet', null);
  expect(bad.statusCode).toBe(400);
  await removeAll();
});

test('an edit or a deletion shows at once though the list is cached; every write is audited', async () => {
  await removeAll();
  const audited = async () =>
    (await t.admin('GET', '/audit?entity=popup')).json<{ total: number }>().total;
  const before = await audited();
  const saved = await create({ dismissDays: 3 });
  const [first] = await showing('ko', 'mobile');
  expect(first).toMatchObject({ id: saved.id, title: '여름 휴무 안내', dismissDays: 3 });

  const edited = await t.admin(
    'PUT',
    `/popup/${String(saved.id)}`,
    popupInput({ title: '휴무 일정 변경', link: '/board/1', dismissDays: 7 }),
  );
  expect(edited.statusCode, edited.body).toBe(200);
  const [after] = await showing('ko', 'mobile');
  expect(after).toMatchObject({ title: '휴무 일정 변경', link: '/board/1', dismissDays: 7 });
  expect(after?.updatedAt).not.toBe(first?.updatedAt);

  expect((await t.admin('DELETE', `/popup/${String(saved.id)}`)).statusCode).toBe(204);
  expect(await showing('ko', 'mobile')).toEqual([]);
  expect((await t.admin('GET', `/popup/${String(saved.id)}`)).statusCode).toBe(404);
  expect((await t.admin('DELETE', `/popup/${String(saved.id)}`)).statusCode).toBe(404);
  expect(await audited()).toBe(before + 3);
});

test("a popup's picture, and one in its text, are in use: the library names it and keeps them", async () => {
  await removeAll();
  const pictureId = await createImage(t);
  const inTextId = await createImage(t);
  const inText = (await t.admin('GET', `/image/${String(inTextId)}`)).json<{
    variants: { url: string }[];
  }>();
  const picture = await create({
    title: '신제품 출시',
    kind: 'image',
    imageId: pictureId,
    body: '<p>무시</p>',
  });
  // A picture popup keeps no text: it shows the picture alone, its alt text its description.
  expect(picture).toMatchObject({ body: null, image: { id: pictureId, width: 400, height: 300 } });
  const [shown] = await showing('en', 'desktop');
  expect(shown).toMatchObject({ kind: 'image', body: null, image: { id: pictureId } });
  const text = await create({
    title: '본문 그림',
    body: `<p>보세요</p><img src="${inText.variants[0]?.url ?? ''}" alt="">`,
  });

  for (const [imageId, popup] of [
    [pictureId, picture],
    [inTextId, text],
  ] as const) {
    const used = await t.admin('GET', `/image/${String(imageId)}`);
    expect(used.json()).toMatchObject({
      usedBy: [{ kind: 'popup', id: popup.id, title: popup.title }],
    });
    const refused = await t.admin('DELETE', `/image/${String(imageId)}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'image_in_use' });
  }
  await removeAll();
  expect((await t.admin('DELETE', `/image/${String(pictureId)}`)).statusCode).toBe(204);
  expect((await t.admin('DELETE', `/image/${String(inTextId)}`)).statusCode).toBe(204);
});

test('any staff member manages popups; a visitor cannot', async () => {
  await removeAll();
  const staff = await createMember(t, { grade: 2 });
  const created = await t.call('POST', '/api/admin/v1/popup', staff.token, popupInput());
  expect(created.statusCode, created.body).toBe(201);
  expect((await t.call('GET', '/api/admin/v1/popup', null)).statusCode).toBe(401);
  expect((await t.call('POST', '/api/admin/v1/popup', null, popupInput())).statusCode).toBe(401);
  await removeAll();
});
