import { z } from 'zod';

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

export const GRADE_MIN = 1;
export const GRADE_TOP = 10;
export const gradeSchema = z.number().int().min(GRADE_MIN).max(GRADE_TOP);

export const userInfoSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  grade: gradeSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  userInfo: userInfoSchema,
  expiresAt: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const authCheckResponseSchema = z.object({ user: userInfoSchema });
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;
