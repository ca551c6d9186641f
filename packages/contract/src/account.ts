import { z } from 'zod';
import { passwordSchema } from './member.ts';

/** A staff member changes their own password; the current one proves it is them. */
export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword: passwordSchema,
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** One of the signed-in member's own sessions; the token (or its hash) never leaves the server. */
export const ownSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;
