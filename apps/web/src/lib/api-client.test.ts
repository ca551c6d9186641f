import type { UserInfo } from '@app/contract/auth';
import { afterEach, expect, test, vi } from 'vitest';
import { apiBase, parseHostList, requestFile, requestJson, requestNoContent } from './api-client';
import { ApiError } from './api-error';
import { useAuthStore } from './auth-store';

const user = { id: 1, loginId: 'admin', name: '관리자', grade: 10 };

function problemResponse(status: number, code: string, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ type: 'about:blank', title: 'Problem', status, code }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', ...headers },
  });
}

function stubFetch(respond: (request: { url: string; init: RequestInit }) => Promise<Response>) {
  const fetchMock = vi.fn((url: string, init: RequestInit) => respond({ url, init }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What fetch rejects with once its signal has aborted. */
function abortReason(init: RequestInit): Error {
  const reason: unknown = init.signal?.reason;
  return reason instanceof Error ? reason : new Error('the request was not aborted');
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().signOut();
});

test('uses same-origin /api on a production host', () => {
  const hosts = ['hangyeol.example', 'www.hangyeol.example'];
  expect(apiBase('hangyeol.example', hosts, 'https://dev.example.com')).toBe('/api');
  expect(apiBase('www.hangyeol.example', hosts, 'https://dev.example.com')).toBe('/api');
  expect(apiBase('WWW.Hangyeol.Example', hosts, 'https://dev.example.com')).toBe('/api');
});

test('uses the development origin on any other host', () => {
  const hosts = ['hangyeol.example'];
  expect(apiBase('localhost', hosts, 'https://dev.example.com')).toBe(
    'https://dev.example.com/api',
  );
  expect(apiBase('staging.hangyeol.example', hosts, 'http://10.0.0.5:3000/')).toBe(
    'http://10.0.0.5:3000/api',
  );
});

test('an empty development origin means same origin', () => {
  expect(apiBase('localhost', [], '')).toBe('/api');
  expect(apiBase('hangyeol.example', [], '')).toBe('/api');
});

test('parses the production host list', () => {
  expect(parseHostList(' Hangyeol.example, www.hangyeol.example ,,')).toEqual([
    'hangyeol.example',
    'www.hangyeol.example',
  ]);
  expect(parseHostList('')).toEqual([]);
  expect(parseHostList(undefined)).toEqual([]);
});

test('sends JSON and answers with the JSON received', async () => {
  const fetchMock = stubFetch(() => Promise.resolve(Response.json(user)));
  await expect(
    requestJson<UserInfo>('/auth', { method: 'POST', body: { loginId: 'admin' } }),
  ).resolves.toEqual(user);

  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/auth');
  expect(init?.method).toBe('POST');
  expect(init?.body).toBe('{"loginId":"admin"}');
  const headers = new Headers(init?.headers);
  expect(headers.get('Content-Type')).toBe('application/json');
  expect(headers.has('Authorization')).toBe(false);
});

test('rejects a successful answer that is not JSON (a proxy or portal page)', async () => {
  stubFetch(() => Promise.resolve(new Response('<html>Sign in to the Wi-Fi</html>')));
  const error = await rejection(requestJson<UserInfo>('/thing'));
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 200, code: 'invalid_response', problem: null });
});

test('turns a problem response into an ApiError', async () => {
  stubFetch(() => Promise.resolve(problemResponse(401, 'invalid_credentials')));
  const error = await rejection(requestJson<UserInfo>('/auth', { method: 'POST', body: {} }));
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 401,
    code: 'invalid_credentials',
    problem: { status: 401, code: 'invalid_credentials', title: 'Problem' },
    retryAfter: null,
  });
});

test('reads Retry-After from a throttled response', async () => {
  stubFetch(() =>
    Promise.resolve(problemResponse(429, 'too_many_attempts', { 'Retry-After': '42' })),
  );
  const error = await rejection(requestJson<UserInfo>('/auth', { method: 'POST', body: {} }));
  expect(error).toMatchObject({ status: 429, code: 'too_many_attempts', retryAfter: 42 });
});

test('gives an error response without a problem body a generic code', async () => {
  stubFetch(() =>
    Promise.resolve(
      new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    ),
  );
  const error = await rejection(requestNoContent('/logout', { method: 'POST' }));
  expect(error).toMatchObject({
    status: 502,
    code: 'http_error',
    problem: { title: 'Bad Gateway' },
  });
});

test('reports a lost connection as network_error', async () => {
  stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
  const error = await rejection(requestJson<unknown[]>('/data/v1/place'));
  expect(error).toMatchObject({ status: 0, code: 'network_error' });
});

