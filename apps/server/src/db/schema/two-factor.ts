import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { member } from './member.ts';

/** A member's TOTP secret (RFC 6238); one row per member, pending until its first code. */
export const memberTwoFactor = pgTable('member_two_factor', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => member.id, { onDelete: 'cascade' }),
  /** AES-256-GCM with TOTP_ENCRYPTION_KEY (see secret-box.ts); the base32 secret is never stored. */
  secretEncrypted: text('secret_encrypted').notNull(),
  /** Null while the enrolment awaits the first code from the member's app. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The time step of the last accepted code: no code is accepted twice. */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as SHA-256 hashes; a used code's row is deleted. */
export const twoFactorRecoveryCode = pgTable(
  'two_factor_recovery_code',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => memberTwoFactor.memberId, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
  },
  (t) => [uniqueIndex('two_factor_recovery_code_uq').on(t.memberId, t.codeHash)],
);

/** The step between a correct password and the code: stored hashed, single use, short-lived. */
export const twoFactorChallenge = pgTable(
  'two_factor_challenge',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('two_factor_challenge_token_hash_uq').on(t.tokenHash),
    index('two_factor_challenge_member_id_idx').on(t.memberId),
  ],
);
