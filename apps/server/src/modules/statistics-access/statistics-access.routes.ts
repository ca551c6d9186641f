import { GRADE_TOP } from '@app/contract/auth-constants';
import { problemSchema } from '@app/contract/common';
import { statisticsAccessSchema } from '@app/contract/statistics-access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noteAudit } from '../audit/audit-trail.ts';

const tags = ['stats'];

/**
 * Who reads the statistics: every staff member may ask (the admin shows or hides their
 * sections by it); only a grade-10 administrator changes it.
 */
export const statisticsAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async () => ({ grade: await app.statisticsAccess.grade() });

  app.get(
    '/statistics-access',
    {
      schema: {
        operationId: 'adminGetStatisticsAccess',
        tags,
        summary:
          'The lowest grade that reads search insight, visitor statistics and the search digest',
        response: { 200: statisticsAccessSchema, 401: problemSchema },
      },
    },
    answer,
  );

  app.put(
    '/statistics-access',
    {
      onRequest: app.requireGrade(GRADE_TOP),
      config: { audit: { entity: 'setting', action: 'update' } },
      schema: {
        operationId: 'adminSetStatisticsAccess',
        tags,
        summary: 'Choose the lowest grade that reads the statistics (grade 10 only)',
        body: statisticsAccessSchema,
        response: {
          200: statisticsAccessSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
        },
      },
    },
    async (request) => {
      await app.statisticsAccess.setGrade(request.body.grade);
      noteAudit(request, { entityId: 'statistics_grade' });
      return answer();
    },
  );
};
