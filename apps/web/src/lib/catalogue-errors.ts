import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { isApiError } from './api-error';
import {
  type FieldErrors,
  type FormErrors,
  issueFieldErrors,
  problemFormErrors,
} from './field-errors';

/**
 * Messages of the catalogue's staff screens (places, categories, products, search synonyms): the shared
 * contract schemas' issues, and the server's refusals, in the reader's language.
 */
export function catalogueIssueMessage(
  issue: z.core.$ZodIssue,
  t: TFunction<'adminCatalogue'>,
): string {
  if (issue.code === 'too_small') {
    return issue.origin === 'array'
      ? t('validation.tooFew', { min: Number(issue.minimum) })
      : t('validation.required');
  }
  if (issue.code === 'too_big') {
    return issue.origin === 'array'
      ? t('validation.tooMany', { max: Number(issue.maximum) })
      : t('validation.tooLong', { max: Number(issue.maximum) });
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return t('validation.required');
  if (issue.code === 'custom' && issue.path[0] === 'code') return t('validation.productCode');
  // A synonym's alternatives: each differs from the term, and each is given once.
  if (issue.code === 'custom' && issue.path[0] === 'alternatives') {
    return t('validation.alternativesDistinct');
  }
  return t('validation.invalid');
}

export function catalogueFieldErrors<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
  t: TFunction<'adminCatalogue'>,
): FieldErrors<F> {
  return issueFieldErrors(issues, fields, (issue) => catalogueIssueMessage(issue, t));
}

/** The leading number of a refusal's detail ("3 products use this place; …"). */
function countInDetail(detail: string | undefined): number {
  const match = /^\d+/.exec(detail ?? '');
  return match ? Number(match[0]) : 0;
}

/** The product named in a refusal's detail (`… already used by "Name" (#12).`). */
function productInDetail(detail: string | undefined): string {
  return /used by "(.*)" \(#\d+\)/.exec(detail ?? '')?.[1] ?? '';
}

/**
 * What the server refused: field errors where it names fields, otherwise one message. A place
 * or category still in use is refused with the number of products that use it; a product code
 * in use, with the product that has it; a synonym's term in use, under the term.
 */
export function catalogueServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  t: TFunction<'adminCatalogue'>,
  tErrors: TFunction<'errors'>,
): FormErrors<F> {
  if (!isApiError(error)) return { fields: {}, form: tErrors('status.unexpected') };
  const count = countInDetail(error.problem?.detail);
  if (error.code === 'place_in_use') return { fields: {}, form: t('inUse.place', { count }) };
  if (error.code === 'category_in_use') return { fields: {}, form: t('inUse.category', { count }) };
  if (error.code === 'product_code_taken') {
    const name = productInDetail(error.problem?.detail);
    const message = name === '' ? t('validation.codeTaken') : t('validation.codeTakenBy', { name });
    const named: FieldErrors<F> = {};
    for (const field of fields) if (field === 'code') named[field] = message;
    return { fields: named, form: null };
  }
  if (error.code === 'synonym_term_taken') {
    const named: FieldErrors<F> = {};
    for (const field of fields) if (field === 'term') named[field] = t('validation.termTaken');
    return { fields: named, form: null };
  }
  if (error.code === 'category_has_children') {
    return { fields: {}, form: t('inUse.categoryChildren', { count }) };
  }
  return problemFormErrors(error, fields, tErrors);
}
