import type { VisitStats } from '@app/contract/visits';
import { expect, test } from 'vitest';
import { api, apiToken, baseURL, signIn, useBrowser } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

const browser = useBrowser();

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

test('staff open the visitor statistics and see a visit that came from Naver; axe finds nothing serious', async () => {
  // A person on a phone arrives from a Naver search (the test's headless browser is a bot).
  const byte = () => String(Math.floor(Math.random() * 254) + 1);
  const res = await fetch(`${baseURL()}/about`, {
    headers: {
      'user-agent': PHONE,
      referer: 'https://m.search.naver.com/search.naver?query=%ED%9A%8C%EC%82%AC',
      'x-forwarded-for': `198.19.${byte()}.${byte()}`,
    },
  });
  expect(res.status).toBe(200);
  await res.text();
  // Counts are written every 10 seconds.
  const token = await apiToken();
  await expect
    .poll(
      async () => {
        const stats = (await api(token).get('/api/admin/v1/stats/visits')) as VisitStats;
        return stats.referrers.some((referrer) => referrer.domain === 'naver.com');
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(true);

  const page = await browser.newPage();
  await signIn(page);
  await page.getByRole('navigation').getByRole('link', { name: '접속자 집계' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/visits');
  await page.getByRole('heading', { level: 1, name: '접속자 집계' }).waitFor();
  await page.getByText('오늘', { exact: true }).waitFor();
  const referrers = page.getByRole('region', { name: '유입 경로' });
  await referrers.getByRole('cell', { name: 'Naver (naver.com)' }).waitFor();
  const pages = page.getByRole('region', { name: '많이 본 페이지' });
  await pages.getByRole('cell', { name: '/about', exact: true }).waitFor();
  await page.getByRole('region', { name: '기기' }).getByRole('cell', { name: '휴대폰' }).waitFor();
  await page.getByRole('region', { name: '날짜별 방문' }).getByRole('row').nth(1).waitFor();

  // A range with no visits says so.
  await page.getByLabel('시작일').fill('2001-01-01');
  await page.getByLabel('종료일').fill('2001-01-31');
  await page.getByRole('button', { name: '보기' }).click();
  await page.getByText('이 기간에는 방문 기록이 없습니다.').waitFor();
  expect(new URL(page.url()).searchParams.get('from')).toBe('2001-01-01');
  await page.getByRole('button', { name: '최근 30일' }).click();
  await referrers.getByRole('cell', { name: 'Naver (naver.com)' }).waitFor();

  expect(await seriousViolations(page)).toEqual([]);
});

test('pages a visitor opens inside the web app count as page views, as pages loaded do', async () => {
  const token = await apiToken();
  const viewsOf = async (path: string) => {
    const stats = (await api(token).get('/api/admin/v1/stats/visits')) as VisitStats;
    return stats.pages.find((page) => page.path === path)?.views ?? 0;
  };
  const before = await viewsOf('/product/list');

  const page = await browser.newPage({ width: 1280, userAgent: PHONE.replace('iPhone', 'iPad') });
  await page.goto('/');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: '제품', exact: true })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === '/product/list');
  // Counts are written every 10 seconds.
  await expect
    .poll(() => viewsOf('/product/list'), { timeout: 30_000, interval: 1_000 })
    .toBe(before + 1);
});
