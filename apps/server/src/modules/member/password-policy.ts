import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { HttpProblem } from '../../lib/problem.ts';

/** About 49,000 passwords seen most often in breaches (the zxcvbn-ts common list), lowercased. */
const COMMON_PASSWORDS = new Set(common.dictionary['passwords-common'].map((p) => p.toLowerCase()));

/**
 * zxcvbn's estimate of guesses: 3 ("safely unguessable: moderate protection from offline
 * slow-hash scenario") is what staff accounts need. It sees through what length rules miss:
 * repeats (`aaaaaaaaaa`), keyboard walks (`qwertyuiop`), sequences and dates.
 */
const MIN_SCORE = 3;
const strength = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  useLevenshteinDistance: true,
});

/** "Sunshine2024!" is "sunshine" with a suffix people add to satisfy length rules. */
const TRAILING_DIGITS_AND_SYMBOLS = /[\d\p{P}\p{S}\s]+$/u;
/** Shorter stems ("ab" + digits) would match too many unrelated passwords. */
const MIN_STEM = 4;

export type PasswordRejection =
  'password_contains_login_id' | 'password_too_common' | 'password_too_weak';

const MESSAGES: Record<PasswordRejection, string> = {
  password_contains_login_id: 'The password must not contain the login id.',
  password_too_common:
    'This password is too common and easy to guess. Choose a less predictable one.',
  password_too_weak:
    'This password is too easy to guess: avoid repeats, keyboard rows, sequences, dates and names. A few unrelated words make a strong one.',
};

/**
 * Why the password is refused, or null. Length is checked by the contract schema;
 * `userInputs` (the member's name, e-mail) count as known to an attacker.
 */
export function passwordRejection(
  password: string,
  loginId: string,
  userInputs: string[] = [],
): PasswordRejection | null {
  const lower = password.toLowerCase();
  if (lower.includes(loginId.toLowerCase())) return 'password_contains_login_id';
  const stem = lower.replace(TRAILING_DIGITS_AND_SYMBOLS, '');
  if (COMMON_PASSWORDS.has(lower) || (stem.length >= MIN_STEM && COMMON_PASSWORDS.has(stem)))
    return 'password_too_common';
  if (strength.check(password, [loginId, ...userInputs]).score < MIN_SCORE)
    return 'password_too_weak';
  return null;
}

/** Throws a 400 problem naming `field` when the password breaks a rule the schema cannot know. */
export function assertAcceptablePassword(
  password: string,
  loginId: string,
  field: string,
  userInputs: string[] = [],
) {
  const rejection = passwordRejection(password, loginId, userInputs);
  if (rejection === null) return;
  const message = MESSAGES[rejection];
  throw new HttpProblem(400, rejection, message, { errors: [{ field, message }] });
}
