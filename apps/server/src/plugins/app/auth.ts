import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { GRADE_TOP } from '@app/contract/auth';
import {
  type SessionMember,
  TOKEN_PATTERN,
  extendSession,
  findSession,
  hashToken,
  revokeMemberSession,
  revokeMemberSessions,
  revokeSession,
} from '../../modules/auth/session.repository.ts';
import { HttpProblem } from '../../lib/problem.ts';

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
    /** Ending sessions goes through here so cached copies go too, on every instance. */
    sessions: {
      revoke: (request: FastifyRequest) => Promise<void>;
      revokeMember: (memberId: number, exceptSessionId?: number) => Promise<void>;
      revokeOne: (memberId: number, sessionId: number) => Promise<boolean>;
      /** A member's name, grade or status changed: re-read their sessions. */
      forgetCached: () => Promise<void>;
    };
  }
}

const unauthorized = () => new HttpProblem(401, 'unauthorized', 'Sign in to continue.');
/** Extend a sliding session at most once a minute, so reads stay reads. */
const EXTEND_AFTER_MS = 60_000;
/**
 * Sessions are kept in memory briefly so authenticated reads do not query the database each
 * time; every revocation invalidates them explicitly, the TTL only bounds what a direct
 * database edit could leave behind.
 */
const SESSION_CACHE_MS = 10_000;

/** The admin scope's onRequest hook has set the session; this narrows the type. */
export function me(staff: SessionMember | null): SessionMember {
  if (staff === null) throw new HttpProblem(401, 'unauthorized');
  return staff;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer (\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

function requestTokenHash(request: FastifyRequest): string | null {
  const token = bearerToken(request);
  return token !== null && TOKEN_PATTERN.test(token) ? hashToken(token) : null;
}

export const authPlugin = fp((app: FastifyInstance, opts: { sessionTtlMs: number }) => {
  const cached = app.cache.memo<SessionMember>('session', SESSION_CACHE_MS);
  app.decorateRequest('staff', null);

  app.decorate('readSession', async (request: FastifyRequest) => {
    const tokenHash = requestTokenHash(request);
    if (tokenHash === null) return null;
    const now = new Date();
    const found = await cached.get(tokenHash, () => findSession(app.db, tokenHash, now));
    if (found === null || found.expiresAt <= now) return null;
    if (now.getTime() - found.lastSeenAt.getTime() > EXTEND_AFTER_MS) {
      const expiresAt = await extendSession(app.db, found.sessionId, now, opts.sessionTtlMs);
      const extended = { ...found, lastSeenAt: now, expiresAt };
      cached.set(tokenHash, extended);
      return extended;
    }
    return found;
  });

  app.decorate('sessions', {
    async revoke(request: FastifyRequest) {
      const tokenHash = requestTokenHash(request);
      if (request.staff) await revokeSession(app.db, request.staff.sessionId);
      if (tokenHash !== null) await app.cache.invalidate(`session:${tokenHash}`);
    },
    async revokeMember(memberId: number, exceptSessionId?: number) {
      await revokeMemberSessions(app.db, memberId, exceptSessionId);
      await app.cache.invalidate('session:');
    },
    async revokeOne(memberId: number, sessionId: number) {
      const ended = await revokeMemberSession(app.db, memberId, sessionId);
      await app.cache.invalidate('session:');
      return ended;
    },
    async forgetCached() {
      await app.cache.invalidate('session:');
    },
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
