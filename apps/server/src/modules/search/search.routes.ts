import { idParamSchema, problemSchema } from '@app/contract/common';
import {
  suggestQuerySchema,
  suggestionsSchema,
  synonymInputSchema,
  synonymSchema,
} from '@app/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { CACHE_PREFIX, dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { sendCached } from '../../plugins/app/cache.ts';
import { normalizeQuery } from './query-text.ts';
import { suggest } from './suggest.ts';
import { deleteSynonym, insertSynonym, listSynonyms, updateSynonym } from './synonyms.ts';

const tags = ['search'];

export const publicSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/suggest',
    {
      schema: {
        operationId: 'suggestSearches',
        tags,
        summary:
          'Suggestions as a visitor types: completed words (mid-syllable, 초성, either keyboard mode), products, categories',
        querystring: suggestQuerySchema,
        response: { 200: suggestionsSchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      const q = normalizeQuery(request.query.q);
      const { lang } = request.query;
      // Kept until the next product write, like the product pages: the same keystrokes come
      // from every visitor typing the same word.
      const entry = await app.cache.get(
        `${CACHE_PREFIX.product}suggest:${lang}:${q}`,
        async () => ({
          q,
          items: await suggest(app.readDb, q, lang, await app.productSearch.synonyms()),
        }),
      );
      return sendCached(request, reply, entry);
    },
  );
};

/** A term another synonym already has: 409 naming the field. */
function termTaken(error: unknown): never {
  if (violatedUniqueIndex(error) !== 'search_synonym_term_idx') throw error;
  const message = 'A synonym with this term already exists: edit that one.';
  throw new HttpProblem(409, 'synonym_term_taken', message, {
    errors: [{ field: 'body.term', message }],
  });
}

export const adminSynonymRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema };
  const writeErrors = { ...errors, 409: problemSchema };
  // Searches and suggestions read the synonyms and the dictionary holds their words.
  const changed = async () => {
    app.productSearch.wordsChanged();
    await dropAfterWrite(app.cache, 'product');
  };

  app.get(
    '/search/synonyms',
    {
      schema: {
        operationId: 'adminListSynonyms',
        tags,
        summary: 'Every synonym, by term',
        response: { 200: z.array(synonymSchema), ...errors },
      },
    },
    () => listSynonyms(app.db),
  );

  app.post(
    '/search/synonyms',
    {
      config: { audit: { entity: 'synonym', action: 'create' } },
      schema: {
        operationId: 'adminCreateSynonym',
        tags,
        summary: 'Add a synonym: the term finds its alternatives (and, both ways, the reverse)',
        body: synonymInputSchema,
        response: { 201: synonymSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await insertSynonym(app.db, request.body).catch(termTaken);
      await changed();
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/search/synonyms/:id',
    {
      config: { audit: { entity: 'synonym', action: 'update' } },
      schema: {
        operationId: 'adminUpdateSynonym',
        tags,
        summary: 'Change a synonym',
        params: idParamSchema,
        body: synonymInputSchema,
        response: { 200: synonymSchema, ...writeErrors },
      },
    },
    async (request) => {
      const updated = await updateSynonym(app.db, request.params.id, request.body).catch(termTaken);
      if (!updated) throw notFound('Synonym');
      await changed();
      return updated;
    },
  );

  app.delete(
    '/search/synonyms/:id',
    {
      config: { audit: { entity: 'synonym', action: 'delete' } },
      schema: {
        operationId: 'adminDeleteSynonym',
        tags,
        summary: 'Remove a synonym',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteSynonym(app.db, request.params.id))) throw notFound('Synonym');
      await changed();
      return reply.status(204).send(null);
    },
  );
};
