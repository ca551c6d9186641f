import { problemSchema } from '@app/contract/common';
import {
  VISIT_DEFAULT_RANGE_DAYS,
  visitRangeQuerySchema,
  visitStatsSchema,
} from '@app/contract/visits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { addDays, readVisitStats } from './visits.repository.ts';

/**
 * Visitor statistics (접속자 집계): totals per day that name no one (decision 22), for staff of
 * the grade the top administrator chose for the statistics.
 */
export const adminVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.statisticsAccess.guard);
  app.get(
    '/stats/visits',
    {
      schema: {
        operationId: 'adminGetVisitStats',
        tags: ['stats'],
        summary: 'Visits and page views per day, top pages, referrers, devices and languages',
        description:
          'Days are days in Korea, both ends included; without `from` and `to`, the last 30 days. Counts written every 10 seconds.',
        querystring: visitRangeQuerySchema,
        response: {
          200: visitStatsSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
        },
      },
    },
    async (request) => {
      const today = dayInKorea(new Date());
      const span = VISIT_DEFAULT_RANGE_DAYS - 1;
      const { from: asked, to: until } = request.query;
      const to = until ?? (asked === undefined ? today : addDays(asked, span));
      const from = asked ?? addDays(to, -span);
      return readVisitStats(app.db, { from, to, today });
    },
  );
};
