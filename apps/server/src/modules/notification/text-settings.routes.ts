import { GRADE_TOP } from '@app/contract/auth-constants';
import { problemSchema } from '@app/contract/common';
import { textSettingsInputSchema, textSettingsSchema } from '@app/contract/text-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { noteAudit } from '../audit/audit-trail.ts';
import { readTextSettings, writeTextSettings } from './text-settings.repository.ts';

const tags = ['notification'];
const errors = { 401: problemSchema, 403: problemSchema };

/**
 * Who is texted of new inquiries, from which number, as 알림톡 or not, and when not (top grade:
 * the numbers are staff's personal data).
 */
export const textSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async () => ({
    ...(await readTextSettings(app.db)),
    configured: app.notifications.textConfigured,
  });

  app.get(
    '/notification/text-settings',
    {
      onRequest: app.requireGrade(GRADE_TOP),
      schema: {
        operationId: 'adminGetTextSettings',
        tags,
        summary: 'The text-message settings: sender, staff numbers, 알림톡 template, quiet hours',
        response: { 200: textSettingsSchema, ...errors },
      },
    },
    answer,
  );

  app.put(
    '/notification/text-settings',
    {
      onRequest: app.requireGrade(GRADE_TOP),
      config: { audit: { entity: 'setting', action: 'update' } },
      schema: {
        operationId: 'adminSetTextSettings',
        tags,
        summary: 'Save the text-message settings (grade 10 only)',
        body: textSettingsInputSchema,
        response: { 200: textSettingsSchema, 400: problemSchema, ...errors },
      },
    },
    async (request) => {
      await writeTextSettings(app.db, request.body);
      // The inquiry form offers texts of the answer by the public site's `textNotices`.
      await dropAfterWrite(app.cache, 'site');
      noteAudit(request, { entityId: 'text_messages' });
      return answer();
    },
  );
};
