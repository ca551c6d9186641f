import { useState } from 'react';
import type { z } from 'zod';
import type { FieldErrors, FormErrors } from './field-errors';

/**
 * The error state of a form checked with a shared contract schema: a message per field and one
 * for the whole form, both replaced by each new attempt.
 */
export function useFormErrors<F extends string>() {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** The parsed data, or null after showing the first issue per field. */
  const check = <T>(
    result: z.ZodSafeParseResult<T>,
    toFieldErrors: (issues: readonly z.core.$ZodIssue[]) => FieldErrors<F>,
  ): T | null => {
    setFormError(null);
    if (!result.success) {
      setErrors(toFieldErrors(result.error.issues));
      return null;
    }
    setErrors({});
    return result.data;
  };

  /** Shows what the server refused (see `problemFormErrors`). */
  const showRefusal = (refusal: FormErrors<F>) => {
    setErrors(refusal.fields);
    setFormError(refusal.form);
  };

  return { errors, formError, setErrors, setFormError, check, showRefusal };
}
