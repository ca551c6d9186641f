/** The database is too far behind to take this query now; the request may be retried. */
export class DatabaseBusyError extends Error {
  constructor() {
    super('the database is busy');
    this.name = 'DatabaseBusyError';
  }
}

/**
 * Queries a public read may find waiting before it is refused: enough to keep the database
 * busy, few enough that the reads served stay quick (bench:load on PGlite, 200 connections:
 * served p99 600-930 ms at 16, 475-513 ms at 8, no better at 6).
 */
export const SHED_QUEUE_DEPTH = 8;

/**
 * Called before a public read's query (one sent through `readDb`) is queued: with
 * SHED_QUEUE_DEPTH queries waiting it is refused at once instead of joining the queue. Staff
 * work, writes, sign-in and health go through `db`, which is never refused here.
 *
 * The handle says which queries may give way, not the request, so it is plain where they are
 * sent and costs nothing (decision 7: an AsyncLocalStorage per request cost a bare route a
 * fifth of its rate on Node 20, 7% on Node 24).
 */
export function admitPublicRead(queueDepth: number): void {
  if (queueDepth >= SHED_QUEUE_DEPTH) throw new DatabaseBusyError();
}
