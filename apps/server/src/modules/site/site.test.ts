import sharp from 'sharp';
import { expect, test } from 'vitest';
import { ensureDefaultPages } from '../../bootstrap/default-pages.ts';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { createMember, useTestApp } from '../../test/app.ts';
import { createCategory, createImage, createProduct } from '../../test/catalogue.ts';

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
  const { verification, analytics, ko, textNotices, socialLinks, ...facts } =
    await publicSite('en');
  expect(ko).toEqual([]);
  expect(socialLinks).toEqual([]);
  // No text provider here: the inquiry form offers no texts.
  expect(textNotices).toBe(false);
  expect(Object.values(facts).filter((value) => value !== null)).toEqual([]);
  expect(verification).toEqual({ naver: null, google: null, bing: null });
  // No third party's analytics unless staff choose one.
  expect(analytics).toEqual({ google: null, naver: null });
  expect((await t.call('GET', '/site-analytics.js', null)).statusCode).toBe(404);
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
    // Named, so pages mark them as Korean.
    ko: ['ceo', 'address'],
  });
  expect(await publicSite('ko')).toMatchObject({ ko: [] });

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
    ['youtubeUrl', 'https://evil.example/@bareun'],
    ['instagramUrl', 'http://www.instagram.com/bareun'],
    ['facebookUrl', 'https://facebook.com.evil.example/bareun'],
    ['naverBlogUrl', 'https://blog.daum.net/bareun'],
    ['kakaoChannelUrl', 'https://pf.kakao.com.evil.example/_x'],
    ['mapEmbedUrl', 'https://www.google.com/search?q=map'],
    ['mapEmbedUrl', '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>'],
    ['mapEmbedUrl', '<script src="https://www.google.com/maps/embed"></script>'],
    ['googleVerification', '<meta name="x">'],
    ['unknownField', 'x'],
  ] as const) {
    const res = await t.admin('PUT', '/site', { ...company, [field]: value });
    expect(res.statusCode, `${field}=${value}`).toBe(400);
    expect(res.body, field).toContain(field);
  }
  expect((await t.admin('GET', '/site')).json()).toEqual(before);
});

