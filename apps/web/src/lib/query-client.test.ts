import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { ApiError } from './api-error';
import { initI18n } from './i18n/i18n';
import { createQueryClient, reportError, shouldRetry } from './query-client';

beforeAll(() => {
  void initI18n('ko');
});

afterEach(() => {
  vi.restoreAllMocks();
});

test('notifies about a failure by default', () => {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
  reportError(new ApiError({ status: 503, code: 'http_error' }), undefined, 'Query');
  expect(show).toHaveBeenCalledOnce();
  expect(show.mock.calls[0]?.[0]).toMatchObject({
    color: 'red',
    message: '서버에 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  });
});

test('only logs a failure the page can live without', () => {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  reportError(new Error('boom'), { errorReport: 'log' }, 'Query ["places"]');
  expect(warn).toHaveBeenCalledWith('Query ["places"] failed', expect.any(Error));
  expect(show).not.toHaveBeenCalled();
});

test('stays silent when the caller shows the error', () => {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  reportError(new Error('boom'), { errorReport: 'none' }, 'Mutation');
  expect(show).not.toHaveBeenCalled();
  expect(warn).not.toHaveBeenCalled();
});

test('retries lost connections and server errors, twice at most', () => {
  expect(shouldRetry(0, new ApiError({ status: 0, code: 'network_error' }))).toBe(true);
  expect(shouldRetry(1, new ApiError({ status: 502, code: 'http_error' }))).toBe(true);
  expect(shouldRetry(2, new ApiError({ status: 502, code: 'http_error' }))).toBe(false);
});

test('does not retry what will fail again', () => {
  expect(shouldRetry(0, new ApiError({ status: 400, code: 'validation_failed' }))).toBe(false);
  expect(shouldRetry(0, new ApiError({ status: 401, code: 'unauthorized' }))).toBe(false);
  expect(shouldRetry(0, new Error('bug'))).toBe(false);
});

test('a failed query with errorReport "log" is logged once and keeps no data', async () => {
  const queryClient = createQueryClient();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
  await queryClient
    .query({
      queryKey: ['places'],
      queryFn: () => Promise.reject(new ApiError({ status: 404, code: 'not_found' })),
      meta: { errorReport: 'log' },
    })
    .catch(() => undefined);
  expect(warn).toHaveBeenCalledOnce();
  expect(show).not.toHaveBeenCalled();
  expect(queryClient.getQueryData(['places'])).toBeUndefined();
});
