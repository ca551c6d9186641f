import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['up', 'down']),
});

/**
 * `/api/health` answers from the database status the db plugin keeps (a background probe),
 * never from a query of its own: it stays cheap and truthful under load.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      if (app.dbStatus.up) return { status: 'ok' as const, db: 'up' as const };
      return reply.status(503).send({ status: 'unavailable', db: 'down' });
    },
  );
};
