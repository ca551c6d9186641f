import { GRADE_TOP } from '@app/contract/auth-constants';
import { STATISTICS_GRADE_DEFAULT, statisticsAccessSchema } from '@app/contract/statistics-access';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { siteSetting } from '../../db/schema/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The grade the statistics need (search insight, visitor counts, the search digest). */
    statisticsAccess: {
      grade: () => Promise<number>;
      setGrade: (grade: number) => Promise<void>;
      /** An onRequest hook: staff below the grade get 403. */
      guard: preHandlerAsyncHookHandler;
    };
  }
}

const KEY = 'statistics_grade';
const CACHE = 'statistics-grade';
/** Read on every statistics request; a change drops it on every instance. */
const CACHE_MS = 60_000;

export async function readStatisticsGrade(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: siteSetting.value })
    .from(siteSetting)
    .where(eq(siteSetting.key, KEY))
    .limit(1);
  // A value this code did not write fails loudly rather than opening the statistics to all.
  return row === undefined
    ? STATISTICS_GRADE_DEFAULT
    : statisticsAccessSchema.parse(row.value).grade;
}

/** The top administrator's choice of who reads the statistics, enforced on their routes. */
export const statisticsAccessPlugin = fp((app: FastifyInstance) => {
  const memo = app.cache.memo<{ grade: number }>(CACHE, CACHE_MS);
  const grade = async () => {
    const found = await memo.get('site', async () => ({
      grade: await readStatisticsGrade(app.db),
    }));
    // The load never answers null; were it to, the statistics close rather than open.
    return found?.grade ?? GRADE_TOP;
  };
  app.decorate('statisticsAccess', {
    grade,
    async setGrade(value: number) {
      await app.db
        .insert(siteSetting)
        .values({ key: KEY, value: { grade: value } })
        .onConflictDoUpdate({
          target: siteSetting.key,
          set: { value: { grade: value }, updatedAt: new Date() },
        });
      await app.cache.invalidate(`${CACHE}:`);
    },
    async guard(request, reply) {
      await app.requireGrade(await grade()).call(this, request, reply);
    },
  });
});
