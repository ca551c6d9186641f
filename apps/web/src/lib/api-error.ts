import type { Problem } from '@app/contract/common';

/** Failures that never reached the server or came back unreadable; server codes come from problems. */
export type ClientErrorCode = 'network_error' | 'timeout' | 'invalid_response';

/** Every failed API call rejects with this, so callers handle one type. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** The problem's machine-readable `code`, or a {@link ClientErrorCode}. */
  readonly code: string;
  readonly problem: Problem | null;
  /** Seconds to wait before retrying, from `Retry-After` (429, 503). */
  readonly retryAfter: number | null;

  constructor(
    init: { status: number; code: string; problem?: Problem | null; retryAfter?: number | null },
    options?: ErrorOptions,
  ) {
    super(init.problem?.detail ?? init.problem?.title ?? init.code, options);
    this.status = init.status;
    this.code = init.code;
    this.problem = init.problem ?? null;
    this.retryAfter = init.retryAfter ?? null;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isFieldError(value: unknown): value is { field: string; message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'field' in value &&
    isString(value.field) &&
    'message' in value &&
    isString(value.message)
  );
}

/**
 * Whether an error body is one of our problems. Not every error comes from the API (a proxy's
 * HTML page, an empty 502), so this is checked, with plain code: the first download has no zod.
 */
function isProblem(body: unknown): body is Problem {
  if (typeof body !== 'object' || body === null) return false;
  return (
    'type' in body &&
    isString(body.type) &&
    'title' in body &&
    isString(body.title) &&
    'status' in body &&
    Number.isInteger(body.status) &&
    'code' in body &&
    isString(body.code) &&
    (!('detail' in body) || body.detail === undefined || isString(body.detail)) &&
    (!('errors' in body) ||
      body.errors === undefined ||
      (Array.isArray(body.errors) && body.errors.every(isFieldError)))
  );
}

/**
 * The problem in an error response body. Bodies that are not problems (a proxy's HTML page, an
 * empty 502) become a generic one so the caller still gets a status and a code.
 */
export function problemFromBody(status: number, statusText: string, body: unknown): Problem {
  if (isProblem(body)) return body;
  return {
    type: 'about:blank',
    title: statusText === '' ? `HTTP ${status}` : statusText,
    status,
    code: 'http_error',
  };
}

/** `Retry-After` is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // HTTP dates name the weekday and month; without letters, Date.parse would read "-5" as a year.
  if (!/[a-z]/i.test(trimmed)) return null;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
