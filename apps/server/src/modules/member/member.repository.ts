import { GRADE_TOP } from '@app/contract/auth';
import type { Member, MemberListQuery } from '@app/contract/member';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { member } from '../../db/schema/index.ts';

export type MemberRow = typeof member.$inferSelect;

export const toMember = (row: MemberRow): Member => ({
  id: row.id,
  loginId: row.loginId,
  name: row.name,
  email: row.email,
  grade: row.grade,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

export async function findMember(db: Db, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(member).where(eq(member.id, id)).limit(1);
  return row ?? null;
}

export async function countMembers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(member);
  return row?.n ?? 0;
}

export async function listMembers(db: Db, query: MemberListQuery) {
  const keyword = query.keyword ? containsPattern(query.keyword) : null;
  const where = keyword
    ? or(ilike(member.loginId, keyword), ilike(member.name, keyword), ilike(member.email, keyword))
    : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(member)
      .where(where)
      .orderBy(desc(member.createdAt), desc(member.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(member).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function insertMember(
  db: Db,
  values: {
    loginId: string;
    name: string;
    email: string | null;
    passwordHash: string;
    grade: number;
  },
): Promise<MemberRow | null> {
  const [row] = await db.insert(member).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateMember(
  db: Db,
  id: number,
  values: Partial<Pick<MemberRow, 'name' | 'email' | 'grade' | 'active' | 'passwordHash'>>,
): Promise<MemberRow | null> {
  const [row] = await db.update(member).set(values).where(eq(member.id, id)).returning();
  return row ?? null;
}

export class LastTopAdminError extends Error {
  constructor() {
    super('the change would leave no active grade 10 member');
  }
}

type MemberChange =
  { kind: 'update'; values: Parameters<typeof updateMember>[2] } | { kind: 'delete' };

const keepsTopAdmin = (row: MemberRow, change: MemberChange) =>
  change.kind === 'update' &&
  (change.values.grade ?? row.grade) === GRADE_TOP &&
  (change.values.active ?? row.active);

/**
 * Applies `change` to member `id` unless it would leave no active grade-10 member; null when
 * the member does not exist. The active grade-10 rows are locked (in id order, so concurrent
 * changes queue rather than deadlock) and counted in the same transaction as the change: two
 * administrators demoting each other at once cannot both succeed.
 */
export async function changeMemberKeepingTopAdmin(
  db: Db,
  id: number,
  change: MemberChange,
): Promise<MemberRow | null> {
  return db.transaction(async (tx) => {
    const topAdmins = await tx
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.grade, GRADE_TOP), eq(member.active, true)))
      .orderBy(member.id)
      .for('update');
    const [target] = await tx.select().from(member).where(eq(member.id, id)).for('update');
    if (!target) return null;
    const losesOne = topAdmins.some((a) => a.id === id) && !keepsTopAdmin(target, change);
    if (losesOne && topAdmins.length === 1) throw new LastTopAdminError();
    if (change.kind === 'delete') {
      await tx.delete(member).where(eq(member.id, id));
      return target;
    }
    return (await updateMember(tx, id, change.values)) ?? target;
  });
}
