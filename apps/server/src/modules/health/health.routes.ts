import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  /** `degraded`: serving, without Redis (local caches and rate limits). */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  db: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'off']),
});

/**
 * `/api/health` answers from the database status the db plugin keeps (a background probe),
 * never from a query of its own: it stays cheap and truthful under load. Only a database that
 * is down makes it 503; Redis down is a degradation the server runs through.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const redis = app.redis === null ? 'off' : app.redis.status === 'ready' ? 'up' : 'down';
      if (!app.dbStatus.up) {
        return reply.status(503).send({ status: 'unavailable', db: 'down', redis });
      }
      return { status: redis === 'down' ? 'degraded' : 'ok', db: 'up', redis } as const;
    },
  );
};
