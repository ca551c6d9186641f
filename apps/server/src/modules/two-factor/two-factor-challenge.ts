import { randomBytes } from 'node:crypto';
import type { TwoFactorChallenge } from '@app/contract/auth';
import { TWO_FACTOR_CHALLENGE_TTL_MS } from '@app/contract/two-factor';
import type { Db } from '../../db/client.ts';
import { hashToken } from '../auth/session.repository.ts';
import { findTwoFactor, insertChallenge } from './two-factor.repository.ts';

/**
 * After a right password: a challenge when the member signs in with a second factor, else
 * null (the password alone opens the session). The challenge is a random token stored hashed,
 * bound to the member, good for 5 minutes and for one sign-in.
 */
export async function challengeIfTwoFactor(
  db: Db,
  memberId: number,
): Promise<TwoFactorChallenge | null> {
  const row = await findTwoFactor(db, memberId);
  if (row?.enabledAt == null) return null;
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_TTL_MS);
  await insertChallenge(db, { memberId, tokenHash: hashToken(challenge), expiresAt });
  return { twoFactorRequired: true, challenge, expiresAt: expiresAt.toISOString() };
}
