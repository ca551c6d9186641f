import { z } from 'zod';
import { daySchema, idSchema, optionalText, timestamp } from './common.ts';
import { koreanTextsSchema } from './content-language.ts';
import { POLICIES } from './policy-constants.ts';

// Defined without zod for the public policy pages; re-exported for the schemas' importers.
export { POLICIES, POLICY_PATHS, type Policy } from './policy-constants.ts';

export const policySchema = z.enum(POLICIES);
export const policyParamSchema = z.strictObject({ policy: policySchema });

/** A version is named by its policy and its 시행일, which no two versions share. */
export const policyVersionParamSchema = z.strictObject({
  policy: policySchema,
  effectiveOn: daySchema,
});
export const policyVersionIdParamSchema = z.strictObject({
  policy: policySchema,
  id: idSchema,
});

/** Where a version stands today. */
export const POLICY_VERSION_STATES = ['upcoming', 'current', 'past'] as const;
export type PolicyVersionState = (typeof POLICY_VERSION_STATES)[number];

/** A line of a policy's version list. */
export const policyVersionSummarySchema = z.object({
  effectiveOn: daySchema,
  state: z.enum(POLICY_VERSION_STATES),
});
export type PolicyVersionSummary = z.infer<typeof policyVersionSummarySchema>;

/** A version as the public reads it, in the language asked for. */
export const policyVersionSchema = policyVersionSummarySchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
  /** Staff's own words on what changed and why (개정 사유); the diff is the server's. */
  summary: z.string().nullable(),
  ko: koreanTextsSchema(['content', 'summary']),
});
export type PolicyVersion = z.infer<typeof policyVersionSchema>;

/**
 * A policy as its public page shows it: the version in force (none only before the first
 * version's 시행일), those announced for later, and every version, newest first.
 */
export const policyDocumentSchema = z.object({
  policy: policySchema,
  current: policyVersionSchema.nullable(),
  upcoming: z.array(policyVersionSummarySchema),
  versions: z.array(policyVersionSummarySchema),
});
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;

/**
 * One row of the before/after table: a block (paragraph, list item, heading, table row) removed,
 * added or rewritten, with its words marked where it was rewritten.
 */
export const policyChangeSchema = z.object({
  before: z.array(z.object({ text: z.string(), removed: z.boolean() })).nullable(),
  after: z.array(z.object({ text: z.string(), added: z.boolean() })).nullable(),
});
export type PolicyChange = z.infer<typeof policyChangeSchema>;

/** A version with what changed from the one before it. */
export const policyVersionDetailSchema = z.object({
  policy: policySchema,
  version: policyVersionSchema,
  previous: policyVersionSummarySchema.nullable(),
  changes: z.array(policyChangeSchema),
});
export type PolicyVersionDetail = z.infer<typeof policyVersionDetailSchema>;

export const POLICY_CONTENT_MAX = 500_000;
export const POLICY_SUMMARY_MAX = 1_000;

/**
 * A new version, or an announced one rewritten. Its 시행일 is today or later: a version in force
 * is a record of what visitors agreed to and never changes.
 */
export const policyVersionInputSchema = z.strictObject({
  effectiveOn: daySchema,
  /** Rich HTML; the server sanitises it. */
  content: z.string().trim().min(1, 'Write the text of the version.').max(POLICY_CONTENT_MAX),
  contentEn: z.string().max(POLICY_CONTENT_MAX).optional(),
  summary: optionalText(POLICY_SUMMARY_MAX),
  summaryEn: optionalText(POLICY_SUMMARY_MAX),
});
export type PolicyVersionInput = z.input<typeof policyVersionInputSchema>;

/** The staff view of a version: both languages, and who wrote it. */
export const adminPolicyVersionSchema = z.object({
  id: z.number().int(),
  effectiveOn: daySchema,
  state: z.enum(POLICY_VERSION_STATES),
  content: z.string(),
  contentEn: z.string().nullable(),
  summary: z.string().nullable(),
  summaryEn: z.string().nullable(),
  createdAt: timestamp,
  createdByName: z.string().nullable(),
  updatedAt: timestamp,
});
export type AdminPolicyVersion = z.infer<typeof adminPolicyVersionSchema>;

export const adminPolicySchema = z.object({
  policy: policySchema,
  /** Today in Korea, by which the states are told. */
  today: daySchema,
  versions: z.array(adminPolicyVersionSchema),
});
export type AdminPolicy = z.infer<typeof adminPolicySchema>;
