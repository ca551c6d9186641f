import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { type FieldErrors, issueFieldErrors } from '../../lib/field-errors';

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
