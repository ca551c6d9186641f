import type { Problem } from '@app/contract/common';
import { FORM_CLIENT_HEADER } from '@app/contract/page-render';
import { inquiryCreateSchema } from '@app/contract/inquiry';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { createInquiry } from '../features/inquiry/api/create-inquiry';
import {
  type FieldIssue,
  type TypedInquiry,
  fieldIssues,
  newInquiryInput,
  typedInquiry,
} from '../features/inquiry/inquiry-form-data';
import { inquiryPaths } from '../features/inquiry/inquiry-paths';
import { isApiError } from '../lib/api-error';
import { languageOfSearch, withLanguage } from '../lib/i18n/language-url';

/** Why the server refused a form the browser posted itself: shown beside what was typed. */
export interface NewInquiryRefusal {
  typed: TypedInquiry;
  issues: FieldIssue[];
  /** The API's refusal (a stale notice, too many inquiries), as the script would have shown it. */
  failure?: { status: number; code: string; problem: Problem | null; retryAfter: number | null };
}

/**
 * A new inquiry the browser posted itself, without JavaScript (the server renders the answer):
 * the same schema and the same API call as the script's, then the page the script would go to,
 * or the form again with its errors and what was typed.
 */
export async function newInquiryAction({ request, params }: ActionFunctionArgs) {
  // Editing needs the unlock the script keeps in the tab: nothing to post here without it.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to end an action
  if (params.id !== undefined) throw data(null, { status: 405 });
  const form = await request.formData();
  const typed = typedInquiry(form);
  const parsed = inquiryCreateSchema.safeParse(newInquiryInput(form));
  if (!parsed.success) {
    const refusal: NewInquiryRefusal = { typed, issues: fieldIssues(parsed.error.issues) };
    return data(refusal, { status: 400 });
  }
  try {
    await createInquiry(parsed.data, {
      [FORM_CLIENT_HEADER]: request.headers.get(FORM_CLIENT_HEADER) ?? '',
    });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    const { status, code, problem, retryAfter } = error;
    const refusal: NewInquiryRefusal = {
      typed,
      issues: [],
      failure: { status, code, problem, retryAfter },
    };
    return data(refusal, { status });
  }
  const language = languageOfSearch(new URL(request.url).search);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's redirect
  throw redirect(`${inquiryPaths.list}${withLanguage('', language)}`, 303);
}
