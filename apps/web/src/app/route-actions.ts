import type { Problem } from '@app/contract/common';
import { FORM_CLIENT_HEADER } from '@app/contract/page-render';
import {
  type InquiryCreated,
  type InquiryDetail,
  inquiryCreateSchema,
} from '@app/contract/inquiry';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { createInquiry } from '../features/inquiry/api/create-inquiry';
import { getInquiry } from '../features/inquiry/api/get-inquiry';
import { requestInquiryUnlock } from '../features/inquiry/api/unlock-inquiry';
import {
  type FieldIssue,
  type TypedInquiry,
  fieldIssues,
  newInquiryInput,
  typedInquiry,
} from '../features/inquiry/inquiry-form-data';
import { parseInquiryId } from '../features/inquiry/inquiry-id';
import { inquiryPaths, isManageGate } from '../features/inquiry/inquiry-paths';
import { type ApiError, isApiError } from '../lib/api-error';
import { languageOfSearch, withLanguage } from '../lib/i18n/language-url';

/** The API's refusal of a form's request, as plain data the page carries to the browser. */
export interface ApiFailure {
  status: number;
  code: string;
  problem: Problem | null;
  retryAfter: number | null;
}

const apiFailure = ({ status, code, problem, retryAfter }: ApiError): ApiFailure => ({
  status,
  code,
  problem,
  retryAfter,
});

/** The API's refusal of what was posted (4xx); anything else is rethrown: the page's error. */
function refusalOf(error: unknown): ApiError {
  if (!isApiError(error) || error.status >= 500) throw error;
  return error;
}

/** Which visitor posted the form, for the API's per-address limits (the server sets it). */
const visitorOf = (request: Request) => ({
  [FORM_CLIENT_HEADER]: request.headers.get(FORM_CLIENT_HEADER) ?? '',
});

/** Why the server refused a form the browser posted itself: shown beside what was typed. */
export interface NewInquiryRefusal {
  typed: TypedInquiry;
  issues: FieldIssue[];
  /** The API's refusal (a stale notice, too many inquiries), as the script would have shown it. */
  failure?: ApiFailure;
}

/**
 * A new inquiry the browser posted itself, without JavaScript (the server renders the answer):
 * the same schema and the same API call as the script's, then the page the script would go to
 * (its confirmation), or the form again with its errors and what was typed.
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
  let created: InquiryCreated;
  try {
    created = await createInquiry(parsed.data, visitorOf(request));
  } catch (error) {
    const refused = refusalOf(error);
    const refusal: NewInquiryRefusal = { typed, issues: [], failure: apiFailure(refused) };
    return data(refusal, { status: refused.status });
  }
  const language = languageOfSearch(new URL(request.url).search);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's redirect
  throw redirect(`${inquiryPaths.done(created.id)}${withLanguage('', language)}`, 303);
}

/** What an inquiry's gate, posted without JavaScript, opened; or why it did not. */
export type InquiryGateAnswer =
  { inquiry: InquiryDetail } | { missingPassword: true } | { failure: ApiFailure };

/**
 * The password gate (`inquiries/view/:id`, `…/secret`) posted without JavaScript: the same
 * unlock as the script's, then the inquiry itself in the answer, since without the script the
 * unlock cannot be kept in the tab. A non-secret inquiry opens without a password; managing any
 * needs it. The answer is the poster's alone (never kept); the password is in no address.
 */
export async function inquiryGateAction({ request, params }: ActionFunctionArgs) {
  const id = parseInquiryId(params.id);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to end an action
  if (id === null) throw data(null, { status: 404 });
  const typed = (await request.formData()).get('password');
  const password = typeof typed === 'string' && typed !== '' ? typed : undefined;
  const missing = () => data<InquiryGateAnswer>({ missingPassword: true }, { status: 400 });
  if (password === undefined && isManageGate(new URL(request.url).searchParams)) return missing();
  try {
    const { token } = await requestInquiryUnlock(id, password, visitorOf(request));
    return data<InquiryGateAnswer>({ inquiry: await getInquiry(id, token) });
  } catch (error) {
    const refused = refusalOf(error);
    // A secret inquiry, opened without a password.
    if (refused.code === 'password_required') return missing();
    return data<InquiryGateAnswer>({ failure: apiFailure(refused) }, { status: refused.status });
  }
}

/** What the sign-in form posted without JavaScript shows again. */
export interface LoginRefusal {
  loginId: string;
}

/**
 * The sign-in form posted without JavaScript. The staff pages run in the browser only, so there
 * is nowhere to sign in to: the page answers with the form again (the login id kept, never the
 * password) under its notice that they need JavaScript; no session is opened for nothing.
 */
export async function loginAction({ request }: ActionFunctionArgs) {
  const loginId = (await request.formData()).get('loginId');
  return data<LoginRefusal>(
    { loginId: typeof loginId === 'string' ? loginId : '' },
    { status: 400 },
  );
}
