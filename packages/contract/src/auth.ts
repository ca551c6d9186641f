import { z } from 'zod';
import { GRADE_MIN, GRADE_TOP } from './auth-constants.ts';

// Defined without zod for the browser's first download; re-exported for the schemas' importers.
export { GRADE_MIN, GRADE_TOP } from './auth-constants.ts';

export const loginIdSchema = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .regex(/^[a-zA-Z0-9._-]+$/, 'letters, digits, dot, underscore and hyphen only');

export const loginInputSchema = z.strictObject({
  loginId: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const gradeSchema = z.number().int().min(GRADE_MIN).max(GRADE_TOP);

export const userInfoSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  grade: gradeSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** A signed-in session: what a sign-in ends with. */
export const loginSessionSchema = z.object({
  token: z.string(),
  userInfo: userInfoSchema,
  expiresAt: z.string(),
});
export type LoginSession = z.infer<typeof loginSessionSchema>;

/** The password was right and the member has two-factor sign-in: `POST /api/auth/two-factor` next. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  expiresAt: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const loginResponseSchema = z.union([loginSessionSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const authCheckResponseSchema = z.object({ user: userInfoSchema });
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;
