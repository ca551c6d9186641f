import { problemSchema, type Problem } from '@app/contract/common';

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

/**
 * The problem in an error response body. Bodies that are not problems (a proxy's HTML page, an
 * empty 502) become a generic one so the caller still gets a status and a code.
 */
export function problemFromBody(status: number, statusText: string, body: unknown): Problem {
  const parsed = problemSchema.safeParse(body);
  if (parsed.success) return parsed.data;
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
