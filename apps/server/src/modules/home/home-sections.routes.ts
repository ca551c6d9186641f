import { problemSchema } from '@app/contract/common';
import { adminHomeSectionsSchema, homeSectionsInputSchema } from '@app/contract/home-sections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { findHomeSections, saveHomeSections } from './home-sections.repository.ts';

const tags = ['home'];

/** The home page's sections below the hero, edited by staff as they edit the pages. */
export const adminHomeSectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

  app.get(
    '/home-sections',
    {
      schema: {
        operationId: 'adminGetHomeSections',
        tags,
        summary: "The home page's sections (figures, business areas, strengths) as staff edit them",
        response: { 200: adminHomeSectionsSchema, ...errors },
      },
    },
    () => findHomeSections(app.db),
  );

  app.put(
    '/home-sections',
    {
      schema: {
        operationId: 'adminSaveHomeSections',
        tags,
        summary: "Replace the home page's sections; the home page shows them at once",
        body: homeSectionsInputSchema,
        response: { 200: adminHomeSectionsSchema, ...errors },
      },
      config: { audit: { entity: 'home', action: 'update' } },
    },
    async (request) => {
      await saveHomeSections(app.db, request.body);
      await dropAfterWrite(app.cache, 'home');
      return findHomeSections(app.db);
    },
  );
};
