import { problemSchema } from '@app/contract/common';
import {
  VISIT_DEFAULT_RANGE_DAYS,
  pageViewInputSchema,
  visitRangeQuerySchema,
  visitStatsSchema,
} from '@app/contract/visits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { readVisitStats } from './visits.repository.ts';

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

/** Pages served by the server are counted as they are served (page-render.ts); these are not. */
const NOT_PAGES = /^\/(?:admin|api|assets|fonts|media)(?:[/?#]|$)/;

/**
 * The web app's page views after the first: a page shown without loading a document is told
 * here by the browser (its path only), and counted as a served page is (decision 22).
 */
export const publicVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/visits/view',
    {
      schema: {
        operationId: 'recordPageView',
        tags: ['stats'],
        summary: 'Count a page the web app showed without loading it',
        description:
          "Sent by the web app on client-side navigation. Counted as a served page is: by the day's hash of address and user agent, nothing kept that names anyone. Staff pages and the API are not pages and are ignored.",
        body: pageViewInputSchema,
        response: { 204: z.null(), 400: problemSchema },
      },
    },
    async (request, reply) => {
      const { path } = request.body;
      if (!NOT_PAGES.test(path)) {
        // A Fastify request's address and headers are getters: named, not spread.
        app.visits.record({ url: path, ip: request.ip, headers: request.headers });
      }
      return reply.status(204).send(null);
    },
  );
};
