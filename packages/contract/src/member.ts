import { z } from 'zod';
import { gradeSchema, loginIdSchema } from './auth.ts';
import { pageQuerySchema, text } from './common.ts';

export const memberSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  grade: gradeSchema,
  active: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const PASSWORD_MIN = 10;
export const passwordSchema = z.string().min(PASSWORD_MIN).max(200);

const email = z
  .email()
  .max(200)
  .nullish()
  .or(z.literal('').transform(() => null));

export const memberCreateSchema = z.strictObject({
  loginId: loginIdSchema,
  name: text(50),
  email,
  password: passwordSchema,
  grade: gradeSchema,
});
export type MemberCreate = z.input<typeof memberCreateSchema>;

export const memberUpdateSchema = z
  .strictObject({
    name: text(50).optional(),
    email,
    grade: gradeSchema.optional(),
    active: z.boolean().optional(),
    password: passwordSchema.optional(),
  })
  .refine((update) => Object.keys(update).length > 0, 'give at least one field to change');
export type MemberUpdate = z.input<typeof memberUpdateSchema>;

export const memberListQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;
