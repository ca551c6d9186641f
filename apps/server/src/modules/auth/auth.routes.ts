import {
  authCheckResponseSchema,
  loginInputSchema,
  loginResponseSchema,
  type UserInfo,
} from '@app/contract/auth';
import { problemSchema } from '@app/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem } from '../../plugins/problem.ts';
import { recordSessionEvent } from '../audit/audit.repository.ts';
import { findMemberByLoginId } from '../member/member.repository.ts';
import { verifyPassword } from './password.ts';
import { createSession } from './session.repository.ts';

const toUserInfo = (m: { id: number; loginId: string; name: string; grade: number }): UserInfo => ({
  id: m.id,
  loginId: m.loginId,
  name: m.name,
  grade: m.grade,
});

export const authRoutes: FastifyPluginAsyncZod<{ sessionTtlMs: number }> = async (app, opts) => {
  // Wrong passwords are counted per client and per login id; a success clears the id's count.
  const loginThrottle = app.throttle('login', { failures: 5, windowSeconds: 15 * 60 });
  const clientThrottle = app.throttle('login-client', { failures: 30, windowSeconds: 15 * 60 });

  app.post(
    '/auth',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; returns a bearer token',
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
      const idKey = [`id:${loginId.toLowerCase()}`];
      const ipKey = [`ip:${request.ip}`];
      await Promise.all([loginThrottle.check(idKey), clientThrottle.check(ipKey)]);

      const found = await findMemberByLoginId(app.db, loginId);
      const usable = found !== null && found.active;
      const ok = await verifyPassword(usable ? found.passwordHash : null, password);
      if (!ok || !usable) {
        await Promise.all([loginThrottle.fail(idKey), clientThrottle.fail(ipKey)]);
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
        // One answer for an unknown id, a wrong password and a deactivated account.
        throw new HttpProblem(401, 'invalid_credentials', 'The login id or password is incorrect.');
      }
      await loginThrottle.reset(idKey);
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
        tags: ['auth'],
        summary: 'The signed-in member behind the bearer token',
        security: [{ bearer: [] }],
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
        tags: ['auth'],
        summary: 'End the current session',
        security: [{ bearer: [] }],
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
