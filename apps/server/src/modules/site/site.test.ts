import { expect, test } from 'vitest';
import { createMember, useTestApp } from '../../test/app.ts';

// The company's facts (issue 33): entered by the top grade, shown on every public page.

const t = useTestApp();

const company = {
  companyName: '주식회사 바른펌프',
  companyNameEn: 'Bareun Pump Co., Ltd.',
  ceo: '김바름',
  businessNumber: '2208162517',
  address: '충청남도 천안시 서북구 공단로 7',
  phone: '041-555-0101',
  email: 'sales@bareun.example',
  naverMapUrl: 'https://naver.me/xYz12',
  googleVerification: 'aB3_dEf-9',
};

const publicSite = async (lang: string) => {
  const res = await t.call('GET', `/api/data/v1/site?lang=${lang}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, unknown>>();
};

test('a site without settings shows no company facts at all', async () => {
  const { verification, ...facts } = await publicSite('ko');
  expect(Object.values(facts).filter((value) => value !== null)).toEqual([]);
  expect(verification).toEqual({ naver: null, google: null, bing: null });
  const admin = await t.admin('GET', '/site');
  expect(admin.json()).toMatchObject({ companyName: null, updatedAt: null });
});

test('the top grade saves the facts; pages show them at once, in English where written, and the change is audited', async () => {
  await publicSite('ko'); // cached before the change
  const saved = await t.admin('PUT', '/site', company);
  expect(saved.statusCode, saved.body).toBe(200);
  // Kept in one written form, whichever way it was typed.
  expect(saved.json()).toMatchObject({ businessNumber: '220-81-62517', ceoEn: null });

  expect(await publicSite('ko')).toMatchObject({
    companyName: '주식회사 바른펌프',
    businessNumber: '220-81-62517',
    phone: '041-555-0101',
    fax: null,
    verification: { google: 'aB3_dEf-9', naver: null },
  });
  // English where staff wrote it, the Korean where not.
  expect(await publicSite('en')).toMatchObject({
    companyName: 'Bareun Pump Co., Ltd.',
    ceo: '김바름',
    address: '충청남도 천안시 서북구 공단로 7',
  });

  const audit = await t.admin('GET', '/audit?entity=site');
  expect(audit.json<{ items: { action: string }[] }>().items).toMatchObject([{ action: 'update' }]);

  // Emptying a field removes it from the pages.
  expect((await t.admin('PUT', '/site', { ...company, phone: '' })).statusCode).toBe(200);
  expect(await publicSite('ko')).toMatchObject({ phone: null, companyName: '주식회사 바른펌프' });
});

test('bad facts are refused, each named, and change nothing', async () => {
  expect((await t.admin('PUT', '/site', company)).statusCode).toBe(200);
  const before = (await t.admin('GET', '/site')).json<object>();
  for (const [field, value] of [
    ['businessNumber', '220-81-62510'], // the check digit is wrong
    ['businessNumber', '12345'],
    ['phone', '전화주세요'],
    ['email', 'sales-at-bareun'],
    ['naverMapUrl', 'https://evil.example/map'],
    ['kakaoMapUrl', 'http://map.kakao.com/?q=x'],
    ['googleVerification', '<meta name="x">'],
    ['unknownField', 'x'],
  ] as const) {
    const res = await t.admin('PUT', '/site', { ...company, [field]: value });
    expect(res.statusCode, `${field}=${value}`).toBe(400);
    expect(res.body, field).toContain(field);
  }
  expect((await t.admin('GET', '/site')).json()).toEqual(before);
});

test('staff below the top grade can neither read nor change the settings', async () => {
  const staff = await createMember(t, { grade: 9 });
  expect((await t.call('GET', '/api/admin/v1/site', staff.token)).statusCode).toBe(403);
  expect((await t.call('PUT', '/api/admin/v1/site', staff.token, company)).statusCode).toBe(403);
  expect((await t.call('PUT', '/api/admin/v1/site', null, company)).statusCode).toBe(401);
});
