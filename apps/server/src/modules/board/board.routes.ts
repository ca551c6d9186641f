import {
  adminBoardDetailSchema,
  adminBoardSchema,
  boardDeleteQuerySchema,
  boardInputSchema,
  boardSchema,
} from '@app/contract/board';
import { idParamSchema, problemSchema } from '@app/contract/common';
import { contentLanguageQuerySchema } from '@app/contract/content-language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_PREFIX, dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { sendCached } from '../../plugins/app/cache.ts';
import { HttpProblem, conflict, notFound } from '../../lib/problem.ts';
import {
  findAdminBoard,
  findBoardBySlug,
  insertBoard,
  listAdminBoards,
  listBoards,
  updateBoard,
} from './board.repository.ts';
import { removeStoredFiles } from './attachment-file.ts';
import { deleteBoardWithPosts } from './post.repository.ts';

const tags = ['board'];
const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema };

export const publicBoardListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/board',
    {
      schema: {
        operationId: 'listBoards',
        tags,
        summary: 'All boards, in display order',
        querystring: contentLanguageQuerySchema,
        response: { 200: z.array(boardSchema), 400: problemSchema },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      return sendCached(
        request,
        reply,
        await app.cache.get(`${CACHE_PREFIX.board}list:${lang}`, () =>
          listBoards(app.readDb, lang),
        ),
      );
    },
  );
};

export const adminBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = idParamSchema;
  const changed = () => dropAfterWrite(app.cache, 'board');
  const slugTaken = (slug: string) =>
    conflict('board_slug_taken', `The board address "${slug}" is already in use.`);

  app.get(
    '/board',
    {
      schema: {
        operationId: 'adminListBoards',
        tags,
        summary: 'All boards with their post counts',
        response: { 200: z.array(adminBoardSchema), ...errors },
      },
    },
    () => listAdminBoards(app.db),
  );

  app.get(
    '/board/:id',
    {
      schema: {
        operationId: 'adminGetBoard',
        summary: 'One board',
        tags,
        params,
        response: { 200: adminBoardDetailSchema, ...errors },
      },
    },
    async (request) => {
      const found = await findAdminBoard(app.db, request.params.id);
      if (!found) throw notFound('Board');
      return found;
    },
  );

  app.post(
    '/board',
    {
      schema: {
        operationId: 'adminCreateBoard',
        summary: 'Create a board; its slug must be unused',
        tags,
        body: boardInputSchema,
        response: { 201: adminBoardDetailSchema, ...errors, 409: problemSchema },
      },
    },
    async (request, reply) => {
      if (await findBoardBySlug(app.db, request.body.slug)) throw slugTaken(request.body.slug);
      const created = await insertBoard(app.db, request.body);
      await changed();
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/board/:id',
    {
      schema: {
        operationId: 'adminUpdateBoard',
        summary: 'Update a board; its slug must stay unique',
        tags,
        params,
        body: boardInputSchema,
        response: { 200: adminBoardDetailSchema, ...errors, 409: problemSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { sortOrder, ...values } = request.body;
      const sameSlug = await findBoardBySlug(app.db, values.slug);
      if (sameSlug && sameSlug.id !== id) throw slugTaken(values.slug);
      const updated = await updateBoard(app.db, id, {
        ...values,
        ...(sortOrder === undefined ? {} : { sortOrder }),
      });
      if (!updated) throw notFound('Board');
      await changed();
      return updated;
    },
  );

  app.delete(
    '/board/:id',
    {
      schema: {
        operationId: 'adminDeleteBoard',
        tags,
        summary: 'Delete a board; one with posts needs ?confirmPosts=<its post count>',
        params,
        querystring: boardDeleteQuerySchema,
        response: { 204: z.null(), ...errors, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const result = await deleteBoardWithPosts(
        app.db,
        request.params.id,
        request.query.confirmPosts,
      );
      if (result.status === 'not_found') throw notFound('Board');
      if (result.status === 'unconfirmed') {
        throw new HttpProblem(
          409,
          'board_has_posts',
          `This board has ${result.posts} posts; confirm deleting them with confirmPosts=${result.posts}.`,
        );
      }
      await removeStoredFiles(app, result.keys);
      await changed();
      return reply.status(204).send(null);
    },
  );
};
