import { idParamSchema, problemSchema, reorderInputSchema } from '@app/contract/common';
import { contentLanguageQuerySchema } from '@app/contract/content-language';
import { adminPlaceSchema, placeInputSchema, placeSchema } from '@app/contract/place';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_PREFIX, dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { sendCached } from '../../plugins/app/cache.ts';
import { HttpProblem, inUseConflict, notFound } from '../../lib/problem.ts';
import {
  countProductsInPlace,
  deletePlace,
  findPlace,
  insertPlace,
  listAdminPlaces,
  listPlaces,
  reorderPlaces,
  unknownPlaceIds,
  updatePlace,
} from './place.repository.ts';

const tags = ['place'];

export const publicPlaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/place',
    {
      schema: {
        operationId: 'listPlaces',
        tags,
        summary: 'All places, in display order',
        querystring: contentLanguageQuerySchema,
        response: { 200: z.array(placeSchema), 400: problemSchema },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      return sendCached(
        request,
        reply,
        await app.cache.get(`${CACHE_PREFIX.place}list:${lang}`, () =>
          listPlaces(app.readDb, lang),
        ),
      );
    },
  );
};

export const adminPlaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = () => dropAfterWrite(app.cache, 'place');
  const params = idParamSchema;
  const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema };

  app.get(
    '/place',
    {
      schema: {
        operationId: 'adminListPlaces',
        summary: 'All places, in display order, for staff',
        tags,
        response: { 200: z.array(adminPlaceSchema), ...errors },
      },
    },
    () => listAdminPlaces(app.db),
  );

  app.get(
    '/place/:id',
    {
      schema: {
        operationId: 'adminGetPlace',
        summary: 'One place',
        tags,
        params,
        response: { 200: adminPlaceSchema, ...errors },
      },
    },
    async (request) => {
      const found = await findPlace(app.db, request.params.id);
      if (!found) throw notFound('Place');
      return found;
    },
  );

  app.post(
    '/place',
    {
      schema: {
        operationId: 'adminCreatePlace',
        summary: 'Create a place',
        tags,
        body: placeInputSchema,
        response: { 201: adminPlaceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await insertPlace(app.db, request.body);
      await changed();
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/place/:id',
    {
      schema: {
        operationId: 'adminUpdatePlace',
        summary: 'Update a place',
        tags,
        params,
        body: placeInputSchema,
        response: { 200: adminPlaceSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await updatePlace(app.db, request.params.id, request.body);
      if (!updated) throw notFound('Place');
      await changed();
      return updated;
    },
  );

  app.put(
    '/place/order',
    {
      schema: {
        operationId: 'adminReorderPlaces',
        tags,
        summary: 'Set the display order (drag and drop): the ids in their new order',
        body: reorderInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { ids } = request.body;
      const unknown = await unknownPlaceIds(app.db, ids);
      if (unknown.length > 0) {
        const message = `These places do not exist: ${unknown.join(', ')}.`;
        throw new HttpProblem(400, 'validation_failed', message, {
          errors: [{ field: 'body.ids', message }],
        });
      }
      await reorderPlaces(app.db, ids);
      await changed();
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/place/:id',
    {
      schema: {
        operationId: 'adminDeletePlace',
        summary: 'Delete a place (refused while products are in it)',
        tags,
        params,
        response: { 204: z.null(), ...errors, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const used = await countProductsInPlace(app.db, id);
      if (used > 0) {
        throw inUseConflict('place_in_use', used, 'place');
      }
      if (!(await deletePlace(app.db, id))) throw notFound('Place');
      await changed();
      return reply.status(204).send(null);
    },
  );
};
