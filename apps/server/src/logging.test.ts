import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVACY_NOTICE_VERSION } from './test/inquiries.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type App, buildApp } from './app.ts';
import { ensureFirstAdmin } from './bootstrap/first-admin.ts';
import { parseEnv } from './env.ts';
import { loggerOptions } from './logging.ts';
import { ADMIN, bearer, login } from './test/app.ts';
import { openTestDatabase } from './test/database.ts';
import { standInWebBuild } from './test/web-build.ts';

/**
 * The log stream, captured while requests fail in the ways that used to leak: a failed query
 * logged its parameters (e-mail, phone, the inquiry's text and its password hash), and
 * PostgreSQL's detail quotes the failing row.
 */
const lines: string[] = [];
let app: App;
let adminToken: string;

beforeAll(async () => {
  app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test' }),
    database: await openTestDatabase(),
    logger: loggerOptions('info', { stream: { write: (line) => lines.push(line) } }),
  });
  await ensureFirstAdmin(app.db, ADMIN);
  adminToken = await login(app, ADMIN.loginId, ADMIN.password);
  // Every new inquiry now fails inside the database, quoting the row as a constraint would.
  await app.db.execute(sql`
    create function refuse_inquiry() returns trigger language plpgsql as $$
    begin
      raise exception 'inquiries are switched off'
        using detail = 'Failing row contains (' || new.email || ', ' || new.phone || ').';
    end $$`);
  await app.db.execute(sql`
    create trigger refuse_inquiry before insert on inquiry
    for each row execute function refuse_inquiry()`);
});
afterAll(() => app.close());

const personal = {
  email: 'private.person@example.com',
  phone: '010-7777-3131',
  content: 'PRIVATE-CONTENT 우리 공장 주소는 비밀입니다',
  password: 'PRIVATE-PASSWORD-1234',
};

test('failed queries, searches and sign-ins leave no personal data or secret in the log', async () => {
  const created = await app.inject({
    method: 'POST',
    url: '/api/data/v1/inquiry',
    payload: {
      title: '문의',
      content: personal.content,
      authorName: '홍길동',
      email: personal.email,
      phone: personal.phone,
      password: personal.password,
      privacyConsent: true,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(created.statusCode).toBe(500);
  expect(created.body).not.toContain(personal.email);

  const searched = await app.inject({
    method: 'GET',
    url: `/api/admin/v1/inquiry?keyword=${encodeURIComponent(personal.email)}`,
    headers: bearer(adminToken),
  });
  expect(searched.statusCode).toBe(200);

  // Public searches and return paths: a visitor's words are theirs.
  const publicSearch = await app.inject({
    method: 'GET',
    url: `/api/data/v1/product?keyword=${encodeURIComponent(personal.phone)}&page=2&size=10`,
  });
  expect(publicSearch.statusCode).toBe(200);
  const pageSearch = await app.inject({
    method: 'GET',
    url: `/product/list?keyword=${encodeURIComponent(personal.content)}&sort=name`,
  });
  expect(pageSearch.statusCode).toBeLessThan(500);
  const loginNext = await app.inject({
    method: 'GET',
    url: `/login?next=${encodeURIComponent(`/admin/inquiries?keyword=${personal.email}`)}`,
  });
  expect(loginNext.statusCode).toBeLessThan(500);

  const wrongLogin = await app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { loginId: ADMIN.loginId, password: personal.password },
  });
  expect(wrongLogin.statusCode).toBe(401);

  const log = lines.join('');
  // The failure was logged, with what an operator needs to find it…
  expect(log).toContain('request failed');
  expect(log).toContain('inquiries are switched off');
  expect(log).toContain('Failed query: insert into');
  expect(log).toContain('/api/admin/v1/inquiry');
  // Paging and order stay, for reading the log; the words searched for do not.
  expect(log).toContain('/api/data/v1/product?page=2&size=10');
  expect(log).toContain('/product/list?sort=name');
  expect(log).not.toContain('keyword=');
  expect(log).not.toContain('next=');
  // …and nothing a visitor or a staff member typed, nor any secret.
  for (const value of [
    ...Object.values(personal),
    encodeURIComponent(personal.email),
    encodeURIComponent(personal.phone),
    encodeURIComponent(personal.content),
    '$argon2',
    adminToken,
    ADMIN.password,
  ]) {
    expect(log, value).not.toContain(value);
  }
});

const webRoot = standInWebBuild(`export const createPageRenderer = () => async () =>
  ({ kind: 'page', status: 200, html: '<p>a page</p>' });`);
beforeAll(() => {
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
});

test('a page request is logged at info; the assets it loads only when something goes wrong', async () => {
  const seen: string[] = [];
  const site = await buildApp({
    env: parseEnv({ NODE_ENV: 'test' }),
    database: await openTestDatabase(),
    webRoot,
    logger: loggerOptions('info', { stream: { write: (line) => seen.push(line) } }),
  });
  try {
    expect((await site.inject({ url: '/about' })).statusCode).toBe(200);
    expect((await site.inject({ url: '/assets/app-1a2b3c.js' })).statusCode).toBe(200);
  } finally {
    await site.close();
  }
  const logged = seen.join('');
  expect(logged).toContain('"url":"/about"');
  expect(logged).not.toContain('/assets/app-1a2b3c.js');
});
