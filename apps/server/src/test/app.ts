import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppOptions, buildApp } from '../app.ts';
import { ensureFirstAdmin } from '../bootstrap/first-admin.ts';
import { parseEnv } from '../env.ts';
import { openTestDatabase } from './database.ts';

export const ADMIN = { loginId: 'admin', password: 'admin-password-1' } as const;

export interface TestContext {
  app: App;
  /** Bearer token of the grade-10 administrator. */
  adminToken: string;
  close: () => Promise<void>;
}

/** Options of the app under test beyond its environment: `webRoot` serves a web app folder. */
export type TestAppOptions = Pick<
  AppOptions,
  'webRoot' | 'notificationIntervalMs' | 'notificationRetryDelaysMs' | 'spamGuard' | 'guessDelayMs'
>;

/** A whole app on a fresh database with one grade-10 administrator signed in. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  // Uploaded files go to a temporary folder of this app, never into ./data.
  const storageDir = await mkdtemp(join(tmpdir(), 'app-test-files-'));
  const app = await buildApp({
    // A key of its own, as a configured server has; `TOTP_ENCRYPTION_KEY: ''` leaves it unset.
    env: parseEnv({
      NODE_ENV: 'test',
      STORAGE_DIR: storageDir,
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      // Tests post at once; the spam guard's own tests set a fill time.
      SPAM_MIN_FILL_SECONDS: '0',
      ...env,
    }),
    database,
    // The test runner and PGlite share this event loop: a slow migration or password hash there
    // is not load, so only the database queue sheds (load-shedding.test.ts).
    maxEventLoopDelayMs: 0,
    // A proof of work of a few cheap attempts, so tests solve one in milliseconds.
    spamGuard: { cost: 1, baseCounter: 4 },
    // Wrong guesses answered at once: tests count them, and one test measures the wait.
    guessDelayMs: () => 0,
    ...options,
  });
  app.addHook('onClose', () => rm(storageDir, { recursive: true, force: true }));
  await ensureFirstAdmin(app.db, ADMIN);
  const adminToken = await login(app, ADMIN.loginId, ADMIN.password);
  return { app, adminToken, close: () => app.close() };
}

export async function login(app: App, loginId: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { loginId, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body: unknown = res.json();
  if (
    typeof body !== 'object' ||
    body === null ||
    !('token' in body) ||
    typeof body.token !== 'string'
  ) {
    throw new Error('login returned no token');
  }
  return body.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let sequence = 0;
/** Creates a staff member through the API (as the admin) and returns its id and a session token. */
export async function createMember(
  ctx: Pick<TestContext, 'app' | 'adminToken'>,
  overrides: Partial<{ loginId: string; name: string; grade: number; password: string }> = {},
) {
  sequence += 1;
  const input = {
    loginId: `staff${sequence}`,
    name: `직원${sequence}`,
    grade: 5,
    password: 'correct-horse-battery',
    ...overrides,
  };
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/member',
    headers: bearer(ctx.adminToken),
    payload: input,
  });
  if (res.statusCode !== 201)
    throw new Error(`create member failed: ${res.statusCode} ${res.body}`);
  const { id } = res.json<{ id: number }>();
  return { id, ...input, token: await login(ctx.app, input.loginId, input.password) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TestApp {
  readonly app: App;
  readonly adminToken: string;
  /** A call with the given bearer token (or none); `url` is the full path. */
  call: (
    method: Method,
    url: string,
    token: string | null,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
  /** A staff call as the grade-10 administrator; `url` is relative to /api/admin/v1. */
  admin: (method: Method, url: string, payload?: object) => Promise<LightMyRequestResponse>;
}

/** The app of one test file: built on a fresh database before its tests, closed after them. */
export function useTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): TestApp {
  let ctx: TestContext | null = null;
  const current = () => {
    if (ctx === null) throw new Error('useTestApp: the app exists only inside tests and hooks');
    return ctx;
  };
  beforeAll(async () => {
    ctx = await createTestApp(env, options);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const call: TestApp['call'] = (method, url, token, payload) =>
    current().app.inject({
      method,
      url,
      ...(token === null ? {} : { headers: bearer(token) }),
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    get app() {
      return current().app;
    },
    get adminToken() {
      return current().adminToken;
    },
    call,
    // Built on `call` by closure, so tests may take `ctx.admin` apart from `ctx`.
    admin: (method, url, payload) =>
      call(method, `/api/admin/v1${url}`, current().adminToken, payload),
  };
}
