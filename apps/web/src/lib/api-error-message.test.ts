import { beforeAll, expect, test } from 'vitest';
import { ApiError } from './api-error';
import { apiErrorMessage, formatWait } from './api-error-message';
import { i18n, initI18n, loadAllLanguages } from './i18n/i18n';

beforeAll(async () => {
  await initI18n('ko');
  // English is fetched on demand (only Korean ships with the entry).
  await loadAllLanguages();
});

const t = () => i18n.getFixedT('ko', 'errors');

test('has a message for each known code', () => {
  expect(apiErrorMessage(new ApiError({ status: 0, code: 'network_error' }), t())).toBe(
    '서버에 연결하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
  );
  expect(apiErrorMessage(new ApiError({ status: 401, code: 'invalid_credentials' }), t())).toBe(
    '아이디 또는 비밀번호가 올바르지 않습니다.',
  );
});

test('falls back to the status for other codes', () => {
  expect(apiErrorMessage(new ApiError({ status: 404, code: 'not_found' }), t())).toBe(
    '요청한 정보를 찾을 수 없습니다.',
  );
  expect(apiErrorMessage(new ApiError({ status: 503, code: 'http_error' }), t())).toBe(
    '서버에 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  );
  expect(apiErrorMessage(new ApiError({ status: 422, code: 'something_new' }), t())).toBe(
    '요청을 처리하지 못했습니다. 입력한 내용을 확인해 주세요.',
  );
});

test('tells how long to wait when throttled', () => {
  const error = new ApiError({ status: 429, code: 'too_many_attempts', retryAfter: 30 });
  expect(apiErrorMessage(error, t())).toBe(
    '시도 횟수가 너무 많습니다. 30초 후에 다시 시도해 주세요.',
  );
});

test('rounds long waits up to minutes', () => {
  expect(formatWait(59, t())).toBe('59초');
  expect(formatWait(61, t())).toBe('2분');
  expect(formatWait(0, t())).toBe('1초');
  const en = i18n.getFixedT('en', 'errors');
  expect(formatWait(1, en)).toBe('1 second');
  expect(formatWait(900, en)).toBe('15 minutes');
});
