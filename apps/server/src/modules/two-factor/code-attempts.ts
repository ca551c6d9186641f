import type { FastifyInstance } from 'fastify';
import type { Guess } from '../../plugins/external/throttle.ts';

/** Counts wrong codes wherever a code is asked for: at sign-in and on the account page. */
export interface CodeAttempts {
  /**
   * Counts an attempt as it arrives, before the code is checked; throws 429 once this client,
   * or the member's codes from every client, failed too often.
   */
  begin: (memberId: number, ip: string) => Promise<Guess>;
}

/**
 * The one place that throttles codes, with the limits of passwords (GuessGuard): a 6-digit
 * code has a million values and three are valid at a time, and a guesser must know the
 * password first, so these limits keep guessing hopeless without locking the owner out.
 */
export function codeAttempts(app: FastifyInstance): CodeAttempts {
  const guesses = app.guessGuard('two-factor');
  return {
    begin: (memberId, ip) => guesses.begin({ account: `member:${memberId}`, client: `ip:${ip}` }),
  };
}
