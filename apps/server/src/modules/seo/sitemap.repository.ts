import { type PageSlug, pageSlugSchema } from '@app/contract/page';
import { POLICIES, POLICY_PATHS } from '@app/contract/policy';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * The rows a long, split sitemap lists: every published product, every published post, and
 * for their English pages those with an English name or title (decision 17).
 */
export const LISTINGS = ['products', 'posts', 'en-products', 'en-posts'] as const;
export type Listing = (typeof LISTINGS)[number];

/**
 * Literal conditions, not parameters: `status = 'published'` with `id` ranges reads
 * product_status_idx (status, id); posts are read by their primary key.
 */
const LISTED: Record<Listing, SQL> = {
  products: sql`from product where status = 'published'`,
  posts: sql`from post where published`,
  'en-products': sql`from product where status = 'published' and name_en is not null`,
  'en-posts': sql`from post where published and title_en is not null`,
};

/** Rows read per query while a block is loaded: one block of 50,000 is ten short queries. */
const BATCH = 5_000;

/**
 * A block is a range of ids: block n holds the listed rows with ids from (n - 1) × size + 1 to
 * n × size, so it never exceeds `size` URLs and an unpublished or deleted row changes its own
 * block only, never shifts the rows of the blocks after it.
 */
export interface Block {
  number: number;
  /** The latest change of its rows (ms). */
  lastmod: number;
}

/** The blocks holding at least one listed row, in one grouped pass over the listed rows. */
export async function listBlocks(db: Db, listing: Listing, size: number): Promise<Block[]> {
  const rows = await queryRows(
    db,
    sql`select (id - 1) / ${size} + 1 as number, max(updated_at) as lastmod
        ${LISTED[listing]} group by 1 order by 1`,
    z.object({ number: z.coerce.number(), lastmod: z.coerce.date() }),
  );
  return rows.map((row) => ({ number: row.number, lastmod: row.lastmod.getTime() }));
}

/** A block's ids and last changes, as typed arrays: 12 bytes a URL, whatever the origin. */
export interface BlockUrls {
  ids: Int32Array;
  lastmods: Float64Array;
}

const urlRowSchema = z.object({ id: z.number(), updated_at: z.coerce.date() });

/** Block `number`'s rows, read in keyset batches; null when it has none (any more). */
export async function loadBlock(
  db: Db,
  listing: Listing,
  size: number,
  number: number,
): Promise<BlockUrls | null> {
  const ids = new Int32Array(size);
  const lastmods = new Float64Array(size);
  let count = 0;
  let after = (number - 1) * size;
  const last = number * size;
  for (;;) {
    const rows = await queryRows(
      db,
      sql`select id, updated_at ${LISTED[listing]} and id > ${after} and id <= ${last}
          order by id limit ${BATCH}`,
      urlRowSchema,
    );
    for (const row of rows) {
      ids[count] = row.id;
      lastmods[count] = row.updated_at.getTime();
      count += 1;
    }
    const tail = rows.at(-1);
    if (rows.length < BATCH || tail === undefined) break;
    after = tail.id;
  }
  return count === 0 ? null : { ids: ids.slice(0, count), lastmods: lastmods.slice(0, count) };
}

export interface DatedRow<K> {
  key: K;
  lastmod: number;
  /** Whether it has an English name or title, so an English page to list. */
  english: boolean;
}

/** Every board, changed when it or one of its published posts last changed. */
export async function listBoardDates(db: Db): Promise<DatedRow<number>[]> {
  const rows = await queryRows(
    db,
    sql`select b.id, greatest(b.updated_at, max(p.updated_at)) as lastmod,
          b.name_en is not null as english
        from board b left join post p on p.board_id = b.id and p.published
        group by b.id order by b.id`,
    z.object({ id: z.number(), lastmod: z.coerce.date(), english: z.boolean() }),
  );
  return rows.map((row) => ({
    key: row.id,
    lastmod: row.lastmod.getTime(),
    english: row.english,
  }));
}

/** The editable pages there are, each with its last save. */
export async function listPageDates(db: Db): Promise<DatedRow<PageSlug>[]> {
  const rows = await queryRows(
    db,
    sql`select slug, updated_at, title_en is not null as english from page order by slug`,
    z.object({ slug: z.string(), updated_at: z.coerce.date(), english: z.boolean() }),
  );
  // A row added by hand under another slug has no public route.
  return rows.flatMap((row) => {
    const slug = pageSlugSchema.safeParse(row.slug);
    return slug.success
      ? [{ key: slug.data, lastmod: row.updated_at.getTime(), english: row.english }]
      : [];
  });
}

/**
 * Each policy's page (its path) with the day its version in force took effect or, if later, was
 * last written: a version announced for later changes the page on its 시행일.
 */
export async function listPolicyDates(db: Db, today: string): Promise<DatedRow<string>[]> {
  const rows = await queryRows(
    db,
    sql`select distinct on (policy) policy, effective_on::text as effective_on, updated_at,
          content_en is not null as english
        from policy_version where effective_on <= ${today}
        order by policy, effective_on desc`,
    z.object({
      policy: z.enum(POLICIES),
      effective_on: z.string(),
      updated_at: z.coerce.date(),
      english: z.boolean(),
    }),
  );
  return rows.map((row) => ({
    key: POLICY_PATHS[row.policy],
    lastmod: Math.max(Date.parse(`${row.effective_on}T00:00:00+09:00`), row.updated_at.getTime()),
    english: row.english,
  }));
}
