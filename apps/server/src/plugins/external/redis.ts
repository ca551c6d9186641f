import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis, type RedisOptions } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Shared Redis connection when REDIS_URL is set; rate limits, view marks and cache
     * invalidation use it. It may be down at any moment: every use has a local fallback.
     */
    redis: Redis | null;
    /** Prefix of every Redis key and channel of this app (instances that share data share it). */
    redisPrefix: string;
  }
}

/** No request waits longer than this for Redis; a slower answer counts as Redis being down. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Options for every connection: a command fails at once while disconnected (no offline queue)
 * or after REDIS_COMMAND_TIMEOUT_MS, and the connection is retried in the background forever,
 * so a Redis that comes back is used again without a restart.
 */
const redisOptions: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: 1_000,
  maxRetriesPerRequest: 0,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
};

/**
 * Redis is an accelerator, never a requirement: unreachable at start, the server starts on
 * local caches and limits with one warning naming REDIS_URL; lost later, each user of it falls
 * back to local state until ioredis reconnects.
 */
export const redisPlugin = fp(
  async (app: FastifyInstance, opts: { url: string | undefined; prefix?: string }) => {
    app.decorate('redisPrefix', opts.prefix ?? '');
    if (opts.url === undefined) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(opts.url, redisOptions);
    // ioredis reports every failed reconnect as an error: one line per outage is enough.
    let down = false;
    redis.on('error', (error: Error) => {
      if (down) return;
      down = true;
      app.log.warn(
        { err: error },
        'Redis (REDIS_URL) is unreachable: running on local caches and rate limits until it returns',
      );
    });
    redis.on('ready', () => {
      if (down) app.log.info('Redis (REDIS_URL) is reachable again');
      down = false;
    });
    await redis.connect().catch(() => {
      // Logged by the error listener; ioredis keeps retrying in the background.
    });
    app.decorate('redis', redis);
    app.addHook('onClose', () => {
      redis.disconnect();
    });
  },
);
