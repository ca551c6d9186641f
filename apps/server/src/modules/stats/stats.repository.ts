import {
  type AdminStats,
  STATS_TOP_PRODUCTS,
  STATS_WEEKS,
  viewedProductSchema,
  weeklyCountSchema,
} from '@app/contract/stats';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { statusCount } from '../../db/schema/index.ts';

/** The company and its staff work in Korea: "this week" starts on Monday 00:00 there. */
const SITE_TIME_ZONE = 'Asia/Seoul';
const weekStartOf = (offsetWeeks: number) =>
  sql`(date_trunc('week', now() at time zone ${SITE_TIME_ZONE}) - make_interval(weeks => ${offsetWeeks}))`;

const countRow = z.object({ n: z.coerce.number().int() });

/**
 * Rows per status of products and inquiries, exact: triggers keep them with every write
 * (migration 0016), so reading them costs the same at any catalogue size.
 */
async function countsByStatus(db: Db) {
  const rows = await db.select().from(statusCount);
  return (table: 'product' | 'inquiry', status: string) =>
    rows.find((row) => row.tableName === table && row.status === status)?.count ?? 0;
}

export async function readAdminStats(db: Db): Promise<AdminStats> {
  const [counted, postsThisWeek, weeks, top] = await Promise.all([
    countsByStatus(db),
    // A range of one week's posts on their own index.
    queryRows(
      db,
      sql`select count(*) as n from post
            where created_at >= ${weekStartOf(0)} at time zone ${SITE_TIME_ZONE}`,
      countRow,
    ),
    // One range scan of the last weeks' inquiries, grouped; empty weeks are filled with 0.
    queryRows(
      db,
      sql`with weeks as (
              select generate_series(${weekStartOf(STATS_WEEKS - 1)}, ${weekStartOf(0)}, interval '1 week') as week
            ), counts as (
              select date_trunc('week', created_at at time zone ${SITE_TIME_ZONE}) as week, count(*) as n
              from inquiry
              where created_at >= ${weekStartOf(STATS_WEEKS - 1)} at time zone ${SITE_TIME_ZONE}
              group by 1
            )
            select to_char(weeks.week, 'YYYY-MM-DD') as "weekStart", coalesce(counts.n, 0)::int as count
            from weeks left join counts using (week)
            order by weeks.week`,
      weeklyCountSchema,
    ),
    queryRows(
      db,
      sql`select id, name, status, view_count as "viewCount" from product
            where view_count > 0
            order by view_count desc, id desc
            limit ${STATS_TOP_PRODUCTS}`,
      viewedProductSchema,
    ),
  ]);
  return {
    publishedProducts: counted('product', 'published'),
    draftProducts: counted('product', 'draft'),
    unansweredInquiries: counted('inquiry', 'received'),
    postsThisWeek: postsThisWeek[0]?.n ?? 0,
    inquiriesPerWeek: weeks,
    mostViewedProducts: top,
  };
}
