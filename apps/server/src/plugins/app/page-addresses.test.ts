import { expect, test } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { standInWebBuild } from '../../test/web-build.ts';

// A stand-in for the web app's server build that shows what it was asked to render (with the
// window width, when given one), and how many pages it has rendered.
const webRoot = standInWebBuild(`let renders = 0;
  export const createPageRenderer = () => async ({ url, origin, viewportWidth }) => {
    renders += 1;
    // A page whose data the API shed under load; one that lost only a part of it (its footer).
    const status = url.startsWith('/board/') ? 503 : 200;
    const partial = url.startsWith('/patent');
    const width = viewportWidth ? ' @' + viewportWidth : '';
    // A page with a map staff embedded and analytics, and an origin that tries to end the directive.
    const sources = url.startsWith('/research')
      ? {
          'frame-src': ['https://www.google.com', "https://x.example;script-src 'unsafe-inline'"],
          'script-src': ['https://www.googletagmanager.com'],
          'connect-src': ['https://*.google-analytics.com'],
        }
      : undefined;
    const html = 'render ' + renders + ' of ' + origin + url + width;
    return { kind: 'page', status, partial, html, sources };
  };`);

// PUBLIC_URL left unset, as `npm start` used to run: the site is then http://localhost:$PORT.
const SITE = 'http://localhost:3000';
// Behind one proxy, as the reference deployment runs: X-Forwarded-* headers are read.
const ctx = useTestApp({ PORT: '3000', TRUST_PROXY: '1' }, { webRoot });
/** The Host a visitor's browser sends (light-my-request's default). */
const VISITOR_HOST = 'localhost:80';

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ url, headers });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const renders = (body: string) => Number(/^render (\d+) /.exec(body)?.[1]);

test('a Host or X-Forwarded-Host of the client’s own changes no page another visitor gets', async () => {
  // The attack that worked: this stored /detail/3's page under /product/detail/3.
  const planted = await page('/detail/3', { host: `${VISITOR_HOST}/product` });
  expect(planted).toMatch(new RegExp(` of ${SITE}/detail/3$`));
  await page('/detail/4', { 'x-forwarded-host': `${VISITOR_HOST}/product` });
  await page('/detail/5', { host: 'evil.example' });

  for (const path of ['/product/detail/3', '/product/detail/4', '/product/detail/5']) {
    expect(await page(path)).toMatch(new RegExp(` of ${SITE}${path}$`));
  }
  // Links never take the client's host either.
  const robots = await ctx.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
  expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect(robots.body).not.toContain('evil.example');
});

test('parameters no page reads make no new render or cache entry, and are not passed on', async () => {
  const first = await page('/about');
  for (let i = 0; i < 20; i += 1) {
    const body = await page(`/about?z=${String(Math.random())}&n_media=27758&utm_source=naver`);
    expect(renders(body)).toBe(renders(first));
  }
  // The parameters a list reads are kept, in one order whatever order they came in.
  const list = await page('/product/list?n_keyword=pump&sort=name&page=2&z=1');
  expect(list).toMatch(new RegExp(` of ${SITE}/product/list\\?page=2&sort=name$`));
  const same = await page('/product/list?page=2&sort=name');
  expect(renders(same)).toBe(renders(list));
});

test('the product list is rendered for the window width the browser hints, kept once per layout; other pages are one for all', async () => {
  const hinted = (width: string) => ({ 'sec-ch-viewport-width': width });
  const narrow = await ctx.app.inject({ url: '/product/list?page=3', headers: hinted('390') });
  expect(narrow.body).toMatch(/ of http:\/\/localhost:3000\/product\/list\?page=3 @390$/);
  // Every later request of a Chromium browser carries the width; one that did not asks again.
  expect(narrow.headers['accept-ch']).toBe('Sec-CH-Viewport-Width');
  expect(narrow.headers['critical-ch']).toBe('Sec-CH-Viewport-Width');
  expect(narrow.headers.vary).toMatch(/^Sec-CH-Viewport-Width, accept-encoding$/);

  const wide = await page('/product/list?page=3', hinted('1600'));
  expect(wide).toMatch(/@1600$/);
  expect(renders(await page('/product/list?page=3', hinted('2560')))).toBe(renders(wide));
  // No hint, or one that is no width, is a narrow screen: the page kept for those.
  for (const width of [undefined, 'wide', '-1600', '1600.5', '']) {
    const body = await page('/product/list?page=3', width === undefined ? {} : hinted(width));
    expect(renders(body), String(width)).toBe(renders(narrow.body));
  }

  const about = await ctx.app.inject({ url: '/about', headers: hinted('1600') });
  expect(about.body).not.toContain('@');
  expect(about.headers['accept-ch']).toBe('Sec-CH-Viewport-Width');
  expect(about.headers['critical-ch']).toBeUndefined();
  expect(renders(await page('/about', hinted('390')))).toBe(renders(about.body));
});

test("a page framing a map and reporting to analytics widens only those directives, by those origins; other pages keep the site's policy", async () => {
  const policyOf = async (url: string) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(200);
    return String(res.headers['content-security-policy']);
  };
  const map = await policyOf('/research');
  expect(map).toMatch(/;frame-src 'self' https:\/\/www\.google\.com$/);
  expect(map).not.toContain('x.example');
  // The site's own directives widened in place: a second one of a name would be ignored.
  expect(map).toContain("script-src 'self' https://www.googletagmanager.com;");
  expect(map.match(/script-src /g)).toHaveLength(1);
  expect(map).toContain("connect-src 'self' https://*.google-analytics.com;");
  // Served again from the kept page, the same policy.
  expect(await policyOf('/research')).toBe(map);
  expect(await policyOf('/about')).not.toContain('frame-src');
});

test('a path with capitals or a trailing slash is sent to its one form, query kept', async () => {
  for (const [from, to] of [
    ['/ABOUT', '/about'],
    ['/about/', '/about'],
    ['/Product/List/?page=2', '/product/list?page=2'],
    // The English site stays English.
    ['/About/?lang=en', '/about?lang=en'],
    ['/product/detail/?lang=en', '/product/detail?lang=en'],
    ['//evil.example/', '/evil.example'],
  ]) {
    const res = await ctx.app.inject({ url: from });
    expect(res.statusCode, from).toBe(301);
    expect(res.headers.location, from).toBe(to);
  }
  expect((await ctx.app.inject({ url: '/' })).statusCode).toBe(200);
});

test('a page whose data was shed answers 503 with Retry-After, as the API does, and is not kept', async () => {
  const first = await ctx.app.inject({ url: '/board/1' });
  expect(first.statusCode).toBe(503);
  expect(first.headers['retry-after']).toBe('2');
  const again = await ctx.app.inject({ url: '/board/1' });
  expect(renders(again.body)).toBe(renders(first.body) + 1);
});

test('a page rendered without a part of its data is sent, but rendered afresh for the next visitor', async () => {
  const first = renders(await page('/patent'));
  expect(renders(await page('/patent'))).toBe(first + 1);
  // A whole page is kept: the next visitor gets the same copy.
  const kept = renders(await page('/privacy'));
  expect(renders(await page('/privacy'))).toBe(kept);
});
