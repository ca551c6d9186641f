import { afterEach, expect, test, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { verifyStoredSession } from './verify-session';

const user = { id: 1, loginId: 'admin', name: '관리자', grade: 10 };

function storedToken(token: string) {
  useAuthStore.setState({ token, userInfo: null, status: 'checking' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().signOut();
});

test('confirms a stored token and keeps the user', async () => {
  storedToken('t1');
  const fetchMock = vi.fn(() => Promise.resolve(Response.json({ user })));
  vi.stubGlobal('fetch', fetchMock);
  await verifyStoredSession();
  expect(useAuthStore.getState()).toMatchObject({
    status: 'authenticated',
    token: 't1',
    userInfo: user,
  });
  expect(fetchMock).toHaveBeenCalledOnce();
});

test('clears a token the server rejects', async () => {
  storedToken('expired');
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        Response.json(
          { type: 'about:blank', title: 'Unauthorized', status: 401, code: 'unauthorized' },
          { status: 401 },
        ),
      ),
    ),
  );
  await verifyStoredSession();
  expect(useAuthStore.getState()).toMatchObject({ status: 'anonymous', token: null });
});

test('clears the session when the check cannot be made, and says why', async () => {
  storedToken('t1');
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await verifyStoredSession();
  expect(useAuthStore.getState().status).toBe('anonymous');
  expect(warn).toHaveBeenCalledOnce();
});

test('does nothing without a stored token', async () => {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  await verifyStoredSession();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(useAuthStore.getState().status).toBe('anonymous');
});

test('leaves a sign-in made during the check alone', async () => {
  storedToken('old');
  vi.stubGlobal(
    'fetch',
    vi.fn(() => {
      useAuthStore.getState().signIn('new', { ...user, name: '새 관리자' });
      return Promise.resolve(Response.json({ user }));
    }),
  );
  await verifyStoredSession();
  expect(useAuthStore.getState()).toMatchObject({ token: 'new', userInfo: { name: '새 관리자' } });
});
