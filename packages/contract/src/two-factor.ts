import { z } from 'zod';

/** How many recovery codes enrolment and regeneration hand out. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between the password and the code stays open. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * A code as the member types it: six digits from the app, or a recovery code. Spaces and
 * hyphens are ignored; the server tells the two apart.
 */
export const twoFactorCodeSchema = z.string().trim().min(1).max(64);
/** A code from the app only: six digits, spaces allowed ("123 456"). */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{3} ?\d{3}$/, 'six digits');

/** The signed-in member's own two-factor status. */
export const ownTwoFactorSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** A grade-10 administrator requires two-factor sign-in of all staff. */
  required: z.boolean(),
});
export type OwnTwoFactor = z.infer<typeof ownTwoFactorSchema>;

/** A new secret, not active until a code from it is confirmed. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code: an SVG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** The current password: a stolen session alone cannot tie the account to another app. */
export const twoFactorSetupInputSchema = z.strictObject({ password: z.string().min(1).max(200) });
export type TwoFactorSetupInput = z.input<typeof twoFactorSetupInputSchema>;

export const twoFactorEnableSchema = z.strictObject({ code: totpCodeSchema });
export type TwoFactorEnable = z.input<typeof twoFactorEnableSchema>;

export const twoFactorDisableSchema = z.strictObject({
  password: z.string().min(1).max(200),
  code: twoFactorCodeSchema,
});
export type TwoFactorDisable = z.input<typeof twoFactorDisableSchema>;

export const recoveryCodesRegenerateSchema = z.strictObject({ code: twoFactorCodeSchema });
export type RecoveryCodesRegenerate = z.input<typeof recoveryCodesRegenerateSchema>;

/** Shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The site's two-factor policy and who has enrolled (grade 10). */
export const twoFactorOverviewSchema = z.object({
  required: z.boolean(),
  enrolledMemberIds: z.array(z.number().int()),
});
export type TwoFactorOverview = z.infer<typeof twoFactorOverviewSchema>;

export const twoFactorPolicySchema = z.strictObject({ required: z.boolean() });
export type TwoFactorPolicy = z.input<typeof twoFactorPolicySchema>;

/** The second sign-in step: the challenge from `POST /api/auth` and a code. */
export const twoFactorLoginSchema = z.strictObject({
  challenge: z.string().min(1).max(100),
  code: twoFactorCodeSchema,
});
export type TwoFactorLogin = z.input<typeof twoFactorLoginSchema>;
