import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { type ApiError, isApiError } from './api-error';
import { apiErrorMessage } from './api-error-message';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What a form shows after a refusal: messages under the fields, or one message for the form. */
export type FormErrors<F extends string> = { fields: FieldErrors<F>; form: string | null };

/** The first message per form field, from the shared schema's issues (browser-side checks). */
export function issueFieldErrors<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
  message: (issue: z.core.$ZodIssue) => string,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fields.find((f) => f === issue.path[0]);
    if (field !== undefined && errors[field] === undefined) errors[field] = message(issue);
  }
  return errors;
}

/**
 * The fields a 400 problem names (`body.password`, or an item of a list field such as
 * `body.alternatives.2`), each with `message` (the problem's, translated).
 */
export function problemFieldErrors<F extends string>(
  error: ApiError,
  fields: readonly F[],
  message: string,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const { field } of error.problem?.errors ?? []) {
    const name = fields.find((f) => field === `body.${f}` || field.startsWith(`body.${f}.`));
    if (name !== undefined) errors[name] = message;
  }
  return errors;
}

/**
 * What the server refused, for a form: the problem's message under each field it names, or as
 * the form's message when it names none (or the call failed without a problem).
 */
export function problemFormErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  tErrors: TFunction<'errors'>,
): FormErrors<F> {
  if (!isApiError(error)) return { fields: {}, form: tErrors('status.unexpected') };
  const message = apiErrorMessage(error, tErrors);
  const named = problemFieldErrors(error, fields, message);
  return Object.keys(named).length > 0
    ? { fields: named, form: null }
    : { fields: {}, form: message };
}
