import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { GRADE_TOP } from '@app/contract/auth';
import {
  type SessionMember,
  TOKEN_PATTERN,
  extendSession,
  findSession,
} from '../modules/auth/session.repository.ts';
import { HttpProblem } from './problem.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member's session, set by `requireStaff`. */
    staff: SessionMember | null;
  }
  interface FastifyInstance {
    requireStaff: preHandlerAsyncHookHandler;
    requireGrade: (grade: number) => preHandlerAsyncHookHandler;
    /** The session behind the request's bearer token, or null; never throws. */
    readSession: (request: FastifyRequest) => Promise<SessionMember | null>;
  }
}

const unauthorized = () => new HttpProblem(401, 'unauthorized', 'Sign in to continue.');
/** Extend a sliding session at most once a minute, so reads stay reads. */
const EXTEND_AFTER_MS = 60_000;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer (\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export const authPlugin = fp((app: FastifyInstance, opts: { sessionTtlMs: number }) => {
  app.decorateRequest('staff', null);

  app.decorate('readSession', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token === null || !TOKEN_PATTERN.test(token)) return null;
    const found = await findSession(app.db, token);
    if (found && Date.now() - found.lastSeenAt.getTime() > EXTEND_AFTER_MS) {
      await extendSession(app.db, found.sessionId, opts.sessionTtlMs);
    }
    return found;
  });

  const requireStaff: preHandlerAsyncHookHandler = async (request) => {
    const found = await app.readSession(request);
    if (found === null) throw unauthorized();
    request.staff = found;
  };
  app.decorate('requireStaff', requireStaff);

  app.decorate(
    'requireGrade',
    (grade: number): preHandlerAsyncHookHandler =>
      async function (request, reply) {
        if (request.staff === null) await requireStaff.call(this, request, reply);
        if ((request.staff?.member.grade ?? 0) < grade) {
          throw new HttpProblem(
            403,
            'forbidden',
            grade === GRADE_TOP
              ? 'Only grade 10 administrators may do this.'
              : `Grade ${grade} or higher is required.`,
          );
        }
      },
  );
});
