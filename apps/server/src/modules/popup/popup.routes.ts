import { idParamSchema, problemSchema } from '@app/contract/common';
import {
  type AdminPopup,
  type PopupValues,
  adminPopupSchema,
  popupInputSchema,
  popupQuerySchema,
  publicPopupListSchema,
} from '@app/contract/popup';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text/sanitize.ts';
import { CACHE_PREFIX, dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { sendCached, toCachedJson } from '../../plugins/app/cache.ts';
import { findImage } from '../image/image.repository.ts';
import { descriptionImageIds } from '../product/product-description.ts';
import {
  type PopupRecord,
  deletePopup,
  findAdminPopup,
  findPopupImageUsage,
  insertPopup,
  listAdminPopups,
  listPopupsNotEnded,
  popupsShowing,
  updatePopup,
} from './popup.repository.ts';

const tags = ['popup'];

/**
 * The popups not yet ended are kept (dropped by every popup or image write); each request picks
 * those showing at its own time, so a popup starts and ends on time whatever the copy's age. The
 * copy is renewed hourly only to shed the popups that ended meanwhile.
 */
const KEPT_MS = 60 * 60_000;

/** `GET /api/data/v1/popup`: what a visitor's browser shows after the page has loaded. */
export const publicPopupRoutes: FastifyPluginAsyncZod = async (app) => {
  const notEnded = app.cache.memo<AdminPopup[]>(CACHE_PREFIX.popup.slice(0, -1), KEPT_MS);

  app.get(
    '/popup',
    {
      schema: {
        operationId: 'listPopups',
        tags,
        summary:
          'The popups showing now on one site (language) and screen, the one to show first first',
        querystring: popupQuerySchema,
        response: { 200: publicPopupListSchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      const { lang, device } = request.query;
      const popups =
        (await notEnded.get('not-ended', () => listPopupsNotEnded(app.readDb, Date.now()))) ?? [];
      return sendCached(
        request,
        reply,
        toCachedJson(popupsShowing(popups, lang, device, Date.now())),
      );
    },
  );
};

/** Text sanitised, what the kind does not show dropped, the pictures it shows named. */
async function popupRecord(app: FastifyInstance, input: PopupValues): Promise<PopupRecord> {
  const isText = input.kind === 'text';
  const body = isText ? sanitizeRichText(input.body ?? '') : null;
  const bodyEn = isText && input.bodyEn !== null ? sanitizeRichText(input.bodyEn) : null;
  const empty = (html: string | null) =>
    html !== null && richTextToPlain(html).trim() === '' && !html.includes('<img');
  const refused = [
    ...(empty(body) ? [{ field: 'body.body', message: 'A text popup needs its text.' }] : []),
    ...(isText && input.titleEn !== null && (bodyEn === null || empty(bodyEn))
      ? [{ field: 'body.bodyEn', message: 'An English version needs both its title and its text.' }]
      : []),
  ];
  const imageId = isText ? null : input.imageId;
  if (imageId !== null && (await findImage(app.db, imageId)) === null) {
    refused.push({ field: 'body.imageId', message: 'The image is not in the library.' });
  }
  if (refused.length > 0) {
    throw new HttpProblem(400, 'validation_failed', refused.map((r) => r.message).join(' '), {
      errors: refused,
    });
  }
  const shown = await descriptionImageIds(app.db, `${body ?? ''} ${bodyEn ?? ''}`);
  return {
    title: input.title,
    titleEn: input.titleEn,
    kind: input.kind,
    body,
    bodyEn: isText && input.titleEn !== null ? bodyEn : null,
    imageId,
    link: input.link,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    device: input.device,
    language: input.language,
    dismissDays: input.dismissDays,
    imageIds: [...new Set([...(imageId === null ? [] : [imageId]), ...shown])],
  };
}

/** Popups are edited by any staff member, as the pages and the home sections are. */
export const adminPopupRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = idParamSchema;
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const changed = () => dropAfterWrite(app.cache, 'popup');
  const found = async (id: number) => {
    const popup = await findAdminPopup(app.db, id, Date.now());
    if (popup === null) throw notFound('Popup');
    return popup;
  };

  app.imageUsage.register('popup', async (imageIds) =>
    (await findPopupImageUsage(app.db, imageIds)).map((row) => ({
      imageId: row.image_id,
      kind: 'popup',
      id: row.id,
      title: row.title,
    })),
  );

  app.get(
    '/popup',
    {
      schema: {
        operationId: 'adminListPopups',
        tags,
        summary: 'Every popup, the latest start first, with where its schedule stands',
        response: { 200: z.array(adminPopupSchema), ...errors },
      },
    },
    () => listAdminPopups(app.db, Date.now()),
  );

  app.get(
    '/popup/:id',
    {
      schema: {
        operationId: 'adminGetPopup',
        tags,
        summary: 'One popup as staff edit it',
        params,
        response: { 200: adminPopupSchema, ...errors },
      },
    },
    (request) => found(request.params.id),
  );

  app.post(
    '/popup',
    {
      schema: {
        operationId: 'adminCreatePopup',
        tags,
        summary: 'Create a popup; it shows from its start to its end',
        body: popupInputSchema,
        response: { 201: adminPopupSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await insertPopup(app.db, await popupRecord(app, request.body));
      await changed();
      return reply.status(201).send(await found(id));
    },
  );

  app.put(
    '/popup/:id',
    {
      schema: {
        operationId: 'adminUpdatePopup',
        tags,
        summary: 'Replace a popup; visitors who put it away see it again',
        params,
        body: popupInputSchema,
        response: { 200: adminPopupSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await updatePopup(app.db, id, await popupRecord(app, request.body)))) {
        throw notFound('Popup');
      }
      await changed();
      return found(id);
    },
  );

  app.delete(
    '/popup/:id',
    {
      schema: {
        operationId: 'adminDeletePopup',
        tags,
        summary: 'Delete a popup',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deletePopup(app.db, request.params.id))) throw notFound('Popup');
      await changed();
      return reply.status(204).send(null);
    },
  );
};
