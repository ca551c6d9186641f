import type { OwnSession } from '@app/contract/account';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { session } from '../../db/schema/index.ts';

/** The member's live sessions, most recently used first; token hashes are never selected. */
export async function listOwnSessions(
  db: Db,
  memberId: number,
  currentSessionId: number,
): Promise<OwnSession[]> {
  const rows = await db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      expiresAt: session.expiresAt,
      ip: session.ip,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.memberId, memberId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.lastSeenAt), desc(session.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}
