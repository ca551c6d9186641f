/** The database cannot be reached right now: the request may succeed if retried later. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * PostgreSQL's classes of errors that mean "not reachable now", not "this query is wrong":
 * 08 connection exception, 57P01–57P03 shutdown or starting up, 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
/** Socket-level failures of the driver. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
/** What node-postgres says when a connection dies or cannot be made in time. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;

/** Whether `error` is, or wraps (as drizzle does), an error of class `type`. */
export function causedBy(error: unknown, type: new (...args: never[]) => Error): boolean {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current instanceof type) return true;
    current = (current as Error).cause;
  }
  return false;
}

/** Whether `error` (or an error it wraps, as drizzle does) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = 'code' in current && typeof current.code === 'string' ? current.code : '';
    if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)) return true;
    // Drizzle's own message quotes the query and its values: only the driver's is telling.
    if (!('query' in current) && UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
