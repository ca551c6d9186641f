import { problemSchema } from '@app/contract/common';
import {
  searchDismissInputSchema,
  searchInsightExportQuerySchema,
  searchInsightQuerySchema,
  searchInsightSchema,
} from '@app/contract/search-insight';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SPREADSHEET_TYPES, sendSpreadsheet } from '../../lib/spreadsheet.ts';
import { rawResponse } from '../../plugins/external/docs.ts';
import { me } from '../../plugins/app/auth.ts';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { searchInsightExport } from './search-insight-export.ts';
import { dismissSearch, readSearchInsight } from './search-insight.repository.ts';

const tags = ['search'];
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

/** What visitors search for and do not find (issue 35): staff of the statistics grade. */
export const adminSearchInsightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.statisticsAccess.guard);
  app.get(
    '/search/insight',
    {
      schema: {
        operationId: 'adminGetSearchInsight',
        tags,
        summary:
          'Searches over a range of days: top queries, those that find nothing (still), those never clicked, those that led to inquiries',
        querystring: searchInsightQuerySchema,
        response: { 200: searchInsightSchema, ...errors },
      },
    },
    async (request) => {
      // What was logged is written every few seconds: the report includes what has settled,
      // and is still read when that write cannot be made now.
      await app.searchInsight.flush().catch((error: unknown) => {
        request.log.warn({ err: error }, 'search log not brought up to date for the report');
      });
      return readSearchInsight(app.db, request.query, dayInKorea(new Date()), (searched) =>
        app.searchInsight.findsNothing(searched),
      );
    },
  );

  app.get(
    '/search/insight/export',
    {
      schema: {
        operationId: 'adminExportSearchInsight',
        tags,
        summary:
          'Every query of a range of days with its counts, most searched first, as .xlsx or CSV (UTF-8 with BOM)',
        querystring: searchInsightExportQuerySchema,
        response: {
          200: rawResponse(Object.values(SPREADSHEET_TYPES), 'The spreadsheet, as a download'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      await app.searchInsight.flush().catch((error: unknown) => {
        request.log.warn({ err: error }, 'search log not brought up to date for the export');
      });
      const today = dayInKorea(new Date());
      const body = searchInsightExport(app.db, request.query, today, (error) => {
        request.log.error({ err: error }, 'search insight export failed part-way');
      });
      return sendSpreadsheet(reply, format, `searches-${from}-${to}`, body);
    },
  );

  app.post(
    '/search/insight/dismissed',
    {
      config: { audit: { entity: 'search', action: 'dismiss' } },
      schema: {
        operationId: 'adminDismissSearch',
        tags,
        summary:
          'Takes a query off the list of searches that find nothing, until it finds nothing again',
        body: searchDismissInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await dismissSearch(app.db, request.body.searched, me(request.staff).member.id);
      return reply.status(204).send(null);
    },
  );
};
