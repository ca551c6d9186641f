import { GRADE_TOP } from '@app/contract/auth';
import { idParamSchema, problemSchema } from '@app/contract/common';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  ownNoticeSettingsInputSchema,
  ownNoticeSettingsSchema,
} from '@app/contract/notification';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { me } from '../../plugins/app/auth.ts';
import { rawResponse } from '../../plugins/external/docs.ts';
import { HttpProblem, conflict, notFound } from '../../lib/problem.ts';
import {
  findNotification,
  findOwnNoticeSettings,
  listNotifications,
  resendFailed,
  saveOwnNoticeSettings,
  unsubscribeDigest,
} from './notification.repository.ts';
import { unsubscribePage } from './unsubscribe-page.ts';

const tags = ['notification'];
const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema };

/**
 * Addresses are personal data (a visitor's e-mail): staff below the top grade see them masked,
 * enough to tell messages apart. The inquiry itself shows its writer's address to staff who
 * open it, where reading it is a deliberate act.
 */
const masked = (request: FastifyRequest) => me(request.staff).member.grade < GRADE_TOP;

/** The outbox as staff see it: any staff member, as the inquiries it is about. */
export const adminNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notification',
    {
      schema: {
        operationId: 'adminListNotifications',
        tags,
        summary: 'The outbox, newest first, with each message status, attempts and last answer',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await listNotifications(app.db, request.query, masked(request))),
      page: request.query.page,
      size: request.query.size,
      emailConfigured: app.notifications.emailConfigured,
      textConfigured: app.notifications.textConfigured,
    }),
  );

  app.post(
    '/notification/:id/resend',
    {
      schema: {
        operationId: 'adminResendNotification',
        tags,
        summary: 'Send a failed message again, from its first attempt',
        params: idParamSchema,
        response: { 200: notificationSchema, ...errors, 409: problemSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await resendFailed(app.db, id))) {
        if ((await findNotification(app.db, id, true)) === null) throw notFound('Notification');
        throw conflict('notification_not_failed', 'Only a failed message can be sent again.');
      }
      app.notifications.wake();
      const found = await findNotification(app.db, id, masked(request));
      if (!found) throw notFound('Notification');
      return found;
    },
  );

  app.get(
    '/me/notices',
    {
      schema: {
        operationId: 'getOwnNoticeSettings',
        tags,
        summary: 'Which notices you receive by e-mail',
        response: { 200: ownNoticeSettingsSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => {
      const found = await findOwnNoticeSettings(app.db, me(request.staff).member.id);
      if (!found) throw notFound('Member');
      return { ...found, emailConfigured: app.notifications.emailConfigured };
    },
  );

  app.put(
    '/me/notices',
    {
      config: { audit: { entity: 'member', action: 'notices' } },
      schema: {
        operationId: 'setOwnNoticeSettings',
        tags,
        summary: 'Choose whether new inquiries are e-mailed to you, and in which language',
        body: ownNoticeSettingsInputSchema,
        response: { 200: ownNoticeSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { id: memberId, grade } = me(request.staff).member;
      if (request.body.searchDigest === true && grade < (await app.statisticsAccess.grade())) {
        throw new HttpProblem(
          403,
          'forbidden',
          'The search digest goes to staff who may read the statistics.',
        );
      }
      await saveOwnNoticeSettings(app.db, memberId, request.body);
      const found = await findOwnNoticeSettings(app.db, memberId);
      if (!found) throw notFound('Member');
      return { ...found, emailConfigured: app.notifications.emailConfigured };
    },
  );
};

const html = 'text/html; charset=utf-8';
/** Form bodies the unsubscribe page and mail programs post: small, and never read. */
const UNSUBSCRIBE_BODY_LIMIT = 4_096;

/**
 * The weekly digest's unsubscribe link, without signing in: its random token (made when the
 * member asked for the digest) says whose it is. GET shows a button; POST, from that button or
 * a mail program's one-click unsubscribe (RFC 8058), stops the digest.
 */
export const publicNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: UNSUBSCRIBE_BODY_LIMIT },
      (_request, _body, done) => {
        done(null, null);
      },
    );
  }
  const schema = {
    tags,
    querystring: z.object({ token: z.string().max(100) }),
    response: {
      200: rawResponse(html, 'The page'),
      400: problemSchema,
      404: rawResponse(html, 'The page of a link that is no longer valid'),
    },
  };
  app.get(
    '/notification/digest/unsubscribe',
    {
      schema: {
        ...schema,
        operationId: 'showDigestUnsubscribe',
        summary: 'The page of a weekly digest unsubscribe link: a button, nothing changed yet',
      },
    },
    async (_request, reply) =>
      reply.type(html).header('cache-control', 'no-store').send(unsubscribePage('ask')),
  );
  app.post(
    '/notification/digest/unsubscribe',
    {
      schema: {
        ...schema,
        operationId: 'digestUnsubscribe',
        summary: 'Stops the weekly search digest of the member whose link this is',
      },
    },
    async (request, reply) => {
      const stopped = await unsubscribeDigest(app.db, request.query.token);
      return reply
        .status(stopped === null ? 404 : 200)
        .type(html)
        .header('cache-control', 'no-store')
        .send(unsubscribePage(stopped === null ? 'gone' : 'done'));
    },
  );
};
