import { ownSessionSchema, passwordChangeSchema } from '@app/contract/account';
import { idParamSchema, problemSchema } from '@app/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { me } from '../../plugins/app/auth.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { noteAudit } from '../audit/audit-trail.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { findMember, updateMember } from '../member/member.repository.ts';
import { assertAcceptablePassword } from '../member/password-policy.ts';
import { listOwnSessions } from './account.repository.ts';

const tags = ['account'];
const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema, 429: problemSchema };

const fieldProblem = (code: string, field: string, message: string) =>
  new HttpProblem(400, code, message, { errors: [{ field, message }] });

/** The signed-in member's own account: any grade. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // A stolen session must not be able to guess the current password at leisure: every try
  // counts until the right one resets the count.
  const passwordThrottle = app.throttle('own-password', { failures: 5, windowSeconds: 15 * 60 });

  app.put(
    '/me/password',
    {
      config: { audit: { entity: 'member', action: 'password' } },
      schema: {
        operationId: 'changeOwnPassword',
        tags,
        summary: 'Change your own password; your other sessions end',
        body: passwordChangeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const staff = me(request.staff);
      const { currentPassword, newPassword } = request.body;
      const key = `member:${staff.member.id}`;
      const found = await findMember(app.db, staff.member.id);
      if (!found) throw notFound('Member');
      // Counted before the slow hash, so a burst is checked at most up to the limit.
      await passwordThrottle.take(key);
      if (!(await verifyPassword(found.passwordHash, currentPassword))) {
        throw fieldProblem(
          'wrong_password',
          'body.currentPassword',
          'The current password is incorrect.',
        );
      }
      await passwordThrottle.reset(key);
      if (newPassword === currentPassword) {
        throw fieldProblem(
          'password_unchanged',
          'body.newPassword',
          'The new password must differ from the current one.',
        );
      }
      assertAcceptablePassword(newPassword, found.loginId, 'body.newPassword', [
        found.name,
        found.email ?? '',
      ]);
      await updateMember(app.db, found.id, { passwordHash: await hashPassword(newPassword) });
      // Whoever else holds a session (a lost laptop, a shared PC) is signed out; this one stays.
      await app.sessions.revokeMember(found.id, staff.sessionId);
      noteAudit(request, { entityId: found.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me/sessions',
    {
      schema: {
        operationId: 'listOwnSessions',
        tags,
        summary: 'Your own sessions',
        response: { 200: z.array(ownSessionSchema), ...errors },
      },
    },
    (request) => {
      const staff = me(request.staff);
      return listOwnSessions(app.db, staff.member.id, staff.sessionId);
    },
  );

  app.delete(
    '/me/sessions/:id',
    {
      config: { audit: { entity: 'session', action: 'end_session' } },
      schema: {
        operationId: 'endOwnSession',
        tags,
        summary: 'End one of your own sessions',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const staff = me(request.staff);
      // Through app.sessions so the cached copy of that session is dropped too.
      if (!(await app.sessions.revokeOne(staff.member.id, request.params.id))) {
        throw notFound('Session');
      }
      return reply.status(204).send(null);
    },
  );
};
