import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['up', 'down']),
});

export interface HealthOptions {
  /** How often the database is probed in the background (1 s). */
  probeEveryMs?: number;
  /** The database counts as down when its last successful probe is older than this (3 s). */
  staleAfterMs?: number;
}

/**
 * `/api/health` answers from a background probe of the database instead of querying it per
 * request: PGlite runs one query at a time, so a `select 1` per health check would queue
 * behind whatever the site is doing and a load balancer would read a busy server as a dead one. The answer is 503 when the last probe failed, or when none has
 * succeeded for `staleAfterMs` (a probe stuck behind a stalled database counts as down).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, opts) => {
  const probeEveryMs = opts.probeEveryMs ?? 1_000;
  const staleAfterMs = opts.staleAfterMs ?? 3_000;
  let lastSuccess = 0;
  let lastFailed = false;
  let probing = false;

  const probe = async () => {
    if (probing) return;
    probing = true;
    try {
      await app.db.execute(sql`select 1`);
      lastSuccess = Date.now();
      lastFailed = false;
    } catch (error) {
      if (!lastFailed) app.log.warn({ err: error }, 'database health check failed');
      lastFailed = true;
    } finally {
      probing = false;
    }
  };

  await probe();
  const timer = setInterval(() => void probe(), probeEveryMs);
  // The probe alone never keeps the process alive.
  timer.unref();
  app.addHook('onClose', () => {
    clearInterval(timer);
  });

  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      if (!lastFailed && Date.now() - lastSuccess <= staleAfterMs) {
        return { status: 'ok' as const, db: 'up' as const };
      }
      return reply.status(503).send({ status: 'unavailable', db: 'down' });
    },
  );
};
