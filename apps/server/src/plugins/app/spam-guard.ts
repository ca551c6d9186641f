import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import {
  type Challenge,
  type SpamForm,
  type SpamReason,
  challengeSchema,
} from '@app/contract/spam';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { HttpProblem } from '../../lib/problem.ts';
import type { ThrottleRule } from '../external/throttle.ts';

/**
 * The spam defence of public forms, tracking no one: an ALTCHA proof of work bound to its form,
 * single-use and expiring, whose work grows with how many challenges a network asked for lately;
 * a minimum fill time; and, for a browser without JavaScript (no proof), a stricter limit. What
 * looks like a bot is not refused but quarantined by the route (`spam` below), so it learns
 * nothing; what only a script can send wrongly (a replayed, spliced, expired or foreign
 * challenge) is refused with a 400 problem. See docs/decisions/0020-spam-defence.md.
 */

export interface SpamGuardOptions {
  secret: string;
  /** Submissions sooner than this after their challenge are quarantined as too fast. */
  minFillMs: number;
  /** Minutes a challenge stays solvable and its solution usable. */
  expiryMinutes?: number;
  /** PBKDF2 iterations per attempt; the counter range sets the attempts (tests lower both). */
  cost?: number;
  /** Mean attempts of a challenge for a quiet network; doubles per `stepChallenges` recent ones. */
  baseCounter?: number;
}

/** PBKDF2-SHA-256 at 1,000 iterations: the browser's WebCrypto runs it natively in a worker. */
const ALGORITHM = 'PBKDF2/SHA-256';
const DEFAULT_COST = 1_000;
const DEFAULT_BASE_COUNTER = 400;
/** Recent challenges of one network before its work doubles, and the window they count in. */
const STEP_CHALLENGES = 10;
const RATE_WINDOW_SECONDS = 10 * 60;
/** At most 2^6 = 64 times the base work: a busy office network stays usable. */
const MAX_DOUBLINGS = 6;
/**
 * Posts without a proof (no JavaScript) per network and hour: few new inquiries (each waits in
 * the quarantine), more password checks (wrong guesses have their own limits).
 */
export const NO_PROOF_LIMITS: Record<SpamForm, ThrottleRule> = {
  'inquiry-create': { failures: 3, windowSeconds: 60 * 60 },
  'inquiry-edit': { failures: 3, windowSeconds: 60 * 60 },
  'inquiry-unlock': { failures: 20, windowSeconds: 60 * 60 },
};

/** The payload the solver posts: base64 JSON `{ challenge, solution }`. */
const payloadSchema = z.object({
  challenge: challengeSchema.extend({ signature: z.string() }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string() }),
});

/** The network a client address belongs to: its /24 (IPv4) or /48 (IPv6) prefix. */
export function networkOf(address: string): string {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) {
    const [head = '', tail] = address.split('::');
    const left = head === '' ? [] : head.split(':');
    const right = tail === undefined || tail === '' ? [] : tail.split(':');
    const groups =
      tail === undefined
        ? left
        : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
    return `${groups
      .slice(0, 3)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/48`;
  }
  return 'unknown';
}

/** Work for a network that asked for `recent` challenges within the window. */
export const counterCeiling = (base: number, recent: number) =>
  base * 2 ** Math.min(MAX_DOUBLINGS, Math.floor(Math.max(0, recent - 1) / STEP_CHALLENGES));

/** What the route learns of a submission's proof: nothing wrong, or why it is suspect. */
export interface SpamCheck {
  /** Why to quarantine, or null; the route adds its own (a filled honeypot). */
  spam: SpamReason | null;
}

export interface SpamGuard {
  /** A signed challenge for `form`, harder the more this client's network asked lately. */
  issue: (request: FastifyRequest, form: SpamForm) => Promise<Challenge>;
  /**
   * Checks a submission's proof for `form`: throws a 400 problem for a replayed, spliced,
   * expired or foreign one; without a proof counts the stricter limit (429 past it).
   */
  check: (request: FastifyRequest, form: SpamForm, proof: string | undefined) => Promise<SpamCheck>;
}

declare module 'fastify' {
  interface FastifyInstance {
    spamGuard: SpamGuard;
  }
}

const refused = (code: string, detail: string) =>
  new HttpProblem(400, code, detail, { errors: [{ field: 'body.altcha', message: detail }] });