test("social links are kept on their services' own hosts, shown publicly in the footer's order, and emptied to null", async () => {
  const social = {
    naverBlogUrl: 'https://blog.naver.com/bareunpump',
    youtubeUrl: ' https://www.youtube.com/@bareunpump ',
    instagramUrl: 'https://www.instagram.com/bareunpump',
    facebookUrl: '',
    kakaoChannelUrl: 'https://pf.kakao.com/_xbareun',
  };
  const saved = await t.admin('PUT', '/site', { ...company, ...social });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toMatchObject({
    youtubeUrl: 'https://www.youtube.com/@bareunpump',
    facebookUrl: null,
  });
  expect(await publicSite('en')).toMatchObject({
    socialLinks: [
      { service: 'naverBlogUrl', url: 'https://blog.naver.com/bareunpump' },
      { service: 'youtubeUrl', url: 'https://www.youtube.com/@bareunpump' },
      { service: 'instagramUrl', url: 'https://www.instagram.com/bareunpump' },
      { service: 'kakaoChannelUrl', url: 'https://pf.kakao.com/_xbareun' },
    ],
  });

  // Another service's address is refused, naming the field and the service it should be.
  const wrong = await t.admin('PUT', '/site', {
    ...company,
    youtubeUrl: 'https://www.instagram.com/bareunpump',
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({
    errors: [{ field: 'body.youtubeUrl', message: expect.stringContaining('YouTube') as string }],
  });
  expect(await publicSite('en')).toMatchObject({
    socialLinks: expect.arrayContaining([
      { service: 'youtubeUrl', url: 'https://www.youtube.com/@bareunpump' },
    ]) as unknown,
  });

  // Emptied, a link leaves the pages.
  expect((await t.admin('PUT', '/site', company)).statusCode).toBe(200);
  expect(await publicSite('ko')).toMatchObject({ socialLinks: [] });
});

test('an embedded map is kept as the address its share dialog gives, pasted alone or in its <iframe>', async () => {
  const google = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3!2d127.1!3d36.8';
  const osm =
    'https://www.openstreetmap.org/export/embed.html?bbox=127.1,36.8,127.2,36.9&layer=mapnik';
  const pasted = `<iframe src="${google.replaceAll('&', '&amp;')}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`;
  for (const [given, kept] of [
    [pasted, google],
    [osm, osm],
    [` ${google} `, google],
    ['', null],
  ] as const) {
    const saved = await t.admin('PUT', '/site', { ...company, mapEmbedUrl: given });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json(), given).toMatchObject({ mapEmbedUrl: kept });
    expect(await publicSite('en')).toMatchObject({ mapEmbedUrl: kept });
  }
});

test('staff below the top grade can neither read nor change the settings', async () => {
  const staff = await createMember(t, { grade: 9 });
  expect((await t.call('GET', '/api/admin/v1/site', staff.token)).statusCode).toBe(403);
  expect((await t.call('PUT', '/api/admin/v1/site', staff.token, company)).statusCode).toBe(403);
  expect((await t.call('PUT', '/api/admin/v1/site', null, company)).statusCode).toBe(401);
});

test("the site goes by its own name: the name entered, else the company's, else none; the app manifest follows it", async () => {
  const manifest = async () => {
    const res = await t.call('GET', '/manifest.webmanifest', null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    return res.json<{ name: string; short_name: string; description?: string }>();
  };
  expect((await t.admin('PUT', '/site', {})).statusCode).toBe(200);
  expect(await publicSite('ko')).toMatchObject({ name: null, description: null });
  // Before staff name it, the installed app is named for what it is, not for any company.
  expect(await manifest()).toEqual(expect.objectContaining({ name: '제품 안내' }));
  expect(await manifest()).not.toHaveProperty('description');

  expect((await t.admin('PUT', '/site', company)).statusCode).toBe(200);
  expect(await publicSite('en')).toMatchObject({ name: 'Bareun Pump Co., Ltd.' });
  expect(await manifest()).toMatchObject({ name: '주식회사 바른펌프' });

  const named = { ...company, siteName: '바른펌프', description: '펌프 전문 제조사입니다.' };
  expect((await t.admin('PUT', '/site', named)).statusCode).toBe(200);
  expect(await publicSite('ko')).toMatchObject({
    name: '바른펌프',
    description: '펌프 전문 제조사입니다.',
    companyName: '주식회사 바른펌프',
  });
  // No English site name: the Korean one, as with every other field.
  expect(await publicSite('en')).toMatchObject({ name: '바른펌프' });
  expect(await manifest()).toMatchObject({
    name: '바른펌프',
    short_name: '바른펌프',
    description: '펌프 전문 제조사입니다.',
  });
});

test('the setup checklist shows what a new site still needs, and ticks each step as staff do it', async () => {
  await ensureDefaultPages(t.app.db);
  await t.admin('PUT', '/site', {});
  const steps = async () => {
    const res = await t.admin('GET', '/site/setup');
    expect(res.statusCode, res.body).toBe(200);
    const { steps: list } = res.json<{ steps: { step: string; done: boolean }[] }>();
    return Object.fromEntries(list.map(({ step, done }) => [step, done]));
  };
  expect(await steps()).toEqual({
    siteName: false,
    companyFacts: false,
    logo: false,
    privacyOfficer: false,
    policies: false,
    homeSections: false,
    products: false,
    searchEngines: false,
  });

  // A logo alone leaves the browser's icon a magnifier: the step wants both.
  const logoImageId = await createImage(t);
  const facts = {
    ...company,
    privacyOfficer: '김바름',
    privacyOfficerEmail: 'privacy@bareun.example',
    logoImageId,
  };
  await t.admin('PUT', '/site', facts);
  expect(await steps()).toMatchObject({ companyFacts: true, logo: false });
  await t.admin('PUT', '/site', { ...facts, iconImageId: logoImageId });
  for (const policy of ['privacy', 'terms']) {
    const saved = await t.admin('POST', `/policies/${policy}/versions`, {
      effectiveOn: dayInKorea(new Date()),
      content: '<p>제1조 …</p>',
    });
    expect(saved.statusCode, saved.body).toBe(201);
  }
  await t.admin('PUT', '/home-sections', {
    ko: { stats: [], business: null, strengths: null },
    en: null,
  });
  const category = await createCategory(t);
  await createProduct(t, { name: '준비 펌프', categoryId: category.id, status: 'published' });
  expect(await steps()).toEqual({
    siteName: true,
    companyFacts: true,
    logo: true,
    privacyOfficer: true,
    policies: true,
    homeSections: true,
    products: true,
    // The example company gave Google's code.
    searchEngines: true,
  });

  // The top grade's own: it names what the company has not entered yet.
  const staff = await createMember(t, { grade: 5 });
  expect((await t.call('GET', '/api/admin/v1/site/setup', staff.token)).statusCode).toBe(403);
});

test('the share image is one of the library, shown by public pages and audited; the library keeps it while it is', async () => {
  const imageId = await createImage(t);
  await publicSite('en'); // cached before the change
  const audited = async () =>
    (await t.admin('GET', '/audit?entity=site')).json<{ total: number }>().total;
  const before = await audited();

  const saved = await t.admin('PUT', '/site', { ...company, shareImageId: imageId });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toMatchObject({
    shareImageId: imageId,
    shareImage: { id: imageId, width: 400, height: 300 },
  });
  expect(await audited()).toBe(before + 1);
  // Both languages, with its renditions' sizes so previews need not fetch it first.
  for (const lang of ['ko', 'en']) {
    const { shareImage } = await publicSite(lang);
    expect(shareImage, lang).toMatchObject({ id: imageId, width: 400, height: 300 });
    expect(shareImage, lang).toHaveProperty(
      'variants',
      expect.arrayContaining([
        {
          width: 320,
          height: 240,
          url: expect.stringMatching(/^\/api\/media\/[0-9a-f]{32}-320\.webp$/),
        },
      ]),
    );
  }

  // In use, like a product's picture: the library names the settings and refuses to delete it.
  const inLibrary = await t.admin('GET', `/image/${String(imageId)}`);
  expect(inLibrary.json()).toMatchObject({ usedBy: [{ kind: 'site', id: 'shareImage' }] });
  const refused = await t.admin('DELETE', `/image/${String(imageId)}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ code: 'image_in_use' });

  // Saving without it takes it away; the library may then delete it.
  expect((await t.admin('PUT', '/site', company)).json()).toMatchObject({
    shareImageId: null,
    shareImage: null,
  });
  expect((await publicSite('ko')).shareImage).toBeNull();
  expect((await t.admin('DELETE', `/image/${String(imageId)}`)).statusCode).toBe(204);
});

test("the logo and the icon are the library's; every icon size is made from the icon, and a site without one names no company", async () => {
  const icons = ['/favicon.ico', '/icon-192.png', '/icon-512.png', '/apple-touch-icon.png'];
  const iconsNow = async () =>
    Promise.all(
      icons.map(async (url) => {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('public, max-age=86400');
        return res.rawPayload;
      }),
    );
  // The PNG inside the ICO starts after its 22-byte header and directory.
  const sizeOf = async (bytes: Buffer) => {
    const png = bytes.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0])) ? bytes.subarray(22) : bytes;
    const { width, height, format } = await sharp(png).metadata();
    return `${format} ${String(width)}x${String(height)}`;
  };
  const before = await iconsNow();
  expect(await Promise.all(before.map(sizeOf))).toEqual([
    'png 32x32',
    'png 192x192',
    'png 512x512',
    'png 180x180',
  ]);

  const [logo, logoDark, icon] = [await createImage(t), await createImage(t), await createImage(t)];
  const saved = await t.admin('PUT', '/site', {
    ...company,
    logoImageId: logo,
    logoDarkImageId: logoDark,
    iconImageId: icon,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toMatchObject({
    logo: { id: logo },
    logoDark: { id: logoDark },
    icon: { id: icon },
  });
  expect(await publicSite('en')).toMatchObject({ logo: { id: logo }, logoDark: { id: logoDark } });

  // Made again from the chosen picture, at once, in every size.
  const after = await iconsNow();
  expect(await Promise.all(after.map(sizeOf))).toEqual(await Promise.all(before.map(sizeOf)));
  after.forEach((bytes, i) => {
    expect(bytes.equals(before[i] ?? Buffer.alloc(0)), icons[i]).toBe(false);
  });
  // The home-screen icon has a white ground (iOS shows a transparent one on black).
  const touch = await sharp(after[3]).metadata();
  expect(touch.hasAlpha).toBe(false);

  const usedBy = async (id: number) =>
    (await t.admin('GET', `/image/${String(id)}`)).json<{ usedBy: unknown[] }>().usedBy;
  expect(await usedBy(logo)).toEqual([expect.objectContaining({ kind: 'site', id: 'logo' })]);
  expect(await usedBy(icon)).toEqual([expect.objectContaining({ kind: 'site', id: 'icon' })]);
  expect((await t.admin('DELETE', `/image/${String(icon)}`)).statusCode).toBe(409);

  // A picture the library does not have is named, and nothing changes.
  const refused = await t.admin('PUT', '/site', { ...company, iconImageId: 2_147_483_000 });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({
    errors: [expect.objectContaining({ field: 'body.iconImageId' })],
  });
  expect((await iconsNow())[1]?.equals(after[1] ?? Buffer.alloc(0))).toBe(true);

  // Taken away: the default icon again.
  expect((await t.admin('PUT', '/site', company)).statusCode).toBe(200);
  expect((await iconsNow())[1]?.equals(before[1] ?? Buffer.alloc(0))).toBe(true);
});

test('a share image the library does not have is refused, naming the field, and changes nothing', async () => {
  const kept = { ...company, shareImageId: await createImage(t) };
  expect((await t.admin('PUT', '/site', kept)).statusCode).toBe(200);
  const before = (await t.admin('GET', '/site')).json<object>();
  for (const shareImageId of [2_147_483_000, 0, -1, '3', 1.5]) {
    const res = await t.admin('PUT', '/site', { ...kept, shareImageId });
    expect(res.statusCode, String(shareImageId)).toBe(400);
    expect(res.json(), String(shareImageId)).toMatchObject({
      errors: [expect.objectContaining({ field: 'body.shareImageId' })],
    });
  }
  expect((await t.admin('GET', '/site')).json()).toEqual(before);
});

test("an analytics ID staff enter puts that service's start on the site; a script or a wrong ID is refused", async () => {
  for (const bad of [
    { googleAnalyticsId: '<script>gtag()</script>' },
    { googleAnalyticsId: 'UA-12345-1' },
    { naverAnalyticsId: 's_1a2b";alert(1)//' },
  ]) {
    const res = await t.admin('PUT', '/site', bad);
    expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    const field = Object.keys(bad)[0] ?? '';
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(
      `body.${field}`,
    );
  }
  expect((await publicSite('ko')).analytics).toEqual({ google: null, naver: null });

  const saved = await t.admin('PUT', '/site', {
    googleAnalyticsId: ' G-AB12CD34EF ',
    naverAnalyticsId: 's_4f1e2d3c4b5a',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await publicSite('en')).analytics).toEqual({
    google: 'G-AB12CD34EF',
    naver: 's_4f1e2d3c4b5a',
  });
  const script = await t.call('GET', '/site-analytics.js', null);
  expect(script.statusCode).toBe(200);
  expect(script.headers['content-type']).toMatch(/^text\/javascript/);
  expect(script.body).toContain(`gtag('config', "G-AB12CD34EF");`);
  expect(script.body).toContain('window.wcs_add.wa = "s_4f1e2d3c4b5a";');

  // Removed, it is gone at once: the script's cache goes with the settings'.
  expect((await t.admin('PUT', '/site', { googleAnalyticsId: '' })).statusCode).toBe(200);
  expect((await t.call('GET', '/site-analytics.js', null)).statusCode).toBe(404);
});
