import { expect, test } from 'vitest';
import { siteSchema } from '@app/contract/site';
import { seriousViolations } from './axe.ts';
import { api, apiToken, baseURL, signIn, uploadImage, useBrowser } from './fixtures.ts';

const browser = useBrowser();

test("the footer shows the company's facts as staff entered them, and nothing they did not", async () => {
  const staff = api(await apiToken());
  await staff.put('/api/admin/v1/site', {
    companyName: '주식회사 바른펌프',
    companyNameEn: 'Bareun Pump Co., Ltd.',
    ceo: '김바름',
    businessNumber: '220-81-62517',
    phone: '041-555-0101',
    googleVerification: 'e2e-code',
    kakaoMapUrl: 'https://kko.to/e2eplace',
  });
  try {
    const visitor = await browser.newPage();
    await visitor.goto('/?lang=ko');
    const footer = visitor.getByRole('contentinfo');
    const phone = footer.getByRole('link', { name: '041-555-0101' });
    expect(await phone.getAttribute('href')).toBe('tel:0415550101');
    const text = await footer.innerText();
    expect(text).toContain('주식회사 바른펌프');
    expect(text).toContain('220-81-62517');
    // A fact left empty has no label either.
    expect(text).not.toContain('팩스');
    // Directions on the map service staff gave, and only that one.
    expect(await footer.getByRole('link', { name: '카카오맵' }).getAttribute('href')).toBe(
      'https://kko.to/e2eplace',
    );
    expect(await footer.getByRole('link', { name: '네이버 지도' }).count()).toBe(0);
    // Search engines read the company from the home page's structured data.
    const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((item) => JSON.parse(item) as { '@type': string })).toContainEqual(
      expect.objectContaining({ '@type': 'Organization', legalName: '주식회사 바른펌프' }),
    );
    expect(
      await visitor.locator('meta[name="google-site-verification"]').getAttribute('content'),
    ).toBe('e2e-code');

    await visitor.goto('/product/list?lang=en');
    const english = visitor.getByRole('contentinfo');
    expect(await english.innerText()).toContain('Bareun Pump Co., Ltd.');
    // A fact with no English is shown in Korean, marked so; the translated one is not.
    const facts = english.locator('address');
    expect(await facts.getByText('김바름', { exact: true }).getAttribute('lang')).toBe('ko');
    expect(
      await facts.getByText('Bareun Pump Co., Ltd.', { exact: true }).getAttribute('lang'),
    ).toBeNull();
  } finally {
    await staff.put('/api/admin/v1/site', {});
  }
});

