import { PRODUCT_EXACT_TOTAL } from '@app/contract/product-constants';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../db/client.ts';
import { SORT_COLUMNS, allConditions } from '../modules/product/product-query.ts';
import { type Searched, findMatchIds } from '../modules/product/product-search.ts';
import { matchConditions, rankSql } from '../modules/search/match-sql.ts';

/**
 * What a search must answer, by the search's own definitions and no index: every product
 * tested with the match as a filter, ranked, and sorted whole. The yardstick the exactness test
 * and `npm run bench:catalogue` hold the search to.
 */
export async function fullScanIds(db: Db, q: Searched): Promise<number[]> {
  const [row] = await queryRows(
    db,
    sql`select array(
        select p.id from (
          select ${SORT_COLUMNS}, ${rankSql(q.understanding)} as rank from product p
          where ${allConditions(q, matchConditions(q.understanding, 'filter'))}
        ) p order by p.rank, ${q.order}
      ) as ids`,
    z.object({ ids: z.array(z.number()) }),
  );
  return row?.ids ?? [];
}

/** How one page of a search compares with the full scan. */
export interface PageCheck {
  /** The page holds the full scan's products for it, in its order. */
  pageExact: boolean;
  /** The total is the full scan's, or an estimate (above PRODUCT_EXACT_TOTAL) within 10%. */
  totalRight: boolean;
  total: number;
  trueTotal: number;
  estimated: boolean;
}

/** Page `page` (of `size`) of the search `q` beside the full scan's `truth`. */
export async function checkPage(
  db: Db,
  q: Searched,
  truth: readonly number[],
  page: number,
  size = 20,
): Promise<PageCheck> {
  const offset = page * size;
  const found = await findMatchIds(db, { ...q, offset, limit: size }, offset + size);
  const shown = found.ids.slice(offset, offset + size);
  const expected = truth.slice(offset, offset + size);
  const trueTotal = truth.length;
  return {
    pageExact: shown.length === expected.length && shown.every((id, i) => id === expected[i]),
    totalRight: found.estimated
      ? trueTotal > PRODUCT_EXACT_TOTAL && Math.abs(found.total - trueTotal) <= trueTotal * 0.1
      : found.total === trueTotal,
    total: found.total,
    trueTotal,
    estimated: found.estimated,
  };
}
