import { inquiryCreateSchema } from '@app/contract/inquiry';
import type { TFunction } from 'i18next';
import { expect, test } from 'vitest';
import { inquiryFieldErrors } from './inquiry-field-errors';
import { fieldIssues } from './inquiry-form-data';

// Echoes the key and options, so the test reads which message each field gets.
const t = ((key: string, options?: Record<string, unknown>) =>
  options === undefined
    ? key
    : `${key} ${JSON.stringify(options)}`) as unknown as TFunction<'inquiry'>;

const valid = {
  title: '문의',
  content: '내용',
  authorName: '홍길동',
  email: 'hong@example.com',
  phone: '',
  password: 'pass1234',
  secret: true,
  privacyConsent: true,
  privacyNoticeVersion: '2026-11-23',
};

const errorsFor = (input: Record<string, unknown>) => {
  const parsed = inquiryCreateSchema.safeParse(input);
  return parsed.success ? {} : inquiryFieldErrors(fieldIssues(parsed.error.issues), t);
};

test('a valid inquiry has no field errors', () => {
  expect(errorsFor(valid)).toEqual({});
});

test('each field gets one message saying what to do', () => {
  expect(
    errorsFor({
      ...valid,
      title: ' ',
      content: '',
      authorName: '가'.repeat(51),
      email: '',
      password: '12',
      privacyConsent: false,
    }),
  ).toEqual({
    title: 'form.errors.required',
    content: 'form.errors.required',
    authorName: 'form.errors.tooLong {"max":50}',
    email: 'form.errors.contactRequired',
    phone: 'form.errors.contactRequired',
    password: 'form.errors.passwordShort {"min":6}',
    privacyConsent: 'form.errors.consent',
  });
});

test('a password of digits only asks for a letter or a symbol', () => {
  expect(errorsFor({ ...valid, password: '123456789' })).toEqual({
    password: 'form.errors.passwordDigitsOnly',
  });
});

test('malformed contact details say which format is expected', () => {
  expect(errorsFor({ ...valid, email: 'not-mail', phone: 'call me' })).toEqual({
    email: 'form.errors.email',
    phone: 'form.errors.phone',
  });
});
