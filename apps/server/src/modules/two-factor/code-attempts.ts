import type { FastifyInstance } from 'fastify';

/** Counts wrong codes wherever a code is asked for: at sign-in and on the account page. */
export interface CodeAttempts {
  /** Throws 429 once the member or the client address has too many wrong codes. */
  check: (memberId: number, ip: string) => Promise<void>;
  fail: (memberId: number, ip: string) => Promise<void>;
  /** A right code clears the member's count (the client's runs out by itself, as for passwords). */
  succeed: (memberId: number) => Promise<void>;
}

/**
 * The one place that throttles codes, with the same limits as passwords: five wrong codes per
 * member and thirty per client address in 15 minutes. A 6-digit code has a million values and
 * three are valid at a time, so this keeps guessing hopeless.
 */
export function codeAttempts(app: FastifyInstance): CodeAttempts {
  const perMember = app.throttle('two-factor', { failures: 5, windowSeconds: 15 * 60 });
  const perClient = app.throttle('two-factor-client', { failures: 30, windowSeconds: 15 * 60 });
  const memberKey = (memberId: number) => [`member:${memberId}`];
  const clientKey = (ip: string) => [`ip:${ip}`];
  return {
    async check(memberId, ip) {
      await Promise.all([perMember.check(memberKey(memberId)), perClient.check(clientKey(ip))]);
    },
    async fail(memberId, ip) {
      await Promise.all([perMember.fail(memberKey(memberId)), perClient.fail(clientKey(ip))]);
    },
    async succeed(memberId) {
      await perMember.reset(memberKey(memberId));
    },
  };
}
