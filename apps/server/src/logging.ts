import { DrizzleQueryError } from 'drizzle-orm/errors';
import { withOnlyParameters } from './lib/only-parameters.ts';

/** Fields of a database error that describe it without quoting the data it was given. */
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
] as const;

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** The stack's frames without its first lines, which repeat the message. */
const framesOf = (stack: string | undefined) => stack?.slice(stack.indexOf('\n    at ')) ?? '';

/**
 * An error as the log may keep it. A failed query's parameters (e-mail, phone, inquiry text,
 * password hashes), PostgreSQL's `detail` ("Failing row contains (…)", "Key (email)=(…)")
 * and any other field are left out: only the message, the SQL text and the error's codes stay.
 */
export function safeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'a non-error was thrown', stack: '' };
  }
  const message =
    error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  const logged: LoggedError = {
    type: error.name,
    message,
    stack: `${error.name}: ${message}${framesOf(error.stack)}`,
  };
  for (const field of DATABASE_ERROR_FIELDS) {
    const value: unknown = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = safeError(error.cause, depth + 1);
  return logged;
}

/** Query parameters that say nothing of anyone: paging, order and language. */
const LOGGED_PARAMETERS = ['page', 'size', 'sort', 'lang'];

/**
 * A request's URL as the log keeps it: its path and only the parameters above. Searches (a
 * visitor's words, a staff search for an e-mail), return paths and a form sent by mistake as a
 * GET stay out.
 */
export const loggedUrl = (url: string) => withOnlyParameters(url, LOGGED_PARAMETERS);

interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string };
  ip?: string;
}

/**
 * Logger settings every server uses: secrets in headers redacted, errors and request URLs
 * cleaned of personal data. Request and response bodies are never logged.
 */
export function loggerOptions(
  level: string,
  extra: { transport?: { target: string }; stream?: { write: (line: string) => void } } = {},
) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers["x-inquiry-token"]', 'req.headers.cookie'],
    serializers: {
      err: (error: unknown) => safeError(error),
      error: (error: unknown) => safeError(error),
      cause: (error: unknown) => safeError(error),
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        ip: request.ip,
      }),
    },
    ...extra,
  };
}
