import type { TwoFactorChallenge } from '@app/contract/auth';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { type CodeAttempts, codeAttempts } from './code-attempts.ts';
import { decryptSecret } from './secret-box.ts';
import { hashRecoveryCode, isTotpCode, normalizeCode, totpStep } from './totp.ts';
import { challengeIfTwoFactor } from './two-factor-challenge.ts';
import {
  type TwoFactorRow,
  deleteTwoFactor,
  readTwoFactorRequired,
  useRecoveryCode,
  useTotpStep,
  writeTwoFactorRequired,
} from './two-factor.repository.ts';

export type SpentCode = 'app' | 'recovery';

export interface TwoFactorService {
  /** The key that encrypts secrets; a 503 problem when none is configured. */
  key: () => Buffer;
  /** The decrypted base32 secret of a row; a 503 problem when the key cannot open it. */
  secretOf: (row: TwoFactorRow) => string;
  /**
   * Spends a code of an enabled 2FA, once: a code from the app (its time step is recorded) or,
   * with `recovery`, a recovery code. What it was, or null when wrong or already used.
   */
  spendCode: (
    db: Db,
    row: TwoFactorRow,
    code: string,
    options: { recovery: boolean },
  ) => Promise<SpentCode | null>;
  attempts: CodeAttempts;
  /**
   * After a right password: a challenge for a member who signs in with a second factor, else
   * null. Sign-in (auth) asks through this service, so auth never imports this feature.
   */
  challenge: (db: Db, memberId: number) => Promise<TwoFactorChallenge | null>;
  /** Removes a member's 2FA (a top administrator's reset); false when there was none. */
  remove: (db: Db, memberId: number) => Promise<boolean>;
  /** Whether a grade-10 administrator requires 2FA of all staff. */
  required: () => Promise<boolean>;
  setRequired: (required: boolean) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    twoFactor: TwoFactorService;
  }
}

const unavailable = (detail: string) => new HttpProblem(503, 'two_factor_unavailable', detail);

/** Read on every admin request while the requirement is on; every write drops it everywhere. */
const POLICY_CACHE_MS = 60_000;
const POLICY_CACHE = 'two-factor-policy';

/** Staff two-factor sign-in (TOTP, RFC 6238): the key, code checks, throttling and the policy. */
export const twoFactorPlugin = fp((app: FastifyInstance, opts: { key: Buffer | null }) => {
  const { key } = opts;
  if (key === null) {
    app.log.warn(
      'TOTP_ENCRYPTION_KEY is not set: staff cannot set up two-factor sign-in until it is.',
    );
  }
  const policy = app.cache.memo<{ required: boolean }>(POLICY_CACHE, POLICY_CACHE_MS);

  const service: TwoFactorService = {
    key() {
      if (key === null) {
        throw unavailable('Two-factor sign-in is not configured: set TOTP_ENCRYPTION_KEY.');
      }
      return key;
    },
    secretOf(row) {
      const secret = decryptSecret(service.key(), row.memberId, row.secretEncrypted);
      if (secret === null) {
        throw unavailable(
          'The two-factor secret cannot be decrypted: TOTP_ENCRYPTION_KEY is not the key it was stored with.',
        );
      }
      return secret;
    },
    async spendCode(db, row, code, options) {
      const normalized = normalizeCode(code);
      if (isTotpCode(normalized)) {
        const step = await totpStep(service.secretOf(row), normalized);
        return step !== null && (await useTotpStep(db, row.memberId, step)) ? 'app' : null;
      }
      if (!options.recovery) return null;
      const spent = await useRecoveryCode(db, row.memberId, hashRecoveryCode(normalized));
      return spent ? 'recovery' : null;
    },
    attempts: codeAttempts(app),
    challenge: challengeIfTwoFactor,
    remove: deleteTwoFactor,
    async required() {
      const found = await policy.get('site', async () => ({
        required: await readTwoFactorRequired(app.db),
      }));
      return found?.required ?? false;
    },
    async setRequired(required) {
      await writeTwoFactorRequired(app.db, required);
      await app.cache.invalidate(`${POLICY_CACHE}:`);
    },
  };
  app.decorate('twoFactor', service);
});

/**
 * In the admin scope, after the session check: while 2FA is required, a member without it
 * reaches only their own account (`/me/...`) until they set it up. Sign-out and the session
 * check live outside this scope, so they stay open too.
 */
export const twoFactorGate = fp((app: FastifyInstance) => {
  const ownAccount = `${app.prefix}/me/`;
  app.addHook('onRequest', async (request) => {
    const staff = request.staff;
    if (staff === null || staff.twoFactorEnabled) return;
    // The matched route, not the raw URL, so no spelling of a path slips past.
    if (request.routeOptions.url?.startsWith(ownAccount) === true) return;
    if (await app.twoFactor.required()) {
      throw new HttpProblem(
        403,
        'two_factor_setup_required',
        'Two-factor sign-in is required: set it up on your account page first.',
      );
    }
  });
});
