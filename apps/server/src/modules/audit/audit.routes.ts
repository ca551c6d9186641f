import { auditEntitiesSchema, auditEntrySchema, auditListQuerySchema } from '@app/contract/audit';
import { GRADE_TOP } from '@app/contract/auth';
import { pagedSchema, problemSchema } from '@app/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit } from './audit.repository.ts';

const tags = ['audit'];
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

/** Read-only on purpose: no route edits or deletes an audit row. Grade 10 only. */
export const auditRoutes: FastifyPluginAsyncZod<{ entities: ReadonlySet<string> }> = async (
  app,
  opts,
) => {
  app.addHook('onRequest', app.requireGrade(GRADE_TOP));

  app.get(
    '/audit',
    {
      schema: {
        operationId: 'adminListAudit',
        tags,
        summary: 'The audit trail, newest first',
        querystring: auditListQuerySchema,
        response: { 200: pagedSchema(auditEntrySchema), ...errors },
      },
    },
    async (request) => {
      const { items, total } = await listAudit(app.db, request.query);
      return { items, page: request.query.page, size: request.query.size, total };
    },
  );

  app.get(
    '/audit/entities',
    {
      schema: {
        operationId: 'adminListAuditEntities',
        tags,
        summary: 'The entities that can appear in the trail, for the filter',
        response: { 200: auditEntitiesSchema, ...errors },
      },
    },
    () => [...opts.entities].sort(),
  );
};
