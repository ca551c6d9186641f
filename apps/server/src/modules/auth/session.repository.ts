import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { member, memberTwoFactor, session } from '../../db/schema/index.ts';

/** 32 random bytes in base64url: exactly 43 characters of [A-Za-z0-9_-]. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionMember {
  sessionId: number;
  expiresAt: Date;
  lastSeenAt: Date;
  member: { id: number; loginId: string; name: string; grade: number };
  /** Whether the member signs in with a second factor (a site may require it). */
  twoFactorEnabled: boolean;
}

export async function createSession(
  db: Db,
  input: { memberId: number; ttlMs: number; ip: string | null; userAgent: string | null },
) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + input.ttlMs);
  await db.transaction(async (tx) => {
    // Housekeeping: the member's expired sessions go when a new one starts.
    await tx
      .delete(session)
      .where(and(eq(session.memberId, input.memberId), lt(session.expiresAt, now)));
    await tx.insert(session).values({
      tokenHash: hashToken(token),
      memberId: input.memberId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    });
    await tx.update(member).set({ lastLoginAt: now }).where(eq(member.id, input.memberId));
  });
  return { token, expiresAt };
}

/** The unexpired session of an active member for this token hash, or null. */
export async function findSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<SessionMember | null> {
  const [row] = await db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      lastSeenAt: session.lastSeenAt,
      member: { id: member.id, loginId: member.loginId, name: member.name, grade: member.grade },
      twoFactorEnabled: sql<boolean>`${memberTwoFactor.enabledAt} is not null`,
    })
    .from(session)
    .innerJoin(member, eq(member.id, session.memberId))
    .leftJoin(memberTwoFactor, eq(memberTwoFactor.memberId, member.id))
    .where(
      and(eq(session.tokenHash, tokenHash), gt(session.expiresAt, now), eq(member.active, true)),
    )
    .limit(1);
  return row ?? null;
}

/** Sliding expiry: activity pushes the end of the session forward. */
export async function extendSession(
  db: Db,
  sessionId: number,
  now: Date,
  ttlMs: number,
): Promise<Date> {
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.update(session).set({ lastSeenAt: now, expiresAt }).where(eq(session.id, sessionId));
  return expiresAt;
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.delete(session).where(eq(session.id, sessionId));
}

/** Ends every session of a member, except (optionally) the one making the request. */
export async function revokeMemberSessions(db: Db, memberId: number, exceptSessionId?: number) {
  await db
    .delete(session)
    .where(
      exceptSessionId === undefined
        ? eq(session.memberId, memberId)
        : and(eq(session.memberId, memberId), ne(session.id, exceptSessionId)),
    );
}

/** Ends one of a member's own sessions; false when it is not theirs or already gone. */
export async function revokeMemberSession(db: Db, memberId: number, sessionId: number) {
  const rows = await db
    .delete(session)
    .where(and(eq(session.memberId, memberId), eq(session.id, sessionId)))
    .returning({ id: session.id });
  return rows.length > 0;
}
