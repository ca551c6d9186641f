import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../../lib/problem.ts';

/** How long a shed client is told to wait. */
export const SHED_RETRY_AFTER_SECONDS = 2;

export const overloaded = () =>
  new HttpProblem(503, 'overloaded', 'The server is busy. Try again in a moment.', {
    headers: { 'retry-after': String(SHED_RETRY_AFTER_SECONDS) },
  });

/**
 * Public reads give way under load; everything else (staff work, sign-in, writes, health) is
 * always served: a visitor's page can be retried, a staff member's save must not be lost.
 */
export function isSheddable(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') && request.url.startsWith('/api/data/')
  );
}

export interface LoadSheddingOptions {
  /** Event-loop delay above which public reads are refused (ms). */
  maxEventLoopDelayMs?: number;
}

/**
 * Sheds load instead of queueing it without bound, on two signals: the database's queue
 * (admission.ts refuses a query of `readDb`, the public reads' handle, when too many wait) and
 * this process's event loop (@fastify/under-pressure). A shed request gets a fast 503 problem
 * with Retry-After.
 */
export const loadSheddingPlugin = fp(async (app: FastifyInstance, opts: LoadSheddingOptions) => {
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs ?? 250,
    retryAfter: SHED_RETRY_AFTER_SECONDS,
    // A rejection goes to the error handler; nothing serves the request as usual.
    pressureHandler: (request) => (isSheddable(request) ? Promise.reject(overloaded()) : undefined),
  });
});
