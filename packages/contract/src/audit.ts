import { z } from 'zod';
import { idSchema, pageQuerySchema, timestamp } from './common.ts';

/**
 * What an audit row records. Writes get create/update/delete by HTTP method unless the route
 * names its action; the rest are recorded explicitly by the code that performs them.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'answer',
  'login',
  'login_failed',
  'logout',
  'password',
  'password_reset',
  'grade',
  'deactivate',
  'reactivate',
  'end_session',
  'two_factor_setup',
  'two_factor_enable',
  'two_factor_disable',
  'two_factor_recovery_codes',
  'two_factor_reset',
] as const;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  memberId: z.number().int().nullable(),
  /** The login id as it was when the row was written. */
  memberLoginId: z.string().nullable(),
  /** The member's current name, or null once the member is deleted. */
  memberName: z.string().nullable(),
  /** One of AUDIT_ACTIONS, or a route-specific verb such as "bulk". */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  at: z.string(),
  summary: z.string(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = pageQuerySchema
  .extend({
    memberId: idSchema.optional(),
    entity: z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z][a-z0-9-]*$/, 'lowercase letters, digits and hyphens only')
      .optional(),
    /** Inclusive start; an ISO date-time with offset, so the browser's day boundaries apply. */
    from: timestamp.optional(),
    /** Exclusive end. */
    to: timestamp.optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    path: ['to'],
    error: 'must not be before from',
  });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEntitiesSchema = z.array(z.string());