/** Signatures of used challenges, until they expire: Redis when it is up, else this instance. */
function usedChallenges(app: FastifyInstance) {
  const local = new Map<string, number>();
  const sweep = (now: number) => {
    for (const [key, until] of local) if (until <= now) local.delete(key);
  };
  return {
    /** True the first time a signature is used; false for a replay. */
    async claim(signature: string, untilMs: number): Promise<boolean> {
      const now = Date.now();
      const ttl = Math.max(1, untilMs - now);
      if (app.redis?.status === 'ready') {
        try {
          const set = await app.redis.set(
            `${app.redisPrefix}pow:used:${signature}`,
            '1',
            'PX',
            ttl,
            'NX',
          );
          return set === 'OK';
        } catch {
          // Redis lost mid-way: this instance remembers on its own until it is back.
        }
      }
      if (local.size > 10_000) sweep(now);
      const until = local.get(signature);
      if (until !== undefined && until > now) return false;
      local.set(signature, untilMs);
      return true;
    },
  };
}

export const spamGuardPlugin = fp((app: FastifyInstance, opts: SpamGuardOptions) => {
  const expiryMs = (opts.expiryMinutes ?? 10) * 60_000;
  const cost = opts.cost ?? DEFAULT_COST;
  const base = opts.baseCounter ?? DEFAULT_BASE_COUNTER;
  // Two keys from one secret: challenges' signatures, and the deterministic-mode key signature.
  const derived = (label: string) => createHmac('sha256', opts.secret).update(label).digest('hex');
  const hmacSignatureSecret = derived('altcha-challenge');
  const hmacKeySignatureSecret = derived('altcha-key');
  const networkKey = derived('network');
  /** A keyed hash of the network: counters never hold an address or a prefix. */
  const networkOfRequest = (request: FastifyRequest) =>
    createHmac('sha256', networkKey).update(networkOf(request.ip)).digest('base64url').slice(0, 22);
  const challengesAsked = app.throttle('pow-challenges', {
    failures: Number.MAX_SAFE_INTEGER,
    windowSeconds: RATE_WINDOW_SECONDS,
  });
  const withoutProof = new Map<SpamForm, ReturnType<typeof app.throttle>>();
  const noProofLimit = (form: SpamForm) => {
    let limit = withoutProof.get(form);
    if (!limit) {
      limit = app.throttle(`pow-missing:${form}`, NO_PROOF_LIMITS[form]);
      withoutProof.set(form, limit);
    }
    return limit;
  };
  const used = usedChallenges(app);

  const guard: SpamGuard = {
    async issue(request, form) {
      const { count } = await challengesAsked.count(networkOfRequest(request));
      const ceiling = counterCeiling(base, count);
      const data = { form, issuedAt: Date.now() };
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost,
        // Deterministic mode: the server picks the answer, so the work is known (about `counter`
        // attempts) and checking a solution is one HMAC, not a key derivation.
        counter: randomInt(Math.ceil(ceiling / 2), ceiling),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + expiryMs),
        // Signed with every other parameter (v2 format): no splicing a form or a time in.
        data,
      });
      return { parameters: { ...challenge.parameters, data }, signature: challenge.signature };
    },

    async check(request, form, proof) {
      if (proof === undefined || proof === '') {
        // No script, no proof: a person without JavaScript, or a bot. Few per network, kept
        // for staff to release.
        await noProofLimit(form).take(networkOfRequest(request));
        return { spam: 'no_proof' };
      }
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
      } catch {
        throw refused('invalid_proof', 'The proof of work is malformed.');
      }
      const parsed = payloadSchema.safeParse(decoded);
      if (!parsed.success) throw refused('invalid_proof', 'The proof of work is malformed.');
      const { challenge, solution } = parsed.data;
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (result.expired) throw refused('proof_expired', 'The proof of work has expired.');
      if (!result.verified) throw refused('invalid_proof', 'The proof of work is not valid.');
      // Signed, so these are ours; still read them defensively.
      const data = challenge.parameters.data ?? {};
      if (data.form !== form) {
        throw refused('proof_for_another_form', 'The proof of work was made for another form.');
      }
      const expiresAtMs = (challenge.parameters.expiresAt ?? 0) * 1000;
      if (!(await used.claim(challenge.signature, expiresAtMs))) {
        throw refused('proof_replayed', 'The proof of work has already been used.');
      }
      const issuedAt = typeof data.issuedAt === 'number' ? data.issuedAt : 0;
      return { spam: Date.now() - issuedAt < opts.minFillMs ? 'too_fast' : null };
    },
  };
  app.decorate('spamGuard', guard);
});

/** A random secret for a single instance (challenges die with the process). */
export const randomSpamSecret = () => randomBytes(32).toString('hex');
