import { randomBytes } from 'node:crypto';
import { type Image, imageUploadResultSchema } from '@app/contract/image';
import { type SpamForm, challengeSchema } from '@app/contract/spam';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { type Browser, type Locator, type Page, chromium } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { ADMIN } from './admin-account.ts';

export { ADMIN };

/** This worker's site (global-setup.ts): the files of one worker run one after another. */
export const site = () => {
  const sites = inject('sites');
  const found = sites[Number(process.env.VITEST_POOL_ID ?? '1') - 1];
  if (!found) throw new Error(`no site for worker ${String(process.env.VITEST_POOL_ID)}`);
  return found;
};

export const baseURL = () => site().baseURL;

/**
 * Each page and API client is its own visitor, as it would be behind the site's proxy (the test
 * server trusts loopback's X-Forwarded-For): per-address limits such as five inquiries in ten
 * minutes then count one test's visitor, never the whole suite.
 */
const visitorAddress = () => {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `198.18.${String(byte())}.${String(byte())}` };
};

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/**
 * One Chromium per spec file. Every page records uncaught errors and console errors;
 * a test that produced any fails (call `expectNoPageErrors` or rely on the afterEach).
 */
/** A person's desktop browser: headless Chromium's own user agent is a crawler's to the server. */
export const DESKTOP_BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export function useBrowser() {
  let browser: Browser | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(() => {
    const seen = errors.splice(0);
    expect(seen, 'errors in the page').toEqual([]);
  });

  return {
    /**
     * A fresh page (its own context: no shared storage) at the given window size, Korean locale;
     * `javaScript: false` is a browser with scripts off (the rendered page is all there is);
     * `userAgent` another browser's (headless Chromium's own counts as a bot's).
     */
    async newPage(
      options: { width?: number; height?: number; javaScript?: boolean; userAgent?: string } = {},
    ): Promise<Page> {
      if (!browser) throw new Error('browser not started');
      const javaScript = options.javaScript ?? true;
      const context = await browser.newContext({
        baseURL: baseURL(),
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        locale: 'ko-KR',
        javaScriptEnabled: javaScript,
        extraHTTPHeaders: visitorAddress(),
        ...(options.userAgent === undefined ? {} : { userAgent: options.userAgent }),
      });
      // A Content-Security-Policy violation is reported as a console error, so it fails the test.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const page = await context.newPage();
      if (!javaScript) return page;
      // A rendered page is painted before its app starts (src/boot.ts); a person takes longer
      // than that to act, a test does not, and a button clicked before the start does nothing.
      const goto = page.goto.bind(page);
      page.goto = async (url, gotoOptions) => {
        const response = await goto(url, gotoOptions);
        await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
        return response;
      };
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // Failed requests the test provoked on purpose (401, 404, …) are logged by Chromium as errors.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(`console: ${message.text()}`);
        }
      });
      return page;
    },
    /** Forget errors a test provoked on purpose. */
    clearErrors() {
      errors.splice(0);
    },
  };
}

/** Signs in through the login form and waits for the admin home. */
export async function signIn(page: Page, account: { loginId: string; password: string } = ADMIN) {
  await page.goto('/login');
  await page.getByLabel('아이디').fill(account.loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** A bearer token for direct API calls that set up test data. */
export async function apiToken(
  account: { loginId: string; password: string } = ADMIN,
): Promise<string> {
  const res = await fetch(`${baseURL()}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const body: unknown = await res.json();
  if (
    typeof body !== 'object' ||
    body === null ||
    !('token' in body) ||
    typeof body.token !== 'string'
  ) {
    throw new Error('no token in the login response');
  }
  return body.token;
}

/** A tiny API client for arranging data (never for asserting what a person sees). */
/** The public form a write belongs to, whose proof of work the browser would have solved. */
const formOf = (method: string, path: string): SpamForm | null => {
  if (method === 'POST' && path === '/api/data/v1/inquiry') return 'inquiry-create';
  if (method === 'PUT' && path.startsWith('/api/data/v1/inquiry/')) return 'inquiry-edit';
  return null;
};

/** A form's `altcha` field, solved here as the site's script solves it in the browser. */
export async function proofOfWork(form: SpamForm, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseURL()}/api/data/v1/challenge?form=${form}`, { headers });
  if (!res.ok) throw new Error(`challenge: ${String(res.status)}`);
  const challenge = challengeSchema.parse(await res.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function api(token?: string) {
  const address = visitorAddress();
  const call = async (method: string, path: string, given?: unknown): Promise<unknown> => {
    const form = formOf(method, path);
    const body =
      form !== null && typeof given === 'object' && given !== null && !('altcha' in given)
        ? { ...given, altcha: await proofOfWork(form, address) }
        : given;
    const res = await fetch(`${baseURL()}${path}`, {
      method,
      headers: {
        ...address,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body ?? {}),
    put: (path: string, body: unknown) => call('PUT', path, body),
    delete: (path: string) => call('DELETE', path),
  };
}

/** Unique suffix so specs never depend on each other's data. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A picture of noise uploaded to the image library through the API, as staff add one. */
export async function uploadImage(token: string, width: number, height: number): Promise<Image> {
  const png = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), `picture-${unique()}.png`);
  const res = await fetch(`${baseURL()}/api/admin/v1/image`, {
    method: 'POST',
    headers: { ...visitorAddress(), authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  const [image] = imageUploadResultSchema.parse(await res.json()).items;
  if (image === undefined) throw new Error('the upload stored no image');
  return image;
}

/**
 * Whether all of an element is drawn: within the window's width, and none of its text cut, its
 * own or its descendants' (an ellipsis, a clamped line, a word past its box). For phone widths.
 */
export function isShownWhole(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const inWindow = box.left >= 0 && box.right <= document.documentElement.clientWidth;
    const uncut = [node, ...node.querySelectorAll('*')].every(
      (part) =>
        part.scrollWidth <= part.clientWidth + 1 && part.scrollHeight <= part.clientHeight + 1,
    );
    return inWindow && uncut;
  });
}

/** Whether all of an element's text is drawn on one line (its words never wrapped). */
function isOnOneLine(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const lines: DOMRect[] = [];
    const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text !== null; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      lines.push(...range.getClientRects());
    }
    const [first] = lines;
    return lines.every(
      (line) => first !== undefined && line.top < first.bottom && line.bottom > first.top,
    );
  });
}

/**
 * A list at a phone's width shows the row holding `title` as a card: the title whole, on a line
 * of its own, then each of the `details` cells (by name) whole, on one line, under it. The
 * title opens the row: a link, or a button where the row opens in place (a drawer).
 */
export async function expectCard(
  page: Page,
  title: string,
  details: (string | RegExp)[],
  titleRole: 'link' | 'button' = 'link',
) {
  const row = page.getByRole('row').filter({ hasText: title });
  const link = row.getByRole(titleRole, { name: title });
  expect(await isShownWhole(link), `${title} shown whole`).toBe(true);
  const linkBox = await link.boundingBox();
  for (const name of details) {
    const cell = row.getByRole('cell', { name });
    expect(await isShownWhole(cell), `${String(name)} shown whole`).toBe(true);
    expect(await isOnOneLine(cell), `${String(name)} on one line`).toBe(true);
    const box = await cell.boundingBox();
    expect(box?.y, `${String(name)} under the title`).toBeGreaterThanOrEqual(
      (linkBox?.y ?? 0) + (linkBox?.height ?? 0),
    );
  }
}
