import { randomBytes } from 'node:crypto';
import { GRADE_TOP } from '@app/contract/auth';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { member } from '../db/schema/index.ts';
import { insertAudit } from '../modules/audit/audit.repository.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { revokeMemberSessions } from '../modules/auth/session.repository.ts';
import { findMemberByLoginId } from '../modules/auth/sign-in.repository.ts';
import { countMembers, insertMember, updateMember } from '../modules/member/member.repository.ts';

/** 16 characters of 96 random bits: shown once, changed by its owner on the account page. */
const generatedPassword = () => randomBytes(12).toString('base64url');

export interface FirstAdminResult {
  loginId: string;
  /** Set only when the password was generated here and must be shown once. */
  generatedPassword: string | null;
}

/** Creates the first grade-10 administrator when no member exists yet. */
export async function ensureFirstAdmin(
  db: Db,
  config: { loginId: string | undefined; password: string | undefined },
): Promise<FirstAdminResult | null> {
  if ((await countMembers(db)) > 0) return null;
  const loginId = config.loginId ?? 'admin';
  const generated = config.password === undefined ? generatedPassword() : null;
  const password = config.password ?? generated ?? '';
  await insertMember(db, {
    loginId,
    name: '관리자',
    email: null,
    grade: GRADE_TOP,
    passwordHash: await hashPassword(password),
  });
  return { loginId, generatedPassword: generated };
}

/**
 * A new, generated password for an administrator who lost theirs (`npm run
 * admin:reset-password`): the member `loginId` names, else the first grade-10 administrator.
 * The account is made active again, its sessions end, and the audit trail says so. Null when
 * there is no such member.
 */
export async function resetPassword(
  db: Db,
  loginId: string | undefined,
): Promise<{ loginId: string; password: string } | null> {
  const [found] =
    loginId === undefined
      ? await db
          .select()
          .from(member)
          .where(eq(member.grade, GRADE_TOP))
          .orderBy(asc(member.id))
          .limit(1)
      : [await findMemberByLoginId(db, loginId)];
  if (!found) return null;
  const password = generatedPassword();
  await db.transaction(async (tx) => {
    await updateMember(tx, found.id, { passwordHash: await hashPassword(password), active: true });
    await revokeMemberSessions(tx, found.id);
    await insertAudit(tx, {
      memberId: null,
      memberLoginId: null,
      action: 'reset-password',
      entity: 'member',
      entityId: String(found.id),
      summary: `password of ${found.loginId} reset from the server's console`,
      ip: null,
    });
  });
  return { loginId: found.loginId, password };
}
