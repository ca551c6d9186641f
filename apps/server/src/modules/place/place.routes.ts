import { idParamSchema, problemSchema } from '@app/contract/common';
import { placeInputSchema, placeSchema } from '@app/contract/place';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from '../../plugins/cache.ts';
import { notFound } from '../../plugins/problem.ts';
import {
  deletePlace,
  findPlace,
  insertPlace,
  listPlaces,
  updatePlace,
} from './place.repository.ts';

const CACHE_KEY = 'place:list';
const tags = ['place'];

export const publicPlaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/place',
    {
      schema: {
        tags,
        summary: 'All places, in display order',
        response: { 200: z.array(placeSchema) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await app.cache.get(CACHE_KEY, () => listPlaces(app.db))),
  );
};

export const adminPlaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = () => app.cache.invalidate('place:');
  const params = idParamSchema;
  const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema };

  app.get('/place', { schema: { tags, response: { 200: z.array(placeSchema), ...errors } } }, () =>
    listPlaces(app.db),
  );

  app.get(
    '/place/:id',
    { schema: { tags, params, response: { 200: placeSchema, ...errors } } },
    async (request) => {
      const found = await findPlace(app.db, request.params.id);
      if (!found) throw notFound('Place');
      return found;
    },
  );

  app.post(
    '/place',
    { schema: { tags, body: placeInputSchema, response: { 201: placeSchema, ...errors } } },
    async (request, reply) => {
      const created = await insertPlace(app.db, request.body);
      await changed();
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/place/:id',
    { schema: { tags, params, body: placeInputSchema, response: { 200: placeSchema, ...errors } } },
    async (request) => {
      const updated = await updatePlace(app.db, request.params.id, request.body);
      if (!updated) throw notFound('Place');
      await changed();
      return updated;
    },
  );

  app.delete(
    '/place/:id',
    { schema: { tags, params, response: { 204: z.null(), ...errors, 409: problemSchema } } },
    async (request, reply) => {
      if (!(await deletePlace(app.db, request.params.id))) throw notFound('Place');
      await changed();
      return reply.status(204).send(null);
    },
  );
};
