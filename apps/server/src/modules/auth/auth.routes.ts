import { authCheckResponseSchema, loginInputSchema, loginResponseSchema } from '@app/contract/auth';
import { problemSchema } from '@app/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_SESSION } from '../../plugins/external/docs.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { recordSessionEvent } from '../audit/audit.repository.ts';
import { verifyPassword } from './password.ts';
import { createSession } from './session.repository.ts';
import { findMemberByLoginId } from './sign-in.repository.ts';
import { toUserInfo } from './user-info.ts';

export const authRoutes: FastifyPluginAsyncZod<{ sessionTtlMs: number }> = async (app, opts) => {
  // Wrong passwords count per login id and client together, so an attacker's failures do not
  // lock the owner out (see GuessGuard).
  const guesses = app.guessGuard('login');

  app.post(
    '/auth',
    {
      schema: {
        operationId: 'signIn',
        tags: ['auth'],
        summary: 'Sign in; returns a bearer token, or a challenge for the two-factor step',
        body: loginInputSchema,
        response: {
          200: loginResponseSchema,
          400: problemSchema,
          401: problemSchema,
          429: problemSchema,
        },
      },
    },
    async (request) => {
      const { loginId, password } = request.body;
      const subject = { account: `id:${loginId.toLowerCase()}`, client: `ip:${request.ip}` };
      const guess = await guesses.begin(subject);

      const found = await findMemberByLoginId(app.db, loginId);
      const usable = found !== null && found.active;
      const ok = await verifyPassword(usable ? found.passwordHash : null, password);
      if (!ok || !usable) {
        const reason =
          found === null
            ? 'unknown login id'
            : found.active
              ? 'wrong password'
              : 'inactive account';
        await recordSessionEvent(app.db, {
          action: 'login_failed',
          member: found,
          ip: request.ip,
          summary: `loginId=${JSON.stringify(loginId)}; ${reason}`,
        });
        await guess.wrong();
        // One answer for an unknown id, a wrong password and a deactivated account.
        throw new HttpProblem(401, 'invalid_credentials', 'The login id or password is incorrect.');
      }
      await guess.right();
      const challenge = await app.twoFactor.challenge(app.db, found.id);
      if (challenge !== null) return challenge;
      const { token, expiresAt } = await createSession(app.db, {
        memberId: found.id,
        ttlMs: opts.sessionTtlMs,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      await recordSessionEvent(app.db, { action: 'login', member: found, ip: request.ip });
      return { token, userInfo: toUserInfo(found), expiresAt: expiresAt.toISOString() };
    },
  );

  app.get(
    '/authCheck',
    {
      preHandler: app.requireStaff,
      schema: {
        operationId: 'checkSession',
        tags: ['auth'],
        summary: 'The signed-in member behind the bearer token',
        security: STAFF_SESSION,
        response: { 200: authCheckResponseSchema, 401: problemSchema },
      },
    },
    (request) => {
      const staff = request.staff;
      if (staff === null) throw new HttpProblem(401, 'unauthorized');
      return { user: toUserInfo(staff.member) };
    },
  );

  app.post(
    '/logout',
    {
      preHandler: app.requireStaff,
      schema: {
        operationId: 'signOut',
        tags: ['auth'],
        summary: 'End the current session',
        security: STAFF_SESSION,
        response: { 204: z.null(), 401: problemSchema },
      },
    },
    async (request, reply) => {
      await app.sessions.revoke(request);
      if (request.staff) {
        await recordSessionEvent(app.db, {
          action: 'logout',
          member: request.staff.member,
          ip: request.ip,
        });
      }
      return reply.status(204).send(null);
    },
  );
};
