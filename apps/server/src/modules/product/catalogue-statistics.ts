import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';

/** How long the statistics are reused before they are read again. */
const REFRESH_MS = 10 * 60_000;

/**
 * What ANALYZE last sampled of the product table, for choosing how a search reads
 * (product-search.ts): estimates, never results. Before any ANALYZE every share is 0, so every
 * search reads its matches through the search indexes, as on a small catalogue.
 */
export interface CatalogueStatistics {
  /** Products in the table (`pg_class.reltuples`). */
  rows: number;
  /** The share of products whose search text holds this gram (a character or a pair). */
  gramShare(gram: string): number;
  /** The share of products whose name (as `search_key` keeps it) holds this gram. */
  nameGramShare(gram: string): number;
  /** The share of products filed under this category or one of its sub-categories. */
  categoryShare(id: number): number;
  /** The share of products at this place. */
  placeShare(id: number): number;
}

const elementsSchema = z.object({
  index: z.string(),
  grams: z.array(z.string()).nullable(),
  shares: z.array(z.number()).nullable(),
});
const valuesSchema = z.object({
  column: z.string(),
  ids: z.array(z.number()).nullable(),
  shares: z.array(z.number()).nullable(),
});

/** Each value's share, by the most common values ANALYZE kept of a column. */
function sharesOf(row: z.infer<typeof valuesSchema> | undefined): ReadonlyMap<number, number> {
  return new Map((row?.ids ?? []).map((id, i) => [id, row?.shares?.[i] ?? 0]));
}

async function readStatistics(db: Db): Promise<CatalogueStatistics> {
  const [rows, elements, values, tree] = await Promise.all([
    queryRows(
      db,
      sql`select greatest(reltuples, 0)::float8 as rows from pg_class
        where oid = to_regclass('product')`,
      z.object({ rows: z.number() }),
    ),
    // The gram indexes' most common elements (about the thousand commonest grams of each).
    queryRows(
      db,
      sql`select tablename::text as index, most_common_elems::text::text[] as grams,
          most_common_elem_freqs::float8[] as shares
        from pg_stats
        where schemaname = current_schema()
          and tablename in ('product_search_grams_idx', 'product_name_key_grams_idx')`,
      elementsSchema,
    ),
    queryRows(
      db,
      sql`select attname::text as column, most_common_vals::text::int[] as ids,
          most_common_freqs::float8[] as shares
        from pg_stats
        where schemaname = current_schema() and tablename = 'product'
          and attname in ('category_id', 'place_id')`,
      valuesSchema,
    ),
    queryRows(
      db,
      sql`select id, parent_id from category`,
      z.object({ id: z.number(), parent_id: z.number().nullable() }),
    ),
  ]);
  const sharesByGram = (index: string): ReadonlyMap<string, number> => {
    const row = elements.find((r) => r.index === index);
    return new Map((row?.grams ?? []).map((gram, i) => [gram, row?.shares?.[i] ?? 0]));
  };
  const byGram = sharesByGram('product_search_grams_idx');
  const byNameGram = sharesByGram('product_name_key_grams_idx');
  const column = (name: string) => values.find((row) => row.column === name);
  const categories = sharesOf(column('category_id'));
  const places = sharesOf(column('place_id'));
  return {
    rows: rows[0]?.rows ?? 0,
    // A gram not listed is rarer than every listed one: below 0.8% of the sample, so reading
    // its matches reads at most 8,000 rows at a million products, and mostly far fewer.
    gramShare: (gram) => byGram.get(gram) ?? 0,
    nameGramShare: (gram) => byNameGram.get(gram) ?? 0,
    categoryShare: (id) =>
      tree
        .filter((c) => c.id === id || c.parent_id === id)
        .reduce((sum, c) => sum + (categories.get(c.id) ?? 0), 0),
    placeShare: (id) => places.get(id) ?? 0,
  };
}

const loaded = new WeakMap<
  Db,
  { at: number; generation: number; statistics: Promise<CatalogueStatistics> }
>();
/** Bumped by an ANALYZE: every database handle's copy (primary, replicas, a job's) is stale. */
let generation = 0;

/**
 * The statistics of `db`, read at most every ten minutes and shared by every request meanwhile.
 * A failed read is not kept.
 */
export function catalogueStatistics(db: Db): Promise<CatalogueStatistics> {
  const cached = loaded.get(db);
  if (cached && cached.generation === generation && Date.now() - cached.at < REFRESH_MS) {
    return cached.statistics;
  }
  const statistics = readStatistics(db);
  loaded.set(db, { at: Date.now(), generation, statistics });
  statistics.catch(() => {
    if (loaded.get(db)?.statistics === statistics) loaded.delete(db);
  });
  return statistics;
}

/**
 * Fresh planner statistics (and, on PGlite, which has no autovacuum, a visibility map) after a
 * bulk write (a seed, an import); the next search reads the new ones and chooses by them.
 */
export async function analyzeCatalogue(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze product`);
  generation += 1;
}
