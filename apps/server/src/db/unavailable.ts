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

/** `error` and the errors it wraps (drizzle wraps the driver's), outermost first. */
export function causes(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let current = error; current instanceof Error && chain.length < 5;) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

/** Whether `error` is, or wraps, an error of class `type`. */
export function causedBy(error: unknown, type: new (...args: never[]) => Error): boolean {
  return causes(error).some((cause) => cause instanceof type);
}

/** Whether `error` (or an error it wraps) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((cause) => {
    if (cause instanceof DatabaseUnavailableError) return true;
    const code = 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
    if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)) return true;
    // Drizzle's own message quotes the query and its values: only the driver's is telling.
    return !('query' in cause) && UNAVAILABLE_MESSAGE.test(cause.message);
  });
}
