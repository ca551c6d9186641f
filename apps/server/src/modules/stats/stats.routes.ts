import { problemSchema } from '@app/contract/common';
import { type AdminStats, adminStatsSchema } from '@app/contract/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latestAuditId } from '../audit/audit.repository.ts';
import { readAdminStats } from './stats.repository.ts';

/**
 * The counts are counters (constant time), but the inquiries per week read up to twelve weeks of
 * rows: milliseconds on PGlite (bench/admin-stats.ts), which runs one query at a time, so every
 * other request's queries would wait. The result is reused until a staff write (a new audit row)
 * or, for what visitors change (inquiries, views), until this long has passed.
 */
const STATS_TTL_MS = 30_000;

/** The admin home: every staff member sees it, in one call. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  let cached: { version: number; expiresAt: number; stats: AdminStats } | null = null;

  app.get(
    '/stats',
    {
      schema: {
        operationId: 'adminGetStats',
        tags: ['stats'],
        summary: 'Counts, weekly inquiries and the most viewed products for the admin home',
        response: { 200: adminStatsSchema, 401: problemSchema },
      },
    },
    async () => {
      const version = await latestAuditId(app.db);
      if (cached?.version === version && cached.expiresAt > Date.now()) return cached.stats;
      const stats = await readAdminStats(app.db);
      cached = { version, expiresAt: Date.now() + STATS_TTL_MS, stats };
      return stats;
    },
  );
};
