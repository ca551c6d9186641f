import { idParamSchema, problemSchema } from '@app/contract/common';
import { contentLanguageQuerySchema } from '@app/contract/content-language';
import { PRODUCT_RESULT_WINDOW } from '@app/contract/product-constants';
import {
  type ProductListQuery,
  type ProductValues,
  adminProductListQuerySchema,
  adminProductRowSchema,
  adminProductSchema,
  productBulkInputSchema,
  productBulkResultSchema,
  productCardSchema,
  productDetailSchema,
  productExportQuerySchema,
  productInputSchema,
  productListQuerySchema,
  productPageSchema,
} from '@app/contract/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { CACHE_PREFIX, dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { type CachedJson, sendCached, toCachedJson } from '../../plugins/app/cache.ts';
import { PAGE_RENDER_HEADER } from '../../plugins/app/page-render.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { SPREADSHEET_TYPES, sendSpreadsheet } from '../../lib/spreadsheet.ts';
import { rawResponse } from '../../plugins/external/docs.ts';
import { findCategory } from '../category/category.repository.ts';
import { findPlace } from '../place/place.repository.ts';
import { productExportStream } from './product-export.ts';
import { storedValues } from './product-write.ts';
import { normalizeQuery } from '../search/query-text.ts';
import {
  type Matches,
  type ProductWrite,
  bulkProducts,
  countPublicProducts,
  deleteProduct,
  existingImageIds,
  findAdminProduct,
  findPublicMatches,
  findProductByCode,
  findProductImageUsage,
  findPublicProduct,
  insertProduct,
  listAdminProducts,
  listPublicProducts,
  updateProduct,
} from './product.repository.ts';

const tags = ['product'];
/** List and search pages below this are cached (DESIGN §2 "Caching": the first list pages). */
const CACHED_PAGES = 3;

/**
 * How many matches a search reads for a page ending at `end`: the next power of two, at least
 * 128 (the search log's click positions), so neighbouring deep pages share one read.
 */
const matchesUpTo = (end: number) =>
  Math.min(PRODUCT_RESULT_WINDOW, 2 ** Math.ceil(Math.log2(Math.max(128, end))));

