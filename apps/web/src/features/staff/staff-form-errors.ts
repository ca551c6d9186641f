import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { apiErrorMessage } from '../../lib/api-error-message';
import { isApiError } from '../../lib/api-error';
import { type FieldErrors, issueFieldErrors, problemFieldErrors } from '../../lib/field-errors';

/** One message a person can act on, for an issue of the shared member and account schemas. */
export function staffIssueMessage(issue: z.core.$ZodIssue, t: TFunction<'adminStaff'>): string {
  if (issue.code === 'too_small') {
    return Number(issue.minimum) <= 1
      ? t('validation.required')
      : t('validation.tooShort', { min: Number(issue.minimum) });
  }
  if (issue.code === 'too_big') return t('validation.tooLong', { max: Number(issue.maximum) });
  if (issue.code === 'invalid_format') {
    return issue.format === 'email' ? t('validation.email') : t('validation.loginId');
  }
  return t('validation.invalid');
}

export function staffFieldErrors<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
  t: TFunction<'adminStaff'>,
): FieldErrors<F> {
  return issueFieldErrors(issues, fields, (issue) => staffIssueMessage(issue, t));
}

/**
 * What the server refused: field errors where it names fields (a common password, a taken
 * login id, a wrong current password), otherwise one message for the whole form.
 */
export function staffServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  tErrors: TFunction<'errors'>,
): { fields: FieldErrors<F>; form: string | null } {
  if (!isApiError(error)) return { fields: {}, form: tErrors('status.unexpected') };
  const message = apiErrorMessage(error, tErrors);
  const named = problemFieldErrors(error, fields, message);
  return Object.keys(named).length > 0
    ? { fields: named, form: null }
    : { fields: {}, form: message };
}
