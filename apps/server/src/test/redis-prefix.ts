import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { testRedisUrl } from './database.ts';

/**
 * A key prefix of one test's own on the shared Redis (REDIS_PREFIX), and how to delete every key
 * under it when the test ends: the shared Redis is never flushed.
 */
export function uniqueRedisPrefix(label = 'test'): { prefix: string; remove: () => Promise<void> } {
  const prefix = `${label}:${randomBytes(4).toString('hex')}:`;
  return {
    prefix,
    remove: async () => {
      const redis = new Redis(testRedisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    },
  };
}
