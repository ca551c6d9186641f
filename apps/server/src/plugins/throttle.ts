import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpProblem } from './problem.ts';

export interface ThrottleRule {
  /** Failures allowed within `windowSeconds` before requests are refused. */
  failures: number;
  windowSeconds: number;
}

/** Counts failures (wrong passwords) per key and refuses with 429 once a key has too many. */
export interface Throttle {
  /** Throws a 429 problem with Retry-After when any of the keys is exhausted. */
  check: (keys: string[]) => Promise<void>;
  fail: (keys: string[]) => Promise<void>;
  reset: (keys: string[]) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    throttle: (name: string, rule: ThrottleRule) => Throttle;
  }
}

export const throttlePlugin = fp((app: FastifyInstance) => {
  app.decorate('throttle', (name: string, rule: ThrottleRule): Throttle => {
    const options = {
      keyPrefix: `${app.redisPrefix}throttle:${name}`,
      points: rule.failures,
      duration: rule.windowSeconds,
    };
    // With Redis down (refused at once, or slower than its command timeout) this instance
    // counts on its own until it returns: limits stay in force, per instance.
    const limiter = app.redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: app.redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    return {
      async check(keys) {
        const states = await Promise.all(keys.map((key) => limiter.get(key)));
        const blocked = states.filter(
          (s): s is RateLimiterRes => s !== null && s.consumedPoints >= rule.failures,
        );
        if (blocked.length === 0) return;
        const retryAfter = Math.max(
          1,
          Math.ceil(Math.max(...blocked.map((s) => s.msBeforeNext)) / 1000),
        );
        throw new HttpProblem(
          429,
          'too_many_attempts',
          `Too many failed attempts. Try again in ${retryAfter} seconds.`,
          {
            headers: { 'retry-after': String(retryAfter) },
          },
        );
      },
      async fail(keys) {
        await Promise.all(
          keys.map((key) =>
            limiter.consume(key).catch((rejection: unknown) => {
              // A rejection carrying RateLimiterRes only means the key is now exhausted.
              if (!(rejection instanceof RateLimiterRes)) throw rejection;
            }),
          ),
        );
      },
      async reset(keys) {
        await Promise.all(keys.map((key) => limiter.delete(key)));
      },
    };
  });
});
