import { afterEach, expect, test, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage';

const user = { id: 7, loginId: 'staff', name: '김직원', grade: 5 };

/** A fresh store module, so its initial state is read from the stubbed storage. */
async function loadStore(storage: Storage) {
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  const { useAuthStore } = await import('./auth-store');
  return useAuthStore;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('starts anonymous without a stored token', async () => {
  const store = await loadStore(memoryStorage());
  expect(store.getState()).toMatchObject({ status: 'anonymous', token: null, userInfo: null });
});

test('starts checking with a stored token', async () => {
  const store = await loadStore(memoryStorage({ token: 'abc' }));
  expect(store.getState()).toMatchObject({ status: 'checking', token: 'abc', userInfo: null });
});

test('treats an empty stored token as none', async () => {
  const store = await loadStore(memoryStorage({ token: '' }));
  expect(store.getState().status).toBe('anonymous');
});

test('signing in stores the token and the user', async () => {
  const storage = memoryStorage();
  const store = await loadStore(storage);
  store.getState().signIn('t1', user);
  expect(store.getState()).toMatchObject({ status: 'authenticated', token: 't1', userInfo: user });
  expect(storage.getItem('token')).toBe('t1');
});

test('signing out clears the token and the user', async () => {
  const storage = memoryStorage({ token: 't1' });
  const store = await loadStore(storage);
  store.getState().signOut();
  expect(store.getState()).toMatchObject({ status: 'anonymous', token: null, userInfo: null });
  expect(storage.getItem('token')).toBeNull();
});

test('expiring a session ends it only while its token is current', async () => {
  const store = await loadStore(memoryStorage());
  store.getState().signIn('new', user);
  store.getState().expireSession('old');
  expect(store.getState().status).toBe('authenticated');
  store.getState().expireSession('new');
  expect(store.getState().status).toBe('anonymous');
});

test('works when the browser blocks storage', async () => {
  const blocked = memoryStorage();
  blocked.getItem = () => {
    throw new Error('SecurityError');
  };
  blocked.setItem = () => {
    throw new Error('QuotaExceededError');
  };
  const store = await loadStore(blocked);
  expect(store.getState().status).toBe('anonymous');
  store.getState().signIn('t1', user);
  expect(store.getState().status).toBe('authenticated');
});
