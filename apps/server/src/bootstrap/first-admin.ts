import { randomBytes } from 'node:crypto';
import { GRADE_TOP } from '@app/contract/auth';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { countMembers, insertMember } from '../modules/member/member.repository.ts';

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
  const generatedPassword =
    config.password === undefined ? randomBytes(12).toString('base64url') : null;
  const password = config.password ?? generatedPassword ?? '';
  await insertMember(db, {
    loginId,
    name: '관리자',
    email: null,
    grade: GRADE_TOP,
    passwordHash: await hashPassword(password),
  });
  return { loginId, generatedPassword };
}
