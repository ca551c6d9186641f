import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';

/** How long the statistics are reused before they are read again. */
const REFRESH_MS = 10 * 60_000;

type Frequencies = ReadonlyMap<string, number>;

const loaded = new WeakMap<Db, { at: number; frequencies: Promise<Frequencies> }>();

/**
 * The share of products containing each common gram, as ANALYZE last sampled it: the most
 * common elements of the gram index (`product_search_grams_idx`). Empty before any ANALYZE.
 */
async function readFrequencies(db: Db): Promise<Frequencies> {
  const [row] = await queryRows(
    db,
    sql`select most_common_elems::text::text[] as grams, most_common_elem_freqs as shares
      from pg_stats
      where schemaname = current_schema() and tablename = 'product_search_grams_idx'`,
    z.object({ grams: z.array(z.string()).nullable(), shares: z.array(z.number()).nullable() }),
  );
  const grams = row?.grams ?? [];
  const shares = row?.shares ?? [];
  return new Map(grams.map((gram, i) => [gram, shares[i] ?? 0]));
}

/**
 * The gram statistics of `db`, read at most every ten minutes and shared by every request
 * meanwhile. A failed read is not kept.
 */
export function gramFrequencies(db: Db): Promise<Frequencies> {
  const cached = loaded.get(db);
  if (cached && Date.now() - cached.at < REFRESH_MS) return cached.frequencies;
  const frequencies = readFrequencies(db);
  loaded.set(db, { at: Date.now(), frequencies });
  frequencies.catch(() => {
    if (loaded.get(db)?.frequencies === frequencies) loaded.delete(db);
  });
  return frequencies;
}
