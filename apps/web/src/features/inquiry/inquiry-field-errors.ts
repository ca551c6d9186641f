import type { TFunction } from 'i18next';
import type { ApiError } from '../../lib/api-error';
import type { FieldIssue } from './inquiry-form-data';

export const INQUIRY_FIELDS = [
  'title',
  'content',
  'authorName',
  'email',
  'phone',
  'password',
  'privacyConsent',
  'notifyAnswer',
  'notifyAnswerByText',
] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
export type InquiryFieldErrors = Partial<Record<InquiryField, string>>;

const isField = (value: unknown): value is InquiryField =>
  typeof value === 'string' && (INQUIRY_FIELDS as readonly string[]).includes(value);

/** One message a person can act on, per field, from the shared schema's issues. */
function issueMessage(field: InquiryField, issue: FieldIssue, t: TFunction<'inquiry'>) {
  if (field === 'privacyConsent') return t('form.errors.consent');
  if (field === 'notifyAnswer') return t('form.errors.notifyNeedsEmail');
  if (field === 'notifyAnswerByText') return t('form.errors.notifyNeedsMobile');
  if (issue.code === 'custom') return t('form.errors.contactRequired');
  if (issue.code === 'too_big') return t('form.errors.tooLong', { max: Number(issue.maximum) });
  if (field === 'password' && issue.code === 'too_small') {
    return t('form.errors.passwordShort', { min: Number(issue.minimum) });
  }
  if (field === 'password' && issue.code === 'invalid_format') {
    return t('form.errors.passwordDigitsOnly');
  }
  if (field === 'email' && issue.code !== 'too_small') return t('form.errors.email');
  if (field === 'phone' && issue.code !== 'too_small') return t('form.errors.phone');
  return t('form.errors.required');
}

export function inquiryFieldErrors(
  issues: readonly FieldIssue[],
  t: TFunction<'inquiry'>,
): InquiryFieldErrors {
  const errors: InquiryFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isField(field) && errors[field] === undefined)
      errors[field] = issueMessage(field, issue, t);
  }
  return errors;
}

/** The fields a server 400 names (`body.email`), for checks the browser could not make. */
export function serverFieldErrors(error: ApiError, t: TFunction<'inquiry'>): InquiryFieldErrors {
  const errors: InquiryFieldErrors = {};
  for (const { field } of error.problem?.errors ?? []) {
    const name = field.replace(/^body\./, '');
    // The notice changed since this page was loaded: the consent box is where to act.
    if (name === 'privacyNoticeVersion') errors.privacyConsent = t('form.errors.noticeChanged');
    else if (isField(name)) errors[name] = t('form.errors.invalid');
  }
  return errors;
}
