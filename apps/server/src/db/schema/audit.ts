import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { member } from './member.ts';

/**
 * The audit trail: one row per staff write, sign-in, sign-out and failed sign-in.
 * Rows are only ever inserted; no route updates or deletes them.
 */
export const audit = pgTable(
  'audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a failed sign-in with an unknown login id, or once the member is deleted. */
    memberId: integer('member_id').references(() => member.id, { onDelete: 'set null' }),
    /** The member's login id at the time, so the row still says who after a deletion. */
    memberLoginId: text('member_login_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    summary: text('summary').notNull().default(''),
    ip: text('ip'),
  },
  (t) => [
    // One index per filter of the audit screen, each ending in the sort order (newest first).
    index('audit_at_idx').on(t.at, t.id),
    index('audit_member_at_idx').on(t.memberId, t.at, t.id),
    index('audit_entity_at_idx').on(t.entity, t.at, t.id),
  ],
);
