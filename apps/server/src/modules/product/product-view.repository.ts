import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';

/** Adds buffered views to their products' pending counts, one statement; no product row is written. */
export async function addViewDeltas(db: Db, counts: ReadonlyMap<number, number>): Promise<void> {
  if (counts.size === 0) return;
  const ids = [...counts.keys()];
  const increments = ids.map((id) => counts.get(id) ?? 0);
  await db.execute(sql`
    insert into product_view_delta (product_id, views)
    select v.id, v.n from unnest(${intArray(ids)}, ${intArray(increments)}) as v(id, n)
    on conflict (product_id) do update set views = product_view_delta.views + excluded.views`);
}

/**
 * Adds the pending views of at most `limit` products, the most viewed first, to their products'
 * counts and forgets them (a deleted product's too); several instances take different rows
 * (SKIP LOCKED). `updated_at` stays: a view is not an edit. Answers the pending rows taken.
 */
export async function foldViewDeltas(db: Db, limit: number): Promise<number> {
  const rows = await queryRows(
    db,
    sql`
      with due as (
        select product_id from product_view_delta
        order by views desc, product_id
        limit ${limit}
        for update skip locked
      ), taken as (
        delete from product_view_delta d using due
        where d.product_id = due.product_id
        returning d.product_id, d.views
      ), written as (
        update product p set view_count = p.view_count + taken.views
        from taken where p.id = taken.product_id
      )
      select count(*) as taken from taken`,
    z.object({ taken: z.coerce.number() }),
  );
  return rows[0]?.taken ?? 0;
}
