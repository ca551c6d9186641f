import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared Redis connection when REDIS_URL is set; rate limits and cache invalidation use it. */
    redis: Redis | null;
  }
}

export const redisPlugin = fp(async (app: FastifyInstance, opts: { url: string | undefined }) => {
  if (opts.url === undefined) {
    app.decorate('redis', null);
    return;
  }
  const redis = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit();
  });
});
