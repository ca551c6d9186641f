import type { z } from 'zod';
import type { ApiError } from './api-error';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

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

/** The fields a 400 problem names (`body.password`), each with `message` (the problem's, translated). */
export function problemFieldErrors<F extends string>(
  error: ApiError,
  fields: readonly F[],
  message: string,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const { field } of error.problem?.errors ?? []) {
    const name = fields.find((f) => `body.${f}` === field);
    if (name !== undefined) errors[name] = message;
  }
  return errors;
}