test('gives up after the request timeout', async () => {
  vi.spyOn(AbortSignal, 'timeout').mockReturnValue(
    AbortSignal.abort(new DOMException('timed out', 'TimeoutError')),
  );
  stubFetch(({ init }) => Promise.reject(abortReason(init)));
  const error = await rejection(requestJson<unknown[]>('/data/v1/place'));
  expect(error).toMatchObject({ status: 0, code: 'timeout' });
});

test('passes a cancellation by the caller through unchanged', async () => {
  const controller = new AbortController();
  const cancelled = new DOMException('cancelled', 'AbortError');
  controller.abort(cancelled);
  stubFetch(({ init }) => Promise.reject(abortReason(init)));
  const error = await rejection(
    requestJson<unknown[]>('/data/v1/place', { signal: controller.signal }),
  );
  expect(error).toBe(cancelled);
});

test('sends the session token on authenticated calls', async () => {
  useAuthStore.getState().signIn('token-1', user);
  const fetchMock = stubFetch(() => Promise.resolve(new Response(null, { status: 204 })));
  await requestNoContent('/logout', { method: 'POST', auth: true });
  const headers = new Headers(fetchMock.mock.calls[0]?.[1].headers);
  expect(headers.get('Authorization')).toBe('Bearer token-1');
});

test('a 401 on an authenticated call signs the user out', async () => {
  useAuthStore.getState().signIn('token-1', user);
  stubFetch(() => Promise.resolve(problemResponse(401, 'unauthorized')));
  await rejection(requestJson<UserInfo>('/authCheck', { auth: true }));
  expect(useAuthStore.getState()).toMatchObject({
    status: 'anonymous',
    token: null,
    userInfo: null,
  });
});

test('a late 401 for an older token leaves the newer session alone', async () => {
  useAuthStore.getState().signIn('old', user);
  stubFetch(() => {
    useAuthStore.getState().signIn('new', user);
    return Promise.resolve(problemResponse(401, 'unauthorized'));
  });
  await rejection(requestJson<UserInfo>('/authCheck', { auth: true }));
  expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', token: 'new' });
});

test('a 401 on a public call does not sign anyone out', async () => {
  useAuthStore.getState().signIn('token-1', user);
  stubFetch(() => Promise.resolve(problemResponse(401, 'invalid_credentials')));
  await rejection(requestJson<UserInfo>('/auth', { method: 'POST', body: {} }));
  expect(useAuthStore.getState().status).toBe('authenticated');
});

test('a 403 two_factor_setup_required holds the session to its account page, until a new sign-in', async () => {
  useAuthStore.getState().signIn('token-1', user);
  stubFetch(() => Promise.resolve(problemResponse(403, 'two_factor_setup_required')));
  const error = await rejection(requestJson<UserInfo>('/admin/v1/product', { auth: true }));
  expect(error).toMatchObject({ status: 403, code: 'two_factor_setup_required' });
  expect(useAuthStore.getState()).toMatchObject({
    status: 'authenticated',
    twoFactorSetupRequired: true,
  });
  // The session check confirming the same token keeps it; another session starts clear.
  useAuthStore.getState().signIn('token-1', user);
  expect(useAuthStore.getState().twoFactorSetupRequired).toBe(true);
  useAuthStore.getState().signIn('token-2', user);
  expect(useAuthStore.getState().twoFactorSetupRequired).toBe(false);
});

test('another 403 does not hold the session', async () => {
  useAuthStore.getState().signIn('token-1', user);
  stubFetch(() => Promise.resolve(problemResponse(403, 'forbidden')));
  await rejection(requestJson<UserInfo>('/admin/v1/member', { auth: true }));
  expect(useAuthStore.getState().twoFactorSetupRequired).toBe(false);
});

test('a file comes back as a blob under the name the server gave it; a refusal as a problem', async () => {
  stubFetch(() =>
    Promise.resolve(
      new Response('id,name\r\n1,밸브\r\n', {
        headers: { 'content-disposition': 'attachment; filename="products-20261124.csv"' },
      }),
    ),
  );
  const { blob, filename } = await requestFile('/admin/v1/product/export?format=csv');
  expect(filename).toBe('products-20261124.csv');
  expect(await blob.text()).toBe('id,name\r\n1,밸브\r\n');

  stubFetch(() => Promise.resolve(problemResponse(400, 'validation_failed')));
  const error = await rejection(requestFile('/admin/v1/product/export?format=pdf'));
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe('validation_failed');
});
