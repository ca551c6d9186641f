import type { AuditEntry, AuditListQuery } from '@app/contract/audit';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { audit, member } from '../../db/schema/index.ts';

export type AuditInsert = typeof audit.$inferInsert;

/** Summaries are for people reading a log, not for data: long ones are cut. */
export const SUMMARY_MAX = 1000;

export async function insertAudit(db: Db, values: AuditInsert) {
  await db.insert(audit).values({ ...values, summary: values.summary?.slice(0, SUMMARY_MAX) });
}

export async function listAudit(db: Db, query: AuditListQuery) {
  const where = and(
    query.memberId === undefined ? undefined : eq(audit.memberId, query.memberId),
    query.entity === undefined ? undefined : eq(audit.entity, query.entity),
    query.from === undefined ? undefined : gte(audit.at, new Date(query.from)),
    query.to === undefined ? undefined : lt(audit.at, new Date(query.to)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: audit.id,
        memberId: audit.memberId,
        memberLoginId: audit.memberLoginId,
        memberName: member.name,
        action: audit.action,
        entity: audit.entity,
        entityId: audit.entityId,
        at: audit.at,
        summary: audit.summary,
        ip: audit.ip,
      })
      .from(audit)
      .leftJoin(member, eq(member.id, audit.memberId))
      .where(where)
      .orderBy(desc(audit.at), desc(audit.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(audit).where(where),
  ]);
  const items: AuditEntry[] = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  return { items, total: total?.n ?? 0 };
}

/** Sign-ins, sign-outs and failed sign-ins are "session" rows, written by the auth routes. */
export function recordSessionEvent(
  db: Db,
  event: {
    action: 'login' | 'login_failed' | 'logout';
    member: { id: number; loginId: string } | null;
    ip: string;
    summary?: string;
  },
) {
  return insertAudit(db, {
    memberId: event.member?.id ?? null,
    memberLoginId: event.member?.loginId ?? null,
    action: event.action,
    entity: 'session',
    summary: event.summary ?? '',
    ip: event.ip,
  });
}

/** The newest audit row's id: it changes with every staff write, so it versions derived data. */
export async function latestAuditId(db: Db): Promise<number> {
  const [row] = await db.select({ id: audit.id }).from(audit).orderBy(desc(audit.id)).limit(1);
  return row?.id ?? 0;
}
