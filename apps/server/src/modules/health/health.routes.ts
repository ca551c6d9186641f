import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPLICA_STATES, type ReplicaState } from '../../db/read-replicas.ts';
import { redisState, storageState } from './readiness-checks.ts';

const tags = ['health'];

const healthSchema = z.object({
  /** `degraded`: serving, without Redis (local caches and rate limits). */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  db: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'off']),
});

const readinessSchema = z.object({
  /**
   * `degraded`: ready, without Redis or a read replica; `unavailable`: the database or storage
   * is down; `closing`: shutting down, so new traffic should go to another instance.
   */
  status: z.enum(['ready', 'degraded', 'unavailable', 'closing']),
  db: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'off']),
  storage: z.enum(['up', 'down']),
  /** Each read replica's state (DATABASE_REPLICA_URL's order), when there are any (decision 14). */
  replicas: z.array(z.enum(REPLICA_STATES)).optional(),
});

/** A replica left out costs the primary its reads, not a request: it degrades, never more. */
const replicaMissing = (replicas: ReplicaState[]) =>
  replicas.some((state) => state === 'lagging' || state === 'down');

/**
 * `/api/health` is the liveness probe: it answers from the database status the db plugin keeps
 * (a background probe), never from a query of its own, so it stays cheap and truthful under
 * load. `/api/health/ready` is for the load balancer: it also asks Redis and storage now. Only
 * what every request needs (the database; storage for uploads and media) makes either 503;
 * Redis or a read replica down is a degradation the server runs through, so taking every
 * instance out of the balancer for it would turn a slower site into no site.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const redisNow = () =>
    app.redis === null ? 'off' : app.redis.status === 'ready' ? 'up' : 'down';

  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary:
          'Liveness: whether this instance serves, from the last database probe (no query of its own)',
        tags,
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const redis = redisNow();
      if (!app.dbStatus.up) {
        return reply.status(503).send({ status: 'unavailable', db: 'down', redis });
      }
      return { status: redis === 'down' ? 'degraded' : 'ok', db: 'up', redis } as const;
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        operationId: 'getReadiness',
        summary:
          'Readiness: the database, Redis, storage and any read replicas; 503 when the database or storage is down',
        tags,
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const [redis, storage] = await Promise.all([
        redisState(app.redis),
        storageState(app.storage),
      ]);
      const db = app.dbStatus.up ? ('up' as const) : ('down' as const);
      const { replicas } = app.dbStatus;
      const parts = { db, redis, storage, ...(replicas.length > 0 ? { replicas } : {}) };
      // Never stored by a proxy: each poll must see the instance as it is now.
      void reply.header('cache-control', 'no-store');
      if (app.isClosing()) return reply.status(503).send({ status: 'closing', ...parts });
      if (db === 'down' || storage === 'down') {
        return reply.status(503).send({ status: 'unavailable', ...parts });
      }
      const degraded = redis === 'down' || replicaMissing(replicas);
      return { status: degraded ? 'degraded' : 'ready', ...parts } as const;
    },
  );
};