test("the site's logo replaces its letter mark, the dark one on the footer; the browser's icon is the site's", async () => {
  const token = await apiToken();
  const staff = api(token);
  const [logo, logoDark] = [await uploadImage(token, 600, 150), await uploadImage(token, 600, 150)];
  await staff.put('/api/admin/v1/site', {
    siteName: '바른펌프',
    logoImageId: logo.id,
    logoDarkImageId: logoDark.id,
  });
  try {
    const visitor = await browser.newPage();
    await visitor.goto('/');
    // Named by the site's name (its text alternative) and where it leads, as before.
    const header = visitor.getByRole('banner').getByRole('link', { name: '바른펌프 홈' });
    const headerLogo = header.getByRole('img', { name: '바른펌프' });
    expect(await headerLogo.getAttribute('src')).toContain(logo.variants.at(-1)?.url);
    expect(await headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
    const footerLogo = visitor.getByRole('contentinfo').getByRole('img', { name: '바른펌프' });
    expect(await footerLogo.getAttribute('src')).toContain(logoDark.variants.at(-1)?.url);

    const icon = await visitor.request.get(
      (await visitor.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '',
    );
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
  } finally {
    await staff.put('/api/admin/v1/site', {});
  }
});

test('a map staff embed is on the about page, folded: the map service hears of a visitor only once they open it', async () => {
  const staff = api(await apiToken());
  const map = 'https://www.google.com/maps/embed?pb=!1m18!e2e';
  // What Google's share dialog gives, pasted whole.
  await staff.put('/api/admin/v1/site', {
    companyName: '주식회사 바른펌프',
    mapEmbedUrl: `<iframe src="${map}" width="600" height="450" loading="lazy"></iframe>`,
  });
  try {
    const visitor = await browser.newPage();
    const asked: string[] = [];
    // No request leaves the machine: the map service is answered here.
    await visitor.route('https://www.google.com/**', async (route) => {
      asked.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<p>map</p>' });
    });
    const response = await visitor.goto('/about');
    expect(response?.headers()['content-security-policy']).toMatch(
      /frame-src 'self' https:\/\/www\.google\.com$/,
    );
    const summary = visitor.getByText('오시는 길: 지도 펼치기');
    await summary.waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    await summary.click();
    const frame = visitor.frameLocator('iframe[title="주식회사 바른펌프 위치 지도"]');
    await frame.getByText('map').waitFor();
    expect(asked).toEqual([map]);
  } finally {
    await staff.put('/api/admin/v1/site', {});
  }
});

test("the top grade enters the facts in the admin; a wrong business number and another service's address are named, then the footer and the structured data show them", async () => {
  // Public pages a visitor has already been served, so their rendered copies are kept.
  const publicPaths = ['/', '/about', '/product/list', '/inquiries/list', '/privacy', '/smart'];
  const served = async (path: string) => (await fetch(`${baseURL()}${path}`)).text();
  for (const path of publicPaths) expect(await served(path)).not.toContain('주식회사 새한밸브');

  const page = await browser.newPage();
  await signIn(page);
  await page.goto('/admin/site');
  const form = page.getByRole('form', { name: '회사 정보' });
  await form.getByLabel('상호', { exact: true }).fill('주식회사 새한밸브');
  await form.getByLabel('사업자등록번호').fill('220-81-62510');
  await form.getByLabel('팩스').fill('041-555-0102');
  // Another service's address where the YouTube channel goes.
  await form.getByLabel('유튜브 채널 주소').fill('https://www.instagram.com/saehan');
  await form.getByRole('button', { name: '저장' }).click();
  await form.getByText('올바른 사업자등록번호가 아닙니다', { exact: false }).waitFor();
  await form.getByText('유튜브의 https:// 주소를', { exact: false }).waitFor();

  await form.getByLabel('사업자등록번호').fill('2208162517');
  await form.getByLabel('유튜브 채널 주소').fill('https://www.youtube.com/@saehan');
  await form.getByRole('button', { name: '저장' }).click();
  await page.getByText('회사 정보를 저장했습니다', { exact: false }).waitFor();
  try {
    // Stored in its one written form, which the form shows after the save.
    expect(await form.getByLabel('사업자등록번호').inputValue()).toBe('220-81-62517');
    await page.goto('/about');
    const footer = await page.getByRole('contentinfo').innerText();
    expect(footer).toContain('주식회사 새한밸브');
    expect(footer).toContain('041-555-0102');
    // Every public page, rendered before the save, now names the company in its footer.
    for (const path of publicPaths) expect(await served(path), path).toContain('주식회사 새한밸브');

    // The channel is an icon link in the footer, named for a screen reader, and the only one.
    await page.goto('/');
    const social = page.getByRole('contentinfo').getByRole('list', { name: '회사 소셜 미디어' });
    const channel = social.getByRole('link', { name: '유튜브 채널 (새 창)' });
    expect(await channel.getAttribute('href')).toBe('https://www.youtube.com/@saehan');
    expect(await channel.getAttribute('rel')).toContain('me');
    expect(await social.getByRole('link').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    // Search engines tie the profile to the company.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((item) => JSON.parse(item) as { '@type': string })).toContainEqual(
      expect.objectContaining({
        '@type': 'Organization',
        sameAs: ['https://www.youtube.com/@saehan'],
      }),
    );
  } finally {
    await api(await apiToken()).put('/api/admin/v1/site', {});
  }
});

test("staff write the home page's sections: a wrong link is named, then the home page shows the figures and areas, in Korean on the English site until written", async () => {
  const page = await browser.newPage();
  await signIn(page);
  await page.goto('/admin/homeSections');
  const form = page.getByRole('form', { name: '홈 화면 섹션' });
  await form.getByRole('button', { name: '숫자 추가' }).click();
  await form.getByLabel('1번째 숫자', { exact: true }).fill('25년');
  await form.getByLabel('1번째 설명').fill('펌프 한 길');
  const business = form.getByRole('group', { name: '사업 분야' });
  await business.getByLabel('이 섹션 내용 쓰기').check();
  await business.getByLabel('섹션 제목').fill('무엇을 만드나요');
  await business.getByLabel('분야 이름').fill('산업용 펌프');
  await business.getByLabel('소개').fill('공장 배관에 쓰는 펌프입니다.');
  await business.getByLabel('주요 제품·서비스').fill('원심 펌프\n진공 펌프');
  await business.getByLabel('자세히 보기 링크').fill('https://elsewhere.example');
  await form.getByRole('button', { name: '저장' }).click();
  await form.getByText('표시된 항목을 확인해 주세요.').waitFor();
  expect(await business.getByLabel('자세히 보기 링크').getAttribute('aria-invalid')).toBe('true');

  await business.getByLabel('자세히 보기 링크').fill('/product/list');
  await business.getByLabel('링크 문구').fill('펌프 보기');
  await form.getByRole('button', { name: '저장' }).click();
  await page.getByText('홈 화면 섹션을 저장했습니다', { exact: false }).waitFor();
  try {
    const visitor = await browser.newPage({ javaScript: false });
    await visitor.goto('/');
    const main = visitor.getByRole('main');
    await main.getByText('펌프 한 길').waitFor();
    await main.getByRole('heading', { name: '무엇을 만드나요' }).waitFor();
    expect(await main.getByText('진공 펌프').count()).toBe(1);
    expect(await main.getByRole('link', { name: '펌프 보기' }).getAttribute('href')).toBe(
      '/product/list',
    );
    // Not written in English: the English home page shows the Korean, marked as Korean.
    await visitor.goto('/?lang=en');
    const section = visitor.locator('section[aria-labelledby="home-business"]');
    expect(await section.getAttribute('lang')).toBe('ko');
    await visitor.context().close();
  } finally {
    await api(await apiToken()).put('/api/admin/v1/home-sections', {
      ko: { stats: [], business: null, strengths: null },
      en: null,
    });
  }
});

test('the admin home shows the top grade what the site still needs, each step a link to where it is done', async () => {
  const page = await browser.newPage();
  await signIn(page);
  const checklist = page.getByRole('region', { name: '사이트 준비' });
  await checklist.waitFor();
  await checklist.getByRole('link', { name: '사업자 정보 입력', exact: false }).click();
  await page.waitForURL((url) => url.pathname === '/admin/site');
  await page.context().close();
});

test("the admin home marks the areas still showing the demo's content, each a link to where it is edited; none without a seed", async () => {
  const page = await browser.newPage();
  await signIn(page);
  // This server was started without the demo: nothing is marked.
  await page.getByRole('region', { name: '사이트 준비' }).waitFor();
  expect(await page.getByRole('region', { name: '데모 내용' }).count()).toBe(0);

  // As the server answers after a demo seed of which staff have since edited all but two areas.
  await page.route('**/api/admin/v1/site/demo', (route) =>
    route.fulfill({ json: { areas: ['companyFacts', 'pages'] } }),
  );
  await page.reload();
  const notice = page.getByRole('region', { name: '데모 내용' });
  await notice.waitFor();
  expect(await notice.getByRole('link').allInnerTexts()).toEqual([
    '회사 정보 (상호, 사업자 정보, 연락처)',
    '회사 소개 등 페이지',
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await notice.getByRole('link', { name: '회사 소개 등 페이지' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/editPage/about');
  await page.context().close();
});

test('the top grade picks the default share image from the library; pages are shared with it and the library keeps it', async () => {
  const token = await apiToken();
  const image = await uploadImage(token, 1200, 630);
  const page = await browser.newPage();
  await signIn(page);
  await page.goto('/admin/site');
  const form = page.getByRole('form', { name: '회사 정보' });
  await form.getByRole('button', { name: '이미지 선택: 기본 공유 이미지' }).click();
  const picker = page.getByRole('dialog', { name: '이미지 선택' });
  await picker.getByRole('button', { name: `${image.originalName} 선택` }).click();
  await picker.getByRole('button', { name: '선택 완료' }).click();
  await form.getByRole('button', { name: '저장' }).click();
  await page.getByText('회사 정보를 저장했습니다', { exact: false }).waitFor();
  try {
    const site = siteSchema.parse(await api().get('/api/data/v1/site'));
    expect(site.shareImage?.id).toBe(image.id);
    const about = await (await fetch(`${baseURL()}/about`)).text();
    const preview = image.variants.find((variant) => variant.width >= 960);
    expect(about).toContain(
      `<meta property="og:image" content="${baseURL()}${preview?.url ?? ''}">`,
    );

    // In use: the library says where, in the staff member's language.
    await page.goto('/admin/image');
    await page.getByRole('button', { name: image.originalName }).first().click();
    await page.getByRole('dialog').getByText('회사 정보 · 기본 공유 이미지').waitFor();
  } finally {
    await api(token).put('/api/admin/v1/site', {});
  }
});

test("analytics staff choose are on public pages with their origins alone in the page's policy; none without an ID", async () => {
  const staff = api(await apiToken());
  const home = async () => {
    const res = await fetch(`${baseURL()}/`);
    return { html: await res.text(), policy: res.headers.get('content-security-policy') ?? '' };
  };
  const before = await home();
  expect(before.html).not.toContain('site-analytics.js');
  expect(before.policy).not.toContain('googletagmanager');
  try {
    await staff.put('/api/admin/v1/site', { googleAnalyticsId: 'G-E2E1234' });
    const after = await home();
    expect(after.html).toContain(
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-E2E1234"></script>',
    );
    expect(after.html).toContain('<script defer src="/site-analytics.js"></script>');
    expect(after.html).not.toContain('wcslog.js');
    expect(after.policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com[;$]/);
    expect(after.policy).not.toContain('pstatic');
    // The staff's own pages are never counted.
    const admin = await (await fetch(`${baseURL()}/admin`)).text();
    expect(admin).not.toContain('googletagmanager');
  } finally {
    await staff.put('/api/admin/v1/site', {});
  }
  expect((await home()).html).not.toContain('site-analytics.js');
});