export const publicProductRoutes: FastifyPluginAsyncZod = async (app) => {
  // The first pages of any list or search, and the counts of deeper ones, until the next staff
  // write. In stores of their own: their least recently used entries make room for new
  // keywords, never the other public caches.
  const pages = app.cache.memo<CachedJson>(`${CACHE_PREFIX.product}page`, Number.POSITIVE_INFINITY);
  const counts = app.cache.memo<number>(`${CACHE_PREFIX.product}count`, Number.POSITIVE_INFINITY);
  const matches = app.cache.memo<Matches>(
    `${CACHE_PREFIX.product}matches`,
    Number.POSITIVE_INFINITY,
  );
  // The search log answers each settled search as a visitor's first page did: from the same
  // matches store, so a logged search costs no query of its own when it was just made.
  const matchesOf = (query: ProductListQuery & { keyword: string }) => {
    const { keyword, category, place, featured, sort, literal, page, size } = query;
    const upTo = matchesUpTo((page + 1) * size);
    return matches.get(
      JSON.stringify({ keyword, category, place, featured, sort, literal, upTo }),
      async () => findPublicMatches(app.readDb, query, await app.productSearch.synonyms(), upTo),
    );
  };
  app.searchInsight.answerWith(async (search) => {
    const found = await matchesOf({
      keyword: search.keyword,
      category: search.category ?? undefined,
      place: search.place ?? undefined,
      sort: search.sort,
      lang: search.lang,
      page: 0,
      size: 20,
    });
    return {
      searched: found?.understanding?.searched ?? search.keyword,
      route: found?.understanding?.route ?? 'literal',
      results: found?.total ?? 0,
      ids: found?.ids ?? [],
    };
  });
  app.get(
    '/product',
    {
      schema: {
        operationId: 'searchProducts',
        tags,
        summary:
          'Published products: keyword, category (with its sub-categories), place, sort, paging',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema(productCardSchema), 400: problemSchema },
      },
    },
    async (request, reply) => {
      // One key for every spelling of the same query (case, spacing, Unicode form); the
      // language is part of it, while the matches and counts below serve both languages.
      const keyword = request.query.keyword ? normalizeQuery(request.query.keyword) : undefined;
      const query = { ...request.query, keyword };
      // A browser's own search (a server render's is logged by the page it serves).
      if (keyword && request.headers[PAGE_RENDER_HEADER] === undefined) {
        const { lang, category, place, sort } = query;
        app.searchInsight.searched(request, {
          keyword,
          lang,
          category: category ?? null,
          place: place ?? null,
          sort,
        });
      }
      const synonyms = await app.productSearch.synonyms();
      const paged = (list: Awaited<ReturnType<typeof listPublicProducts>>) => ({
        ...list,
        page: query.page,
        size: query.size,
      });
      if (query.page >= CACHED_PAGES) {
        // Deeper pages are not kept, but what their filters match is: a plain list's count, a
        // search's matches (sorted, so the key has the sort). Paging on costs one query.
        const { category, place, featured } = query;
        if (keyword) {
          const found = await matchesOf({ ...query, keyword });
          return paged(
            await listPublicProducts(app.readDb, query, synonyms, {
              matches: found ?? undefined,
            }),
          );
        }
        const count = await counts.get(JSON.stringify({ category, place, featured }), () =>
          countPublicProducts(app.readDb, query),
        );
        return paged(
          await listPublicProducts(app.readDb, query, synonyms, { count: count ?? undefined }),
        );
      }
      const entry = await pages.get(JSON.stringify(query), async () =>
        toCachedJson(paged(await listPublicProducts(app.readDb, query, synonyms))),
      );
      if (entry === null) throw new Error('a product page was not loaded');
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    '/product/:id',
    {
      schema: {
        operationId: 'getProduct',
        tags,
        summary: 'A published product with its gallery, specs and related products',
        params: idParamSchema,
        querystring: contentLanguageQuerySchema,
        response: { 200: productDetailSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { lang } = request.query;
      const entry = await app.cache.get(`${CACHE_PREFIX.product}detail:${lang}:${id}`, async () => {
        const found = await findPublicProduct(app.readDb, id, lang);
        if (!found) throw notFound('Product');
        return found;
      });
      // A server render's own call is not a view: the page it serves is counted (page-render.ts).
      if (request.headers[PAGE_RENDER_HEADER] === undefined) {
        app.productViews.record(id);
        app.searchInsight.opened(request, id);
      }
      return sendCached(request, reply, entry);
    },
  );
};

const invalid = (field: string, message: string) =>
  new HttpProblem(400, 'validation_failed', message, { errors: [{ field, message }] });

/** Turns a validated body into what is stored (`storedValues`), every reference checked (400 naming the field). */
async function prepareWrite(db: Db, body: ProductValues): Promise<ProductWrite> {
  const [category, place, images] = await Promise.all([
    findCategory(db, body.categoryId),
    body.placeId === null ? null : findPlace(db, body.placeId),
    existingImageIds(db, body.imageIds),
  ]);
  if (!category) throw invalid('body.categoryId', 'The category does not exist.');
  if (body.placeId !== null && !place) throw invalid('body.placeId', 'The place does not exist.');
  const missing = body.imageIds.filter((id) => !images.has(id));
  if (missing.length > 0) {
    throw invalid('body.imageIds', `These images are not in the library: ${missing.join(', ')}.`);
  }
  return storedValues(db, body);
}

/** Runs a write; a product code another product holds becomes a 409 naming that product. */
async function withUniqueCode<T>(db: Db, code: string | null, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (code === null || violatedUniqueIndex(error) !== 'product_code_key_idx') throw error;
    const holder = await findProductByCode(db, code);
    const message = holder
      ? `The product code "${code}" is already used by "${holder.name}" (#${String(holder.id)}).`
      : `The product code "${code}" is already in use.`;
    throw new HttpProblem(409, 'product_code_taken', message, {
      errors: [{ field: 'body.code', message }],
    });
  }
}

export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = idParamSchema;
  const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema };
  const writeErrors = { ...errors, 409: problemSchema };
  const changed = () => {
    app.productSearch.wordsChanged();
    return dropAfterWrite(app.cache, 'product');
  };

  app.imageUsage.register('product', async (imageIds) =>
    (await findProductImageUsage(app.db, imageIds)).map((row) => ({
      imageId: row.image_id,
      kind: 'product',
      id: row.id,
      title: row.name,
    })),
  );

  const found = async (id: number) => {
    const product = await findAdminProduct(app.db, id);
    if (!product) throw notFound('Product');
    return product;
  };

  app.get(
    '/product',
    {
      schema: {
        operationId: 'adminListProducts',
        tags,
        summary: 'Every product: keyword, category, place and status filters, sort by any column',
        querystring: adminProductListQuerySchema,
        response: { 200: productPageSchema(adminProductRowSchema), ...errors },
      },
    },
    async (request) => ({
      ...(await listAdminProducts(app.db, request.query, await app.productSearch.synonyms())),
      page: request.query.page,
      size: request.query.size,
    }),
  );

  app.get(
    '/product/export',
    {
      schema: {
        operationId: 'adminExportProducts',
        tags,
        summary:
          'The products a filter matches as .xlsx or CSV (UTF-8 with BOM), streamed in id order',
        querystring: productExportQuerySchema,
        response: {
          200: rawResponse(Object.values(SPREADSHEET_TYPES), 'The spreadsheet, as a download'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const synonyms = await app.productSearch.synonyms();
      const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
      const body = productExportStream(app.db, { ...request.query, synonyms }, (error) => {
        request.log.error({ err: error }, 'product export failed part-way');
      });
      return sendSpreadsheet(reply, format, `products-${day}`, body);
    },
  );

  app.get(
    '/product/:id',
    {
      schema: {
        operationId: 'adminGetProduct',
        summary: 'One product, drafts included',
        tags,
        params,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    (request) => found(request.params.id),
  );

  app.post(
    '/product',
    {
      schema: {
        operationId: 'adminCreateProduct',
        summary: 'Create a product',
        tags,
        body: productInputSchema,
        response: { 201: adminProductSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const values = await prepareWrite(app.db, request.body);
      const id = await withUniqueCode(app.db, values.code, () => insertProduct(app.db, values));
      await changed();
      app.indexNow.changed({ products: [id] });
      return reply.status(201).send(await found(id));
    },
  );

  app.put(
    '/product/:id',
    {
      schema: {
        operationId: 'adminUpdateProduct',
        summary: 'Update a product',
        tags,
        params,
        body: productInputSchema,
        response: { 200: adminProductSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const values = await prepareWrite(app.db, request.body);
      const updated = await withUniqueCode(app.db, values.code, () =>
        updateProduct(app.db, id, values),
      );
      if (!updated) throw notFound('Product');
      await changed();
      app.indexNow.changed({ products: [id] });
      return found(id);
    },
  );

  app.delete(
    '/product/:id',
    {
      schema: {
        operationId: 'adminDeleteProduct',
        summary: 'Delete a product',
        tags,
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteProduct(app.db, request.params.id))) throw notFound('Product');
      await changed();
      app.indexNow.changed({ products: [request.params.id] });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/product/bulk',
    {
      schema: {
        operationId: 'adminChangeProducts',
        tags,
        summary: 'Publish, unpublish or delete many products; answers how many existed',
        body: productBulkInputSchema,
        response: { 200: productBulkResultSchema, ...errors },
      },
    },
    async (request) => {
      const affected = await bulkProducts(app.db, request.body.ids, request.body.action);
      if (affected > 0) {
        await changed();
        app.indexNow.changed({ products: request.body.ids });
      }
      return { affected };
    },
  );
};
