import { setTimeout } from 'node:timers/promises';
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
  /** Counts a failure against each key; resolves to the highest count among them. */
  fail: (keys: string[]) => Promise<number>;
  reset: (keys: string[]) => Promise<void>;
}

/** Who is guessing what: the secret's owner (an account, an inquiry) and the client address. */
export interface GuessSubject {
  account: string;
  client: string;
}

/**
 * Password guessing, throttled as OWASP advises so an attacker cannot lock the owner out:
 * failures count per account *and* client together, per client, and per account from all
 * clients (a distributed attack); answers to failures slow down as a client keeps failing on
 * one account. An owner signing in from another address is held back only by the last, far
 * larger limit.
 */
export interface GuessGuard {
  /** Throws a 429 problem with Retry-After when any limit is reached. */
  check: (subject: GuessSubject) => Promise<void>;
  /** Records a wrong guess, then waits before the caller answers it. */
  fail: (subject: GuessSubject) => Promise<void>;
  /** A right guess: this client's failures on this account are forgotten. */
  succeed: (subject: GuessSubject) => Promise<void>;
}

export const GUESS_LIMITS = {
  /** Wrong guesses by one client on one account: 429 from the 11th. */
  pair: { failures: 10, windowSeconds: 15 * 60 },
  /** Wrong guesses by one client across accounts. */
  client: { failures: 20, windowSeconds: 15 * 60 },
  /** Wrong guesses on one account from every client together. */
  account: { failures: 100, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/** No wait for the first three failures (typos), then 0.2 s doubling to at most 1 s. */
export function guessDelayMs(pairFailures: number): number {
  return pairFailures <= 3 ? 0 : Math.min(200 * 2 ** (pairFailures - 4), 1_000);
}

declare module 'fastify' {
  interface FastifyInstance {
    throttle: (name: string, rule: ThrottleRule) => Throttle;
    guessGuard: (name: string) => GuessGuard;
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
        const counts = await Promise.all(
          keys.map((key) =>
            limiter.consume(key).then(
              (state) => state.consumedPoints,
              (rejection: unknown) => {
                // A rejection carrying RateLimiterRes only means the key is now exhausted.
                if (!(rejection instanceof RateLimiterRes)) throw rejection;
                return rejection.consumedPoints;
              },
            ),
          ),
        );
        return Math.max(0, ...counts);
      },
      async reset(keys) {
        await Promise.all(keys.map((key) => limiter.delete(key)));
      },
    };
  });

  app.decorate('guessGuard', (name: string): GuessGuard => {
    const pair = app.throttle(`${name}:pair`, GUESS_LIMITS.pair);
    const client = app.throttle(`${name}:client`, GUESS_LIMITS.client);
    const account = app.throttle(`${name}:account`, GUESS_LIMITS.account);
    const pairKey = (s: GuessSubject) => [`${s.account}|${s.client}`];
    return {
      async check(subject) {
        await Promise.all([
          pair.check(pairKey(subject)),
          client.check([subject.client]),
          account.check([subject.account]),
        ]);
      },
      async fail(subject) {
        const [failures] = await Promise.all([
          pair.fail(pairKey(subject)),
          client.fail([subject.client]),
          account.fail([subject.account]),
        ]);
        await setTimeout(guessDelayMs(failures));
      },
      async succeed(subject) {
        await pair.reset(pairKey(subject));
      },
    };
  });
});
