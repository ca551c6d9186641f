import { ApiError, parseRetryAfter, problemFromBody } from './api-error';
import { useAuthStore } from './auth-store';

export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The API base (DESIGN §5): same-origin `/api` on a production host, otherwise
 * `devApiOrigin + '/api'`, where an empty `devApiOrigin` also means same origin.
 */
export function apiBase(
  hostname: string,
  productionHosts: readonly string[],
  devApiOrigin: string,
): string {
  if (productionHosts.includes(hostname.toLowerCase())) return '/api';
  return `${devApiOrigin.replace(/\/+$/, '')}/api`;
}

/** `PRODUCTION_HOSTS` is a comma-separated list of host names. */
export function parseHostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
}

export function currentApiBase(): string {
  // Read per call, not at import: there is no `location` while rendering on a server.
  const hostname = typeof location === 'undefined' ? '' : location.hostname;
  return apiBase(
    hostname,
    parseHostList(import.meta.env.PRODUCTION_HOSTS),
    import.meta.env.DEV_API_ORIGIN ?? '',
  );
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sends the session token; a 401 then ends the session (the guards redirect to /login). */
  auth?: boolean;
  /** The caller's cancellation (TanStack Query passes one); cancelling is not a failure. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Longer than the usual limit, for a call that streams a large file. */
  timeoutMs?: number;
};

/** `AbortSignal.any` is too new for some supported Safari versions. */
function abortOnAny(signals: AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => {
      controller.abort(signal.reason);
    });
  }
  return controller.signal;
}

type Exchange = { response: Response; body: unknown };

/** How requests reach the API: the browser's fetch, or the server's own in-process call while rendering. */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Routes API calls through `next` (server rendering calls the API in process). Set once at
 * start: every render on the server shares it, so it must not depend on the request.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** Reads the body as JSON when there is one; the timeout also covers a body that never ends. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends the request; a successful response's body is read by `read` (JSON by default), a
 * refusal's always as a problem.
 */
async function exchange(
  path: string,
  options: RequestOptions,
  read: (response: Response) => Promise<unknown> = readBody,
): Promise<Exchange> {
  const token = options.auth === true ? useAuthStore.getState().token : null;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json, application/problem+json');
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);

  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? abortOnAny([options.signal, timeout]) : timeout;

  let response: Response;
  let body: unknown;
  try {
    response = await transport(`${currentApiBase()}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal,
    });
    body = response.ok ? await read(response) : await readBody(response);
  } catch (error) {
    if (options.signal?.aborted === true) throw error;
    const code = timeout.aborted ? 'timeout' : 'network_error';
    throw new ApiError({ status: 0, code }, { cause: error });
  }

  if (!response.ok) {
    const problem = problemFromBody(response.status, response.statusText, body);
    if (response.status === 401 && token !== null) useAuthStore.getState().expireSession(token);
    // The guard sends the member to their account page to set up 2FA.
    const current = token !== null && token === useAuthStore.getState().token;
    if (problem.code === 'two_factor_setup_required' && current) {
      useAuthStore.getState().setTwoFactorSetupRequired(true);
    }
    throw new ApiError({
      status: response.status,
      code: problem.code,
      problem,
      retryAfter: parseRetryAfter(response.headers.get('Retry-After'), Date.now()),
    });
  }
  return { response, body };
}

/**
 * A call whose successful response is JSON of the type the contract names for it. The browser
 * trusts that shape: the server validated what it stored and serialized the answer with the
 * contract's schema, and parsing it again here cost every visitor zod (decision 12).
 */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { response, body } = await exchange(path, options);
  // No JSON object or array at all (a proxy's or a captive portal's page): nothing to read.
  if (typeof body !== 'object' || body === null) {
    throw new ApiError({ status: response.status, code: 'invalid_response' });
  }
  return body as T;
}

/** A call whose successful response carries nothing the caller needs (204). */
export async function requestNoContent(path: string, options: RequestOptions = {}): Promise<void> {
  await exchange(path, options);
}

/** A file the API sends (an export): its content, and the name the server gave it. */
export async function requestFile(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string }> {
  const { response, body } = await exchange(path, options, (r) => r.blob());
  if (!(body instanceof Blob))
    throw new ApiError({ status: response.status, code: 'invalid_response' });
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  return { blob: body, filename };
}
