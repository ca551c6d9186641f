import { GRADE_TOP } from '@app/contract/auth-constants';
import { problemSchema } from '@app/contract/common';
import { indexNowSettingsSchema, indexNowStatusSchema } from '@app/contract/indexnow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rawResponse } from '../../plugins/external/docs.ts';
import { noteAudit } from '../audit/audit-trail.ts';
import { latestPings } from './indexnow.repository.ts';

const tags = ['seo'];

/**
 * The key file search engines fetch to check a notification came from this site: `/<key>.txt`,
 * holding the key. Any other name, or the notifications off, is the site's 404 page.
 */
export const indexNowKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:key(^[0-9a-f]{32}).txt',
    {
      schema: {
        operationId: 'getIndexNowKey',
        tags,
        summary: "The site's IndexNow key, as a text file of its name",
        params: z.object({ key: z.string() }),
        response: { 200: rawResponse('text/plain', 'The key') },
      },
    },
    async (request, reply) => {
      const { enabled, key } = await app.indexNow.settings();
      if (!enabled || request.params.key !== key) {
        reply.callNotFound();
        return reply;
      }
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(key);
    },
  );
};

/** Whether the site tells search engines of its changes, and what it told them (top grade). */
export const adminIndexNowRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.indexNow.publicUrl;
  const status = async () => {
    const { enabled, key } = await app.indexNow.settings();
    return { enabled, keyLocation: `${publicUrl}/${key}.txt`, pings: await latestPings(app.db) };
  };
  const errors = { 401: problemSchema, 403: problemSchema };

  app.get(
    '/seo/indexnow',
    {
      onRequest: app.requireGrade(GRADE_TOP),
      schema: {
        operationId: 'adminGetIndexNow',
        tags,
        summary: 'Whether IndexNow notifications are sent, the key file, and the latest sent',
        response: { 200: indexNowStatusSchema, ...errors },
      },
    },
    status,
  );

  app.put(
    '/seo/indexnow',
    {
      onRequest: app.requireGrade(GRADE_TOP),
      config: { audit: { entity: 'setting', action: 'update' } },
      schema: {
        operationId: 'adminSetIndexNow',
        tags,
        summary: 'Turn IndexNow notifications on or off (grade 10 only)',
        body: indexNowSettingsSchema,
        response: { 200: indexNowStatusSchema, 400: problemSchema, ...errors },
      },
    },
    async (request) => {
      await app.indexNow.setEnabled(request.body.enabled);
      noteAudit(request, { entityId: 'indexnow' });
      return status();
    },
  );
};
