import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpProblem } from '../../lib/problem.ts';

export interface ThrottleRule {
  /** Attempts allowed within `windowSeconds`; the next one is refused. */
  failures: number;
  windowSeconds: number;
}

/** How many attempts a key has within its window, and when the window's count resets. */
export interface ThrottleCount {
  count: number;
  msBeforeReset: number;
}

/**
 * Counts attempts per key. An attempt is counted as it arrives (one atomic increment, in Redis
 * when it is up), before any slow work, so a burst of concurrent attempts is counted one by one:
 * a limit read first and counted after the work could be passed by every request of a burst.
 */
export interface Throttle {
  /** Counts an attempt; throws a 429 problem with Retry-After (and uncounts it) past the limit. */
  take: (key: string) => Promise<void>;
  /** Counts an attempt and resolves to the key's count, this attempt included. */
  count: (key: string) => Promise<ThrottleCount>;
  /** Takes back one counted attempt (it was refused, or turned out to be no failure). */
  uncount: (key: string) => Promise<void>;
  reset: (key: string) => Promise<void>;
}

/** Who is guessing what: the secret's owner (an account, an inquiry) and the client address. */
export interface GuessSubject {
  account: string;
  client: string;
}

/** A guess counted on arrival, to be settled once the slow check has answered. */
export interface Guess {
  /** A wrong guess: it stays counted, and the answer waits longer the more this client failed. */
  wrong: () => Promise<void>;
  /** A right guess: this client's failures on this account are forgotten. */
  right: () => Promise<void>;
  /** Not a guess after all (nothing to check, or nothing there): uncounted. */
  cancel: () => Promise<void>;
}

/**
 * Password guessing, throttled as OWASP advises so an attacker cannot lock the owner out:
 * guesses count per account *and* client together, per client, and per account from all
 * clients (a distributed attack); answers to failures slow down as a client keeps failing on
 * one account. Once an account has had too many failures from everywhere it is not locked:
 * each address that has not failed on it may still try once per window, so the owner signs in
 * from a clean address while a botnet gets one guess per address.
 */
export interface GuessGuard {
  /** Counts a guess as it arrives; throws a 429 problem with Retry-After past a limit. */
  begin: (subject: GuessSubject) => Promise<Guess>;
}

export const GUESS_LIMITS = {
  /** Wrong guesses by one client on one account: 429 from the 11th. */
  pair: { failures: 10, windowSeconds: 15 * 60 },
  /** Wrong guesses by one client across accounts. */
  client: { failures: 20, windowSeconds: 15 * 60 },
  /** Wrong guesses on one account from every client together, before only clean clients may try. */
  account: { failures: 100, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/** No wait for the first three failures (typos), then 0.2 s doubling to at most 1 s. */
export function guessDelayMs(pairFailures: number): number {
  return pairFailures <= 3 ? 0 : Math.min(200 * 2 ** (pairFailures - 4), 1_000);
}

function tooManyAttempts(msBeforeReset: number): HttpProblem {
  const retryAfter = Math.max(1, Math.ceil(msBeforeReset / 1000));
  return new HttpProblem(
    429,
    'too_many_attempts',
    `Too many failed attempts. Try again in ${retryAfter} seconds.`,
    { headers: { 'retry-after': String(retryAfter) } },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    throttle: (name: string, rule: ThrottleRule) => Throttle;
    guessGuard: (name: string) => GuessGuard;
  }
}

export interface ThrottleOptions {
  /** The wait before a wrong guess is answered: guessDelayMs unless given. */
  guessDelayMs?: (pairFailures: number) => number;
}

export const throttlePlugin = fp((app: FastifyInstance, options: ThrottleOptions) => {
  const delayMs = options.guessDelayMs ?? guessDelayMs;
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
    const count = (key: string): Promise<ThrottleCount> =>
      limiter.consume(key).then(
        (state) => ({ count: state.consumedPoints, msBeforeReset: state.msBeforeNext }),
        (rejection: unknown) => {
          // A rejection carrying RateLimiterRes only means the key is past its points.
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          return { count: rejection.consumedPoints, msBeforeReset: rejection.msBeforeNext };
        },
      );
    const uncount = async (key: string) => {
      await limiter.reward(key, 1);
    };
    return {
      count,
      uncount,
      async take(key) {
        const state = await count(key);
        if (state.count <= rule.failures) return;
        await uncount(key);
        throw tooManyAttempts(state.msBeforeReset);
      },
      async reset(key) {
        await limiter.delete(key);
      },
    };
  });

  app.decorate('guessGuard', (name: string): GuessGuard => {
    const pair = app.throttle(`${name}:pair`, GUESS_LIMITS.pair);
    const client = app.throttle(`${name}:client`, GUESS_LIMITS.client);
    const account = app.throttle(`${name}:account`, GUESS_LIMITS.account);
    return {
      async begin(subject) {
        const pairKey = `${subject.account}|${subject.client}`;
        const [byPair, byClient, byAccount] = await Promise.all([
          pair.count(pairKey),
          client.count(subject.client),
          account.count(subject.account),
        ]);
        const uncountAll = () =>
          Promise.all([
            pair.uncount(pairKey),
            client.uncount(subject.client),
            account.uncount(subject.account),
          ]);
        const refusedBy = [
          byPair.count > GUESS_LIMITS.pair.failures && byPair,
          byClient.count > GUESS_LIMITS.client.failures && byClient,
          // An account under attack: only this client's first guess on it in the window.
          byAccount.count > GUESS_LIMITS.account.failures && byPair.count > 1 && byPair,
        ].filter((state) => state !== false);
        if (refusedBy.length > 0) {
          await uncountAll();
          throw tooManyAttempts(Math.max(...refusedBy.map((state) => state.msBeforeReset)));
        }
        return {
          async wrong() {
            await setTimeout(delayMs(byPair.count));
          },
          async right() {
            await Promise.all([
              pair.reset(pairKey),
              client.uncount(subject.client),
              account.uncount(subject.account),
            ]);
          },
          async cancel() {
            await uncountAll();
          },
        };
      },
    };
  });
});
