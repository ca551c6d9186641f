import type { ContentLanguage } from '@app/contract/content-language';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';

/** Items a feed carries: readers poll for what is new, not for the archive. */
export const FEED_ITEMS = 20;

/** One item of a feed, in the feed's language (Korean where there is no English). */
export interface FeedItem {
  id: number;
  title: string;
  /** Rich text or plain text, as stored; the route makes an excerpt of it. */
  body: string;
  published: Date;
}

const itemSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  published: z.coerce.date(),
});

const english = (lang: ContentLanguage) => lang === 'en';

/** A board's name in `lang`, or null when there is no such board. */
export async function findFeedBoard(db: Db, boardId: number, lang: ContentLanguage) {
  const [row] = await queryRows(
    db,
    sql`select case when ${english(lang)} then coalesce(name_en, name) else name end as name
      from board where id = ${boardId}`,
    z.object({ name: z.string() }),
  );
  return row ?? null;
}

/**
 * A board's newest published posts. Read as its pinned and its other posts, each newest first
 * through `post_board_list_idx` (board, published, pinned, created), then merged: 2 × 20 rows
 * however many posts the board has.
 */
export function listFeedPosts(db: Db, boardId: number, lang: ContentLanguage) {
  const en = english(lang);
  const part = (pinned: boolean) => sql`(select id,
      case when ${en} then coalesce(title_en, title) else title end as title,
      case when ${en} then coalesce(content_en, content) else content end as body,
      created_at as published
    from post where board_id = ${boardId} and published and pinned = ${pinned}
    order by created_at desc, id desc limit ${FEED_ITEMS})`;
  return queryRows(
    db,
    sql`select * from (${part(true)} union all ${part(false)}) p
      order by published desc, id desc limit ${FEED_ITEMS}`,
    itemSchema,
  );
}

/** The newest published products, through the public list's newest-first index. */
export function listFeedProducts(db: Db, lang: ContentLanguage) {
  const en = english(lang);
  return queryRows(
    db,
    sql`select id,
        case when ${en} then coalesce(name_en, name) else name end as title,
        coalesce(case when ${en} then coalesce(summary_en, summary) else summary end, '') as body,
        created_at as published
      from product where status = 'published'
      order by created_at desc nulls last, id desc nulls last limit ${FEED_ITEMS}`,
    itemSchema,
  );
}
