import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { POLICIES } from '@app/contract/policy';
import { createdAt, updatedAt } from './columns.ts';
import { member } from './member.ts';

/**
 * A version of a legal document (terms, privacy policy, the inquiry's collection notice), in
 * force from its 시행일 until the next version's (decision 27). Versions in force are never
 * changed: inquiries record which collection notice their writers agreed to by its 시행일.
 */
export const policyVersion = pgTable(
  'policy_version',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    policy: text('policy', { enum: POLICIES }).notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    /** Sanitised HTML (lib/rich-text/sanitize.ts). */
    content: text('content').notNull(),
    contentEn: text('content_en'),
    /** Staff's words on what changed and why (개정 사유). */
    summary: text('summary'),
    summaryEn: text('summary_en'),
    createdAt: createdAt(),
    /** Null for the site's own first versions and the demo's. */
    createdBy: integer('created_by').references(() => member.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('policy_version_effective_idx').on(t.policy, t.effectiveOn),
    index('policy_version_created_by_idx').on(t.createdBy),
    check('policy_version_policy_valid', sql`${t.policy} in ('terms', 'privacy', 'collection')`),
  ],
);
