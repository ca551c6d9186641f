import type { Synonym, SynonymInput } from '@app/contract/search';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { searchSynonym } from '../../db/schema/index.ts';
import { normalizeQuery } from './query-text.ts';

/** Each phrase staff entered, normalised, with the phrases a search for it also finds. */
export type SynonymMap = ReadonlyMap<string, readonly string[]>;

const ruleSchema = z.object({
  term: z.string(),
  alternatives: z.array(z.string()),
  both_ways: z.boolean(),
});

/** Every synonym rule as a map: one way, the term finds its alternatives; both ways, each finds the rest. */
export async function loadSynonyms(db: Db): Promise<SynonymMap> {
  const rules = await queryRows(
    db,
    sql`select term, alternatives, both_ways from search_synonym order by id`,
    ruleSchema,
  );
  const map = new Map<string, Set<string>>();
  const add = (from: string, to: string) => {
    const [a, b] = [normalizeQuery(from), normalizeQuery(to)];
    if (a === b) return;
    map.set(a, (map.get(a) ?? new Set()).add(b));
  };
  for (const rule of rules) {
    const group = [rule.term, ...rule.alternatives];
    for (const alternative of rule.alternatives) add(rule.term, alternative);
    if (rule.both_ways) {
      for (const from of rule.alternatives) for (const to of group) add(from, to);
    }
  }
  return new Map([...map].map(([term, found]) => [term, [...found]]));
}

type SynonymRow = typeof searchSynonym.$inferSelect;

const toSynonym = (row: SynonymRow): Synonym => ({
  id: row.id,
  term: row.term,
  alternatives: row.alternatives,
  bothWays: row.bothWays,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Stored as the search compares them: normalised, so 스뎅 and " 스뎅 " are one term. */
const values = (input: SynonymInput) => ({
  term: normalizeQuery(input.term),
  alternatives: input.alternatives.map(normalizeQuery),
  bothWays: input.bothWays,
});

/** Every synonym, by term. */
export async function listSynonyms(db: Db): Promise<Synonym[]> {
  const rows = await db.select().from(searchSynonym).orderBy(asc(searchSynonym.term));
  return rows.map(toSynonym);
}

export async function insertSynonym(db: Db, input: SynonymInput): Promise<Synonym> {
  const [row] = await db.insert(searchSynonym).values(values(input)).returning();
  if (!row) throw new Error('insert returned no row');
  return toSynonym(row);
}

export async function updateSynonym(
  db: Db,
  id: number,
  input: SynonymInput,
): Promise<Synonym | null> {
  const [row] = await db
    .update(searchSynonym)
    .set(values(input))
    .where(eq(searchSynonym.id, id))
    .returning();
  return row ? toSynonym(row) : null;
}

export async function deleteSynonym(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(searchSynonym).where(eq(searchSynonym.id, id)).returning();
  return rows.length > 0;
}
