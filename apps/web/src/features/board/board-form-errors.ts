import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-error';
import {
  type FieldErrors,
  type FormErrors,
  issueFieldErrors,
  problemFormErrors,
} from '../../lib/field-errors';

/** One message a person can act on, for an issue of the shared board and post schemas. */
function issueMessage(issue: z.core.$ZodIssue, t: TFunction<'adminBoard'>): string {
  if (issue.code === 'too_small') {
    return issue.origin === 'number' ? t('errors.range') : t('errors.required');
  }
  if (issue.code === 'too_big') {
    return issue.origin === 'number' ? t('errors.range') : t('errors.tooLong');
  }
  if (issue.code === 'invalid_format') return t('errors.slug');
  return t('errors.invalid');
}

export function boardFieldErrors<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
  t: TFunction<'adminBoard'>,
): FieldErrors<F> {
  return issueFieldErrors(issues, fields, (issue) => issueMessage(issue, t));
}

/** What the server refused: the fields it names (a taken address), else one message for the form. */
export function boardServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  t: TFunction<'adminBoard'>,
  tErrors: TFunction<'errors'>,
): FormErrors<F> {
  if (!isApiError(error)) return { fields: {}, form: tErrors('status.unexpected') };
  const slug = fields.find((f) => f === 'slug');
  if (error.code === 'board_slug_taken' && slug !== undefined) {
    const taken: FieldErrors<F> = {};
    taken[slug] = t('boards.slugTaken');
    return { fields: taken, form: null };
  }
  return problemFormErrors(error, fields, tErrors);
}
