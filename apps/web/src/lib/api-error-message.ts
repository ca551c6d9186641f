import type { ParseKeys, TFunction } from 'i18next';
import type { ApiError } from './api-error';

/**
 * Problem codes with a message of their own in `locales/<lng>/errors.json` (`codes.*`).
 * Add a code here and to both catalogues when users should read something more specific than
 * the message for its status.
 */
const codeMessages = {
  network_error: 'codes.networkError',
  timeout: 'codes.timeout',
  invalid_response: 'codes.invalidResponse',
  invalid_credentials: 'codes.invalidCredentials',
  too_many_attempts: 'codes.tooManyAttempts',
  validation_failed: 'codes.validationFailed',
  password_too_common: 'codes.passwordTooCommon',
  password_contains_login_id: 'codes.passwordContainsLoginId',
  password_too_weak: 'codes.passwordTooWeak',
  password_unchanged: 'codes.passwordUnchanged',
  wrong_password: 'codes.wrongPassword',
  login_id_taken: 'codes.loginIdTaken',
  last_top_admin: 'codes.lastTopAdmin',
  own_grade: 'codes.ownGrade',
  two_factor_setup_required: 'codes.twoFactorSetupRequired',
  two_factor_unavailable: 'codes.twoFactorUnavailable',
  wrong_two_factor_code: 'codes.wrongTwoFactorCode',
  invalid_two_factor_code: 'codes.wrongTwoFactorCode',
  two_factor_challenge_invalid: 'codes.twoFactorChallengeInvalid',
  two_factor_already_enabled: 'codes.twoFactorAlreadyEnabled',
  two_factor_setup_missing: 'codes.twoFactorSetupMissing',
  two_factor_not_enabled: 'codes.twoFactorNotEnabled',
  reset_own_two_factor: 'codes.resetOwnTwoFactor',
  inquiry_answered: 'codes.inquiryAnswered',
} as const satisfies Record<string, ParseKeys<'errors'>>;

function isKnownCode(code: string): code is keyof typeof codeMessages {
  return Object.hasOwn(codeMessages, code);
}

function statusMessage(status: number): ParseKeys<'errors'> {
  if (status === 401) return 'status.unauthorized';
  if (status === 403) return 'status.forbidden';
  if (status === 404) return 'status.notFound';
  if (status === 409) return 'status.conflict';
  if (status === 413) return 'status.tooLarge';
  if (status === 429) return 'status.tooManyRequests';
  if (status >= 500) return 'status.server';
  return 'status.badRequest';
}

/** What to tell the user about a failed call, in their language. */
export function apiErrorMessage(error: ApiError, t: TFunction<'errors'>): string {
  if (error.code === 'too_many_attempts' && error.retryAfter !== null) {
    return t('codes.tooManyAttemptsWait', { wait: formatWait(error.retryAfter, t) });
  }
  return t(isKnownCode(error.code) ? codeMessages[error.code] : statusMessage(error.status));
}

/** "30초" / "2분": Retry-After seconds as a short human wait, rounded up to whole minutes. */
export function formatWait(seconds: number, t: TFunction<'errors'>): string {
  if (seconds < 60) return t('wait.seconds', { count: Math.max(1, seconds) });
  return t('wait.minutes', { count: Math.ceil(seconds / 60) });
}
