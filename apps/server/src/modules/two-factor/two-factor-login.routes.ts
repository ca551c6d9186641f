import { loginSessionSchema } from '@app/contract/auth';
import { problemSchema } from '@app/contract/common';
import { twoFactorLoginSchema } from '@app/contract/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpProblem } from '../../lib/problem.ts';
import { recordSessionEvent } from '../audit/audit.repository.ts';
import { TOKEN_PATTERN, createSession, hashToken } from '../auth/session.repository.ts';
import { toUserInfo } from '../auth/user-info.ts';
import { findMember } from '../member/member.repository.ts';
import {
  consumeChallenge,
  countRecoveryCodes,
  findChallengeMember,
  findTwoFactor,
} from './two-factor.repository.ts';

const challengeInvalid = () =>
  new HttpProblem(
    401,
    'two_factor_challenge_invalid',
    'This sign-in has expired or was already completed. Enter your password again.',
  );

/** The second sign-in step: the challenge and a code from the app or a recovery code. */
export const twoFactorLoginRoutes: FastifyPluginAsyncZod<{ sessionTtlMs: number }> = async (
  app,
  opts,
) => {
  const { attempts } = app.twoFactor;

  app.post(
    '/auth/two-factor',
    {
      schema: {
        operationId: 'signInTwoFactor',
        tags: ['auth'],
        summary: 'Sign in, second step: a code for the challenge; returns a bearer token',
        body: twoFactorLoginSchema,
        response: {
          200: loginSessionSchema,
          400: problemSchema,
          401: problemSchema,
          429: problemSchema,
          503: problemSchema,
        },
      },
    },
    async (request) => {
      const { challenge, code } = request.body;
      const now = new Date();
      const tokenHash = TOKEN_PATTERN.test(challenge) ? hashToken(challenge) : null;
      const memberId =
        tokenHash === null ? null : await findChallengeMember(app.db, tokenHash, now);
      if (tokenHash === null || memberId === null) throw challengeInvalid();
      const [found, row] = await Promise.all([
        findMember(app.db, memberId),
        findTwoFactor(app.db, memberId),
      ]);
      // Deactivated, or 2FA reset by an administrator, since the password step.
      if (found === null || !found.active || row?.enabledAt == null) throw challengeInvalid();
      const guess = await attempts.begin(memberId, request.ip);

      // The code and the challenge are spent together: a lost race leaves the code unspent.
      const spent = await app.db.transaction(async (tx) => {
        const method = await app.twoFactor.spendCode(tx, row, code, { recovery: true });
        if (method !== null && !(await consumeChallenge(tx, tokenHash, now))) {
          throw challengeInvalid();
        }
        return method;
      });
      if (spent === null) {
        await guess.wrong();
        await recordSessionEvent(app.db, {
          action: 'login_failed',
          member: found,
          ip: request.ip,
          summary: 'wrong two-factor code',
        });
        throw new HttpProblem(
          401,
          'invalid_two_factor_code',
          'The code is incorrect or was already used.',
        );
      }
      await guess.right();
      const { token, expiresAt } = await createSession(app.db, {
        memberId,
        ttlMs: opts.sessionTtlMs,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      await recordSessionEvent(app.db, {
        action: 'login',
        member: found,
        ip: request.ip,
        summary:
          spent === 'app'
            ? 'two-factor: app code'
            : `two-factor: recovery code (${await countRecoveryCodes(app.db, memberId)} left)`,
      });
      return { token, userInfo: toUserInfo(found), expiresAt: expiresAt.toISOString() };
    },
  );
};
