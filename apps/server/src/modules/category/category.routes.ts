import { adminCategorySchema, categoryInputSchema, categorySchema } from '@app/contract/category';
import { idParamSchema, problemSchema, reorderInputSchema } from '@app/contract/common';
import { contentLanguageQuerySchema } from '@app/contract/content-language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { CACHE_PREFIX, dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { sendCached } from '../../plugins/app/cache.ts';
import { HttpProblem, conflict, inUseConflict, notFound } from '../../lib/problem.ts';
import {
  countChildren,
  countProductsInCategory,
  deleteCategory,
  findCategory,
  insertCategory,
  listAdminCategories,
  listCategories,
  parentsOf,
  reorderCategories,
  updateCategory,
} from './category.repository.ts';

const tags = ['category'];

export const publicCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/category',
    {
      schema: {
        operationId: 'listCategories',
        tags,
        summary: 'All categories (a two-level tree through parentId), in display order',
        querystring: contentLanguageQuerySchema,
        response: { 200: z.array(categorySchema), 400: problemSchema },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      return sendCached(
        request,
        reply,
        await app.cache.get(`${CACHE_PREFIX.category}list:${lang}`, () =>
          listCategories(app.readDb, lang),
        ),
      );
    },
  );
};

/** Categories form a two-level tree: a parent must be top-level, and a parent cannot become a child. */
async function assertValidParent(db: Db, parentId: number | null | undefined, selfId?: number) {
  if (parentId === null || parentId === undefined) return;
  const invalid = (detail: string) =>
    new HttpProblem(400, 'validation_failed', detail, {
      errors: [{ field: 'body.parentId', message: detail }],
    });
  if (parentId === selfId) throw invalid('A category cannot be its own parent.');
  const parent = await findCategory(db, parentId);
  if (!parent) throw invalid('The parent category does not exist.');
  if (parent.parentId !== null)
    throw invalid('Categories have two levels: the parent must be a top-level category.');
  if (selfId !== undefined && (await countChildren(db, selfId)) > 0) {
    throw invalid('This category has sub-categories, so it must stay top-level.');
  }
}

export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = () => dropAfterWrite(app.cache, 'category');
  const params = idParamSchema;
  const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema };

  app.get(
    '/category',
    {
      schema: {
        operationId: 'adminListCategories',
        summary: 'All categories, in display order, for staff',
        tags,
        response: { 200: z.array(adminCategorySchema), ...errors },
      },
    },
    () => listAdminCategories(app.db),
  );

  app.get(
    '/category/:id',
    {
      schema: {
        operationId: 'adminGetCategory',
        summary: 'One category',
        tags,
        params,
        response: { 200: adminCategorySchema, ...errors },
      },
    },
    async (request) => {
      const found = await findCategory(app.db, request.params.id);
      if (!found) throw notFound('Category');
      return found;
    },
  );

  app.post(
    '/category',
    {
      schema: {
        operationId: 'adminCreateCategory',
        summary: 'Create a category, at the top level or under a parent',
        tags,
        body: categoryInputSchema,
        response: { 201: adminCategorySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, nameEn, parentId = null, sortOrder } = request.body;
      await assertValidParent(app.db, parentId);
      const created = await insertCategory(app.db, { name, nameEn, parentId, sortOrder });
      await changed();
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/category/:id',
    {
      schema: {
        operationId: 'adminUpdateCategory',
        summary: 'Update a category (its name, parent or order)',
        tags,
        params,
        body: categoryInputSchema,
        response: { 200: adminCategorySchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findCategory(app.db, id))) throw notFound('Category');
      const { name, nameEn, parentId = null, sortOrder } = request.body;
      await assertValidParent(app.db, parentId, id);
      const updated = await updateCategory(app.db, id, {
        name,
        nameEn,
        parentId,
        ...(sortOrder === undefined ? {} : { sortOrder }),
      });
      if (!updated) throw notFound('Category');
      await changed();
      return updated;
    },
  );

  app.put(
    '/category/order',
    {
      schema: {
        operationId: 'adminReorderCategories',
        tags,
        summary:
          'Set the display order of sibling categories (drag and drop): the ids in their new order',
        body: reorderInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { ids } = request.body;
      const parents = await parentsOf(app.db, ids);
      const unknown = ids.filter((id) => !parents.has(id));
      const invalid = (message: string) =>
        new HttpProblem(400, 'validation_failed', message, {
          errors: [{ field: 'body.ids', message }],
        });
      if (unknown.length > 0)
        throw invalid(`These categories do not exist: ${unknown.join(', ')}.`);
      if (new Set(parents.values()).size > 1) {
        throw invalid('Only categories with the same parent are ordered together.');
      }
      await reorderCategories(app.db, ids);
      await changed();
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/category/:id',
    {
      schema: {
        operationId: 'adminDeleteCategory',
        summary: 'Delete a category (refused while it has sub-categories or products)',
        tags,
        params,
        response: { 204: z.null(), ...errors, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const children = await countChildren(app.db, id);
      if (children > 0) {
        throw conflict(
          'category_has_children',
          `This category has ${children} sub-categories; move or delete them first.`,
        );
      }
      const used = await countProductsInCategory(app.db, id);
      if (used > 0) throw inUseConflict('category_in_use', used, 'category');
      if (!(await deleteCategory(app.db, id))) throw notFound('Category');
      await changed();
      return reply.status(204).send(null);
    },
  );
};
