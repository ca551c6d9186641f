import { AsyncLocalStorage } from 'node:async_hooks';

/** The database is too far behind to take this query now; the request may be retried. */
export class DatabaseBusyError extends Error {
  constructor() {
    super('the database is busy');
    this.name = 'DatabaseBusyError';
  }
}

/**
 * Which requests give way when the database falls behind: set for the whole of a request (its
 * hooks, handler and every query they send) by the load-shedding plugin.
 */
export const queryPriority = new AsyncLocalStorage<{ sheddable: boolean }>();

/**
 * Queries a sheddable request may find waiting before it is refused: enough to keep the
 * database busy, few enough that the reads served stay quick (bench:load on PGlite, 200
 * connections: served p99 600-930 ms at 16, 475-513 ms at 8, no better at 6).
 */
export const SHED_QUEUE_DEPTH = 8;

/**
 * Called before a query is queued: a sheddable request (a public read) that finds
 * SHED_QUEUE_DEPTH queries waiting is refused at once instead of joining the queue. Staff
 * writes, sign-in and health are never refused here.
 */
export function admitQuery(queueDepth: number): void {
  if (queueDepth >= SHED_QUEUE_DEPTH && queryPriority.getStore()?.sheddable === true) {
    throw new DatabaseBusyError();
  }
}
