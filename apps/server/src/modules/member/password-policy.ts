import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpProblem } from '../../plugins/problem.ts';

/** About 49,000 passwords seen most often in breaches (the zxcvbn-ts common list), lowercased. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** "Sunshine2024!" is "sunshine" with a suffix people add to satisfy length rules. */
const TRAILING_DIGITS_AND_SYMBOLS = /[\d\p{P}\p{S}\s]+$/u;
/** Shorter stems ("ab" + digits) would match too many unrelated passwords. */
const MIN_STEM = 4;

export type PasswordRejection = 'password_contains_login_id' | 'password_too_common';

const MESSAGES: Record<PasswordRejection, string> = {
  password_contains_login_id: 'The password must not contain the login id.',
  password_too_common:
    'This password is too common and easy to guess. Choose a less predictable one.',
};

/** Why the password is refused, or null. Length is checked by the contract schema. */
export function passwordRejection(password: string, loginId: string): PasswordRejection | null {
  const lower = password.toLowerCase();
  if (lower.includes(loginId.toLowerCase())) return 'password_contains_login_id';
  const stem = lower.replace(TRAILING_DIGITS_AND_SYMBOLS, '');
  if (COMMON_PASSWORDS.has(lower) || (stem.length >= MIN_STEM && COMMON_PASSWORDS.has(stem)))
    return 'password_too_common';
  return null;
}

/** Throws a 400 problem naming `field` when the password breaks a rule the schema cannot know. */
export function assertAcceptablePassword(password: string, loginId: string, field: string) {
  const rejection = passwordRejection(password, loginId);
  if (rejection === null) return;
  const message = MESSAGES[rejection];
  throw new HttpProblem(400, rejection, message, { errors: [{ field, message }] });
}
