import type { z } from 'zod';
import { parseInquiryId } from './inquiry-id';

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** What the visitor typed into an inquiry form, as the shared schemas read it. */
export function inquiryFormFields(data: FormData) {
  return {
    title: text(data, 'title'),
    content: text(data, 'content'),
    authorName: text(data, 'authorName'),
    email: text(data, 'email'),
    phone: text(data, 'phone'),
    secret: data.get('secret') === 'on',
    productId: parseInquiryId(text(data, 'productId') || undefined),
  };
}

/**
 * A new inquiry from its form, for `inquiryCreateSchema`: the same whether the script sends it
 * or the browser posts the form itself (no JavaScript). The notice version is the page's own,
 * so a page older than the notice is refused and reloaded.
 */
export function newInquiryInput(data: FormData) {
  const website = text(data, 'website');
  return {
    ...inquiryFormFields(data),
    password: text(data, 'password'),
    privacyConsent: data.get('privacyConsent') === 'on',
    privacyNoticeVersion: text(data, 'privacyNoticeVersion'),
    notifyAnswer: data.get('notifyAnswer') === 'on',
    notifyAnswerByText: data.get('notifyAnswerByText') === 'on',
    language: text(data, 'language') === 'en' ? ('en' as const) : ('ko' as const),
    ...(website === '' ? {} : { website }),
  };
}

/** What a form sent without JavaScript shows again beside its errors: never the password. */
export type TypedInquiry = ReturnType<typeof inquiryFormFields> & {
  privacyConsent: boolean;
  notifyAnswer: boolean;
  notifyAnswerByText: boolean;
};

export function typedInquiry(data: FormData): TypedInquiry {
  return {
    ...inquiryFormFields(data),
    privacyConsent: data.get('privacyConsent') === 'on',
    notifyAnswer: data.get('notifyAnswer') === 'on',
    notifyAnswerByText: data.get('notifyAnswerByText') === 'on',
  };
}

/** What the field messages need of a schema issue; plain data, so a server answer can carry it. */
export interface FieldIssue {
  code: string;
  path: PropertyKey[];
  minimum?: number;
  maximum?: number;
}

export const fieldIssues = (issues: readonly z.core.$ZodIssue[]): FieldIssue[] =>
  issues.map((issue) => ({
    code: issue.code,
    path: issue.path.filter((key) => typeof key !== 'symbol'),
    ...('minimum' in issue ? { minimum: Number(issue.minimum) } : {}),
    ...('maximum' in issue ? { maximum: Number(issue.maximum) } : {}),
  }));
