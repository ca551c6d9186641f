import type { FastifyInstance } from 'fastify';

/** Counts wrong codes wherever a code is asked for: at sign-in and on the account page. */
export interface CodeAttempts {
  /** Throws 429 once this client, or the member's codes from every client, failed too often. */
  check: (memberId: number, ip: string) => Promise<void>;
  /** Records a wrong code (or password), then waits longer the more this client has failed. */
  fail: (memberId: number, ip: string) => Promise<void>;
  /** A right code clears this client's count on the member. */
  succeed: (memberId: number, ip: string) => Promise<void>;
}

/**
 * The one place that throttles codes, with the limits of passwords (GuessGuard): a 6-digit
 * code has a million values and three are valid at a time, and a guesser must know the
 * password first, so these limits keep guessing hopeless without locking the owner out.
 */
export function codeAttempts(app: FastifyInstance): CodeAttempts {
  const guesses = app.guessGuard('two-factor');
  const subject = (memberId: number, ip: string) => ({
    account: `member:${memberId}`,
    client: `ip:${ip}`,
  });
  return {
    check: (memberId, ip) => guesses.check(subject(memberId, ip)),
    fail: (memberId, ip) => guesses.fail(subject(memberId, ip)),
    succeed: (memberId, ip) => guesses.succeed(subject(memberId, ip)),
  };
}
