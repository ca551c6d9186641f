import { GRADE_TOP } from '@app/contract/auth';
import { idParamSchema, pagedSchema, problemSchema } from '@app/contract/common';
import {
  memberCreateSchema,
  memberListQuerySchema,
  memberSchema,
  memberUpdateSchema,
} from '@app/contract/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem, conflict, notFound } from '../../lib/problem.ts';
import { noteAudit } from '../audit/audit-trail.ts';
import { hashPassword } from '../auth/password.ts';
import {
  LastTopAdminError,
  changeMemberKeepingTopAdmin,
  findMember,
  insertMember,
  listMembers,
  toMember,
} from './member.repository.ts';
import { assertAcceptablePassword } from './password-policy.ts';

const tags = ['member'];
const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};

/** The action an edit is recorded under: the most consequential change it makes. */
function describeMemberEdit(
  before: { grade: number; active: boolean },
  edit: { grade?: number | undefined; active?: boolean | undefined; password?: string | undefined },
) {
  const gradeChanged = edit.grade !== undefined && edit.grade !== before.grade;
  const activeChanged = edit.active !== undefined && edit.active !== before.active;
  const changes = [
    gradeChanged ? `grade ${before.grade} → ${edit.grade}` : null,
    activeChanged ? (edit.active ? 'reactivated' : 'deactivated') : null,
    edit.password === undefined ? null : 'password reset',
  ].filter((c) => c !== null);
  const action = gradeChanged
    ? 'grade'
    : activeChanged
      ? edit.active
        ? 'reactivate'
        : 'deactivate'
      : edit.password === undefined
        ? undefined
        : 'password_reset';
  return { ...(action === undefined ? {} : { action }), summary: changes.join(', ') };
}

/** Runs a member change, answering 409 when it would leave no active grade 10 member. */
async function keepingTopAdmin<T>(change: () => Promise<T>, message: string): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof LastTopAdminError) throw conflict('last_top_admin', message);
    throw error;
  }
}

/** Staff accounts: grade 10 only, enforced here for every member endpoint. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireGrade(GRADE_TOP));
  const params = idParamSchema;

  app.get(
    '/member',
    {
      schema: {
        operationId: 'adminListMembers',
        summary: 'Staff accounts (grade 10 only)',
        tags,
        querystring: memberListQuerySchema,
        response: { 200: pagedSchema(memberSchema), ...errors },
      },
    },
    async (request) => {
      const { items, total } = await listMembers(app.db, request.query);
      return {
        items: items.map(toMember),
        page: request.query.page,
        size: request.query.size,
        total,
      };
    },
  );

  app.get(
    '/member/:id',
    {
      schema: {
        operationId: 'adminGetMember',
        summary: 'One staff account (grade 10 only)',
        tags,
        params,
        response: { 200: memberSchema, ...errors },
      },
    },
    async (request) => {
      const found = await findMember(app.db, request.params.id);
      if (!found) throw notFound('Member');
      return toMember(found);
    },
  );

  app.post(
    '/member',
    {
      schema: {
        operationId: 'adminCreateMember',
        summary: 'Create a staff account (grade 10 only); the login id must be unused',
        tags,
        body: memberCreateSchema,
        response: { 201: memberSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { loginId, name, email, password, grade } = request.body;
      assertAcceptablePassword(password, loginId, 'body.password', [name, email ?? '']);
      const created = await insertMember(app.db, {
        loginId,
        name,
        email: email ?? null,
        grade,
        passwordHash: await hashPassword(password),
      });
      if (!created) {
        const message = `The login id "${loginId}" is already in use.`;
        throw new HttpProblem(409, 'login_id_taken', message, {
          errors: [{ field: 'body.loginId', message }],
        });
      }
      return reply.status(201).send(toMember(created));
    },
  );

  app.put(
    '/member/:id',
    {
      schema: {
        operationId: 'adminUpdateMember',
        summary:
          'Update a staff account (grade 10 only); a new password or deactivation ends its sessions',
        tags,
        params,
        body: memberUpdateSchema,
        response: { 200: memberSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const target = await findMember(app.db, id);
      if (!target) throw notFound('Member');
      const { name, email, grade, active, password } = request.body;
      const isSelf = request.staff?.member.id === id;
      if (isSelf && grade !== undefined && grade !== target.grade) {
        throw new HttpProblem(403, 'own_grade', 'You cannot change your own grade.');
      }
      if (password !== undefined)
        assertAcceptablePassword(password, target.loginId, 'body.password', [
          target.name,
          target.email ?? '',
        ]);
      const values = {
        ...(name === undefined ? {} : { name }),
        ...(email === undefined ? {} : { email }),
        ...(grade === undefined ? {} : { grade }),
        ...(active === undefined ? {} : { active }),
        ...(password === undefined ? {} : { passwordHash: await hashPassword(password) }),
      };
      const updated = await keepingTopAdmin(
        () => changeMemberKeepingTopAdmin(app.db, id, { kind: 'update', values }),
        'The last active grade 10 administrator cannot be demoted or deactivated.',
      );
      if (!updated) throw notFound('Member');
      noteAudit(request, describeMemberEdit(target, { grade, active, password }));
      // Deactivation and a password reset end the member's sessions at once.
      if (active === false || password !== undefined) await app.sessions.revokeMember(id);
      else await app.sessions.forgetCached();
      return toMember(updated);
    },
  );

  app.delete(
    '/member/:id',
    {
      schema: {
        operationId: 'adminDeleteMember',
        summary: 'Delete a staff account (grade 10 only; never your own or the last grade 10)',
        tags,
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.staff?.member.id === id)
        throw new HttpProblem(403, 'delete_self', 'You cannot delete your own account.');
      const deleted = await keepingTopAdmin(
        () => changeMemberKeepingTopAdmin(app.db, id, { kind: 'delete' }),
        'The last active grade 10 administrator cannot be deleted.',
      );
      if (!deleted) throw notFound('Member');
      await app.sessions.forgetCached();
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/member/:id/two-factor',
    {
      config: { audit: { action: 'two_factor_reset' } },
      schema: {
        operationId: 'adminResetMemberTwoFactor',
        tags,
        summary: "Turn off a member's two-factor sign-in (a lost phone); they set it up again",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // One's own goes through the account page, which asks for the password and a code.
      if (request.staff?.member.id === id) {
        throw new HttpProblem(
          403,
          'reset_own_two_factor',
          'Turn off your own two-factor sign-in on your account page.',
        );
      }
      if (!(await findMember(app.db, id))) throw notFound('Member');
      if (!(await app.twoFactor.remove(app.db, id))) {
        throw conflict('two_factor_not_enabled', 'This member has not set up two-factor sign-in.');
      }
      await app.sessions.forgetCached();
      return reply.status(204).send(null);
    },
  );
};
