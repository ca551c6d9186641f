import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
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
