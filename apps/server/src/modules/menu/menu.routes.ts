import { problemSchema } from '@app/contract/common';
import { contentLanguageQuerySchema } from '@app/contract/content-language';
import { adminMenusSchema, menusInputSchema, publicMenusSchema } from '@app/contract/menu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpProblem } from '../../lib/problem.ts';
import { CACHE_PREFIX, dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { sendCached } from '../../plugins/app/cache.ts';
import {
  deleteMenus,
  findMenus,
  findPublicMenus,
  missingReferences,
  saveMenus,
} from './menu.repository.ts';

const tags = ['menu'];

/** What a missing row is called in the refusal. */
const KIND_NAMES = { board: 'board', category: 'category', product: 'product' } as const;

/** `GET /api/data/v1/menus`: the header's and footer's menus every public page shows. */
export const publicMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/menus',
    {
      schema: {
        operationId: 'getMenus',
        tags,
        summary: "The header's and footer's menus, labels in the language asked for",
        querystring: contentLanguageQuerySchema,
        response: { 200: publicMenusSchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const menus = await app.cache.get(`${CACHE_PREFIX.menu}${lang}`, () =>
        findPublicMenus(app.readDb, lang),
      );
      return sendCached(request, reply, menus);
    },
  );
};

/** The menus, edited by any staff member as they edit the pages. */
export const adminMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

  app.get(
    '/menus',
    {
      schema: {
        operationId: 'adminGetMenus',
        tags,
        summary:
          "The header's and footer's menus as staff edit them (the default ones until saved)",
        response: { 200: adminMenusSchema, ...errors },
      },
    },
    () => findMenus(app.db),
  );

  app.put(
    '/menus',
    {
      schema: {
        operationId: 'adminSaveMenus',
        tags,
        summary: 'Replace both menus; every public page shows them at once',
        body: menusInputSchema,
        response: { 200: adminMenusSchema, ...errors },
      },
      config: { audit: { entity: 'menu', action: 'update' } },
    },
    async (request) => {
      const missing = await missingReferences(app.db, request.body);
      if (missing.length > 0) {
        const named = missing.map((ref) => {
          const what = `${KIND_NAMES[ref.kind]} ${String(ref.id)}`;
          const item = ref.label === null ? '' : ` ("${ref.label}")`;
          return {
            field: `body.${ref.path.join('.')}`,
            message: `The ${what}${item} does not exist.`,
          };
        });
        throw new HttpProblem(400, 'validation_failed', named.map((n) => n.message).join(' '), {
          errors: named,
        });
      }
      await saveMenus(app.db, request.body);
      await dropAfterWrite(app.cache, 'menu');
      return findMenus(app.db);
    },
  );

  app.delete(
    '/menus',
    {
      schema: {
        operationId: 'adminRestoreMenus',
        tags,
        summary: 'Go back to the default menus',
        response: { 200: adminMenusSchema, ...errors },
      },
      config: { audit: { entity: 'menu', action: 'delete' } },
    },
    async () => {
      await deleteMenus(app.db);
      await dropAfterWrite(app.cache, 'menu');
      return findMenus(app.db);
    },
  );
};
