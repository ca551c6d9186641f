import { and, count, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  memberTwoFactor,
  siteSetting,
  twoFactorChallenge,
  twoFactorRecoveryCode,
} from '../../db/schema/index.ts';

export type TwoFactorRow = typeof memberTwoFactor.$inferSelect;

export async function findTwoFactor(db: Db, memberId: number): Promise<TwoFactorRow | null> {
  const [row] = await db
    .select()
    .from(memberTwoFactor)
    .where(eq(memberTwoFactor.memberId, memberId))
    .limit(1);
  return row ?? null;
}

/** A new pending secret replaces any earlier one; null when 2FA is already on. */
export async function savePendingSecret(
  db: Db,
  memberId: number,
  secretEncrypted: string,
): Promise<TwoFactorRow | null> {
  const [row] = await db
    .insert(memberTwoFactor)
    .values({ memberId, secretEncrypted })
    .onConflictDoUpdate({
      target: memberTwoFactor.memberId,
      set: { secretEncrypted, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(memberTwoFactor.enabledAt),
    })
    .returning();
  return row ?? null;
}

/** Accepting a code is recording its step, atomically: the same code never passes twice. */
const stepUnused = (step: number) =>
  or(isNull(memberTwoFactor.lastUsedStep), lt(memberTwoFactor.lastUsedStep, step));

/** Records `step` as used on an enabled secret; false when it (or a later one) was used. */
export async function useTotpStep(db: Db, memberId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(memberTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(memberTwoFactor.memberId, memberId),
        isNotNull(memberTwoFactor.enabledAt),
        stepUnused(step),
      ),
    )
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length > 0;
}

/** Turns the pending secret on with its first code's step and the recovery codes' hashes. */
export function enableTwoFactor(
  db: Db,
  memberId: number,
  step: number,
  recoveryCodeHashes: string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(memberTwoFactor)
      .set({ enabledAt: new Date(), lastUsedStep: step })
      .where(
        and(
          eq(memberTwoFactor.memberId, memberId),
          isNull(memberTwoFactor.enabledAt),
          stepUnused(step),
        ),
      )
      .returning({ memberId: memberTwoFactor.memberId });
    if (rows.length === 0) return false;
    await insertRecoveryCodes(tx, memberId, recoveryCodeHashes);
    return true;
  });
}

function insertRecoveryCodes(db: Db, memberId: number, hashes: string[]) {
  return db
    .insert(twoFactorRecoveryCode)
    .values(hashes.map((codeHash) => ({ memberId, codeHash })));
}

export function replaceRecoveryCodes(db: Db, memberId: number, hashes: string[]) {
  return db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCode).where(eq(twoFactorRecoveryCode.memberId, memberId));
    await insertRecoveryCodes(tx, memberId, hashes);
  });
}

/** Spends a recovery code: true once, false ever after. */
export async function useRecoveryCode(db: Db, memberId: number, hash: string): Promise<boolean> {
  const rows = await db
    .delete(twoFactorRecoveryCode)
    .where(
      and(eq(twoFactorRecoveryCode.memberId, memberId), eq(twoFactorRecoveryCode.codeHash, hash)),
    )
    .returning({ id: twoFactorRecoveryCode.id });
  return rows.length > 0;
}

export async function countRecoveryCodes(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCode)
    .where(eq(twoFactorRecoveryCode.memberId, memberId));
  return row?.n ?? 0;
}

/** Removes the member's secret (pending or on), recovery codes and open sign-in challenges. */
export function deleteTwoFactor(db: Db, memberId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(twoFactorChallenge).where(eq(twoFactorChallenge.memberId, memberId));
    const rows = await tx
      .delete(memberTwoFactor)
      .where(eq(memberTwoFactor.memberId, memberId))
      .returning({ memberId: memberTwoFactor.memberId });
    return rows.length > 0;
  });
}

export async function listEnrolledMemberIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ memberId: memberTwoFactor.memberId })
    .from(memberTwoFactor)
    .where(isNotNull(memberTwoFactor.enabledAt))
    .orderBy(memberTwoFactor.memberId);
  return rows.map((row) => row.memberId);
}

export async function insertChallenge(
  db: Db,
  input: { memberId: number; tokenHash: string; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    // Housekeeping, as sessions do: the member's expired challenges go when a new one starts.
    await tx
      .delete(twoFactorChallenge)
      .where(
        and(
          eq(twoFactorChallenge.memberId, input.memberId),
          lte(twoFactorChallenge.expiresAt, new Date()),
        ),
      );
    await tx.insert(twoFactorChallenge).values(input);
  });
}

/** The member an unexpired challenge belongs to, or null. */
export async function findChallengeMember(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ memberId: twoFactorChallenge.memberId })
    .from(twoFactorChallenge)
    .where(and(eq(twoFactorChallenge.tokenHash, tokenHash), gt(twoFactorChallenge.expiresAt, now)))
    .limit(1);
  return row?.memberId ?? null;
}

/** Ends a challenge; false when it was already used (a concurrent request won) or expired. */
export async function consumeChallenge(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .delete(twoFactorChallenge)
    .where(and(eq(twoFactorChallenge.tokenHash, tokenHash), gt(twoFactorChallenge.expiresAt, now)))
    .returning({ id: twoFactorChallenge.id });
  return rows.length > 0;
}

const REQUIRED_KEY = 'two_factor_required';

export async function readTwoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: siteSetting.value })
    .from(siteSetting)
    .where(eq(siteSetting.key, REQUIRED_KEY))
    .limit(1);
  // A value this code did not write fails loudly rather than switching the requirement off.
  return z.boolean().optional().parse(row?.value) ?? false;
}

export async function writeTwoFactorRequired(db: Db, required: boolean) {
  await db
    .insert(siteSetting)
    .values({ key: REQUIRED_KEY, value: required })
    .onConflictDoUpdate({
      target: siteSetting.key,
      set: { value: required, updatedAt: new Date() },
    });
}
