import type { ContentLanguage } from '@app/contract/content-language';
import {
  type AdminPolicyVersion,
  type Policy,
  type PolicyDocument,
  type PolicyVersion,
  type PolicyVersionDetail,
  type PolicyVersionState,
  type PolicyVersionSummary,
} from '@app/contract/policy';
import { and, desc, eq, getTableColumns, gt, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { member, policyVersion } from '../../db/schema/index.ts';
import { inLanguage } from '../../lib/content-language.ts';
import { policyChanges } from './policy-changes.ts';

type VersionRow = typeof policyVersion.$inferSelect;

/** What a save writes; the texts are already sanitised. */
export interface PolicyVersionValues {
  effectiveOn: string;
  content: string;
  contentEn: string | null;
  summary: string | null;
  summaryEn: string | null;
}

/**
 * Each version's state on `today`, the versions newest first: the first at or before today is in
 * force, those after it are announced, those before it are past.
 */
function states(rows: { effectiveOn: string }[], today: string): PolicyVersionState[] {
  let currentSeen = false;
  return rows.map((row) => {
    if (row.effectiveOn > today) return 'upcoming';
    if (currentSeen) return 'past';
    currentSeen = true;
    return 'current';
  });
}

const toVersion = (
  row: VersionRow,
  state: PolicyVersionState,
  lang: ContentLanguage,
): PolicyVersion =>
  inLanguage(
    lang,
    { effectiveOn: row.effectiveOn, state, content: row.content, summary: row.summary },
    { content: row.contentEn, summary: row.summaryEn },
  );

/** The policy's versions' dates, newest first (a handful: a policy changes a few times a year). */
async function versionDates(db: Db, policy: Policy) {
  return db
    .select({ id: policyVersion.id, effectiveOn: policyVersion.effectiveOn })
    .from(policyVersion)
    .where(eq(policyVersion.policy, policy))
    .orderBy(desc(policyVersion.effectiveOn));
}

async function versionRow(db: Db, policy: Policy, effectiveOn: string) {
  const [row] = await db
    .select()
    .from(policyVersion)
    .where(and(eq(policyVersion.policy, policy), eq(policyVersion.effectiveOn, effectiveOn)))
    .limit(1);
  return row ?? null;
}

/** A policy as its public page shows it on `today`. */
export async function findPolicyDocument(
  db: Db,
  policy: Policy,
  today: string,
  lang: ContentLanguage,
): Promise<PolicyDocument> {
  const dates = await versionDates(db, policy);
  const dated = states(dates, today);
  const versions: PolicyVersionSummary[] = dates.map((row, i) => ({
    effectiveOn: row.effectiveOn,
    state: dated[i] ?? 'past',
  }));
  const inForce = versions.find((v) => v.state === 'current');
  const row = inForce ? await versionRow(db, policy, inForce.effectiveOn) : null;
  return {
    policy,
    current: row ? toVersion(row, 'current', lang) : null,
    upcoming: versions.filter((v) => v.state === 'upcoming').reverse(),
    versions,
  };
}

/** One version with the before/after table against the version before it. */
export async function findPolicyVersion(
  db: Db,
  policy: Policy,
  effectiveOn: string,
  today: string,
  lang: ContentLanguage,
): Promise<PolicyVersionDetail | null> {
  const dates = await versionDates(db, policy);
  const index = dates.findIndex((row) => row.effectiveOn === effectiveOn);
  if (index === -1) return null;
  const dated = states(dates, today);
  const before = dates[index + 1];
  const [row, previousRow] = await Promise.all([
    versionRow(db, policy, effectiveOn),
    before ? versionRow(db, policy, before.effectiveOn) : null,
  ]);
  if (!row) return null;
  const version = toVersion(row, dated[index] ?? 'past', lang);
  const previous = previousRow ? toVersion(previousRow, dated[index + 1] ?? 'past', lang) : null;
  return {
    policy,
    version,
    previous: previous ? { effectiveOn: previous.effectiveOn, state: previous.state } : null,
    changes: previous ? policyChanges(previous.content, version.content) : [],
  };
}

/** The version in force on `today` (none before the first 시행일). */
export async function currentEffectiveOn(
  db: Db,
  policy: Policy,
  today: string,
): Promise<string | null> {
  const [row] = await db
    .select({ effectiveOn: policyVersion.effectiveOn })
    .from(policyVersion)
    .where(and(eq(policyVersion.policy, policy), lte(policyVersion.effectiveOn, today)))
    .orderBy(desc(policyVersion.effectiveOn))
    .limit(1);
  return row?.effectiveOn ?? null;
}

/** Every version with who wrote it, newest first. */
export async function listAdminVersions(
  db: Db,
  policy: Policy,
  today: string,
): Promise<AdminPolicyVersion[]> {
  const rows = await db
    .select({ ...getTableColumns(policyVersion), createdByName: member.name })
    .from(policyVersion)
    .leftJoin(member, eq(member.id, policyVersion.createdBy))
    .where(eq(policyVersion.policy, policy))
    .orderBy(desc(policyVersion.effectiveOn));
  const dated = states(rows, today);
  return rows.map((row, i) => ({
    id: row.id,
    effectiveOn: row.effectiveOn,
    state: dated[i] ?? 'past',
    content: row.content,
    contentEn: row.contentEn,
    summary: row.summary,
    summaryEn: row.summaryEn,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function findVersionById(db: Db, policy: Policy, id: number) {
  const [row] = await db
    .select()
    .from(policyVersion)
    .where(and(eq(policyVersion.policy, policy), eq(policyVersion.id, id)))
    .limit(1);
  return row ?? null;
}

/** Whether another version of the policy has this 시행일. */
export async function dateTaken(db: Db, policy: Policy, effectiveOn: string, exceptId?: number) {
  const row = await versionRow(db, policy, effectiveOn);
  return row !== null && row.id !== exceptId;
}

export async function insertVersion(
  db: Db,
  policy: Policy,
  values: PolicyVersionValues,
  memberId: number | null,
): Promise<number> {
  const [row] = await db
    .insert(policyVersion)
    .values({ policy, ...values, createdBy: memberId })
    .returning({ id: policyVersion.id });
  if (!row) throw new Error('policy version not inserted');
  return row.id;
}

/** The version `id` of the policy, if its 시행일 is after `today`. */
const stillToCome = (policy: Policy, id: number, today: string) =>
  and(
    eq(policyVersion.policy, policy),
    eq(policyVersion.id, id),
    gt(policyVersion.effectiveOn, today),
  );

/** Rewrites a version still to come; false when it is no longer (or never was) one. */
export async function updateUpcomingVersion(
  db: Db,
  policy: Policy,
  id: number,
  values: PolicyVersionValues,
  today: string,
): Promise<boolean> {
  const rows = await db
    .update(policyVersion)
    .set(values)
    .where(stillToCome(policy, id, today))
    .returning({ id: policyVersion.id });
  return rows.length > 0;
}

/** Withdraws a version still to come; false when it is no longer (or never was) one. */
export async function deleteUpcomingVersion(
  db: Db,
  policy: Policy,
  id: number,
  today: string,
): Promise<boolean> {
  const rows = await db
    .delete(policyVersion)
    .where(stillToCome(policy, id, today))
    .returning({ id: policyVersion.id });
  return rows.length > 0;
}

/**
 * Replaces a policy's versions with `versions` when staff have written none of them (the site's
 * own first version, or the demo's); answers whether it did.
 */
export async function replaceUnpublishedPolicy(
  db: Db,
  policy: Policy,
  versions: PolicyVersionValues[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [staffWritten] = await tx
      .select({ id: policyVersion.id })
      .from(policyVersion)
      .where(and(eq(policyVersion.policy, policy), isNotNull(policyVersion.createdBy)))
      .limit(1);
    if (staffWritten) return false;
    await tx.delete(policyVersion).where(eq(policyVersion.policy, policy));
    await tx.insert(policyVersion).values(versions.map((values) => ({ policy, ...values })));
    return true;
  });
}

/** Gives each policy without a version its first one; answers how many it gave. */
export async function insertFirstVersions(
  db: Db,
  versions: ({ policy: Policy } & PolicyVersionValues)[],
): Promise<number> {
  const have = new Set(
    (await db.selectDistinct({ policy: policyVersion.policy }).from(policyVersion)).map(
      (row) => row.policy,
    ),
  );
  const missing = versions.filter((version) => !have.has(version.policy));
  if (missing.length > 0) await db.insert(policyVersion).values(missing).onConflictDoNothing();
  return missing.length;
}
