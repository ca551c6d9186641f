import { pagedSchema, pageQuerySchema, problemSchema } from '@app/contract/common';
import { contentLanguageQuerySchema } from '@app/contract/content-language';
import {
  type PageSlug,
  adminPageSchema,
  pageInputSchema,
  pageListItemSchema,
  pageRevisionParamSchema,
  pageRevisionSchema,
  pageSchema,
  pageSlugParamSchema,
} from '@app/contract/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storedEnglishRichText } from '../../lib/content-language.ts';
import { sanitizeRichText } from '../../lib/rich-text/sanitize.ts';
import { dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { sendCached } from '../../plugins/app/cache.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { descriptionImageIds } from '../product/product-description.ts';
import { cachedPage } from './cached-page.ts';
import {
  type PageValues,
  findAdminPage,
  findPageImageUsage,
  findRevision,
  listPages,
  listRevisions,
  savePage,
} from './page.repository.ts';

const tags = ['page'];
const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema };

export const publicPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/page/:slug',
    {
      schema: {
        operationId: 'getPage',
        tags,
        summary: 'The current version of an editable page',
        params: pageSlugParamSchema,
        querystring: contentLanguageQuerySchema,
        response: { 200: pageSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      return sendCached(
        request,
        reply,
        await cachedPage(app, request.params.slug, request.query.lang),
      );
    },
  );
};

export const adminPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = pageSlugParamSchema;
  app.imageUsage.register('page', async (imageIds) =>
    (await findPageImageUsage(app.db, imageIds)).map((row) => ({
      imageId: row.image_id,
      kind: 'page',
      id: row.slug,
      title: row.title,
    })),
  );

  const save = async (slug: PageSlug, values: PageValues, memberId: number) => {
    // English content the body left out stays as stored, and so do the images it shows.
    const contentEn =
      values.contentEn === undefined
        ? (await findAdminPage(app.db, slug))?.contentEn
        : values.contentEn;
    const imageIds = await descriptionImageIds(
      app.db,
      `${values.content} ${contentEn ?? ''} ${values.imageUrl ?? ''}`,
    );
    if (!(await savePage(app.db, slug, { ...values, imageIds }, memberId))) throw notFound('Page');
    await dropAfterWrite(app.cache, 'page');
    app.indexNow.changed({ pages: [slug] });
    const saved = await findAdminPage(app.db, slug);
    if (!saved) throw notFound('Page');
    return saved;
  };
  const staffId = (id: number | undefined) => {
    if (id === undefined) throw new HttpProblem(401, 'unauthorized', 'Sign in to continue.');
    return id;
  };

  app.get(
    '/page',
    {
      schema: {
        operationId: 'adminListPages',
        tags,
        summary: 'The editable pages',
        response: { 200: z.array(pageListItemSchema), ...errors },
      },
    },
    () => listPages(app.db),
  );

  app.get(
    '/page/:slug',
    {
      schema: {
        operationId: 'adminGetPage',
        summary: 'One editable page as staff edit it',
        tags,
        params,
        response: { 200: adminPageSchema, ...errors },
      },
    },
    async (request) => {
      const found = await findAdminPage(app.db, request.params.slug);
      if (!found) throw notFound('Page');
      return found;
    },
  );

  app.put(
    '/page/:slug',
    {
      schema: {
        operationId: 'adminSavePage',
        tags,
        summary: 'Save a page; the version it replaces is kept as a revision',
        params,
        body: pageInputSchema,
        response: { 200: adminPageSchema, ...errors },
      },
    },
    async (request) => {
      const { content, contentEn, ...rest } = request.body;
      return save(
        request.params.slug,
        {
          ...rest,
          content: sanitizeRichText(content),
          contentEn: storedEnglishRichText(contentEn),
        },
        staffId(request.staff?.member.id),
      );
    },
  );

  app.get(
    '/page/:slug/revisions',
    {
      schema: {
        operationId: 'adminListPageRevisions',
        tags,
        summary: "A page's earlier versions, newest first",
        params,
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(pageRevisionSchema), ...errors },
      },
    },
    async (request) => {
      const { slug } = request.params;
      if (!(await findAdminPage(app.db, slug))) throw notFound('Page');
      const { items, total } = await listRevisions(app.db, slug, request.query);
      return { items, total, page: request.query.page, size: request.query.size };
    },
  );

  app.post(
    '/page/:slug/revisions/:revisionId/restore',
    {
      schema: {
        operationId: 'adminRestorePageRevision',
        tags,
        summary: 'Make an earlier version current again (the current one becomes a revision)',
        params: pageRevisionParamSchema,
        response: { 200: adminPageSchema, ...errors },
      },
    },
    async (request) => {
      const { slug, revisionId } = request.params;
      const revision = await findRevision(app.db, slug, revisionId);
      if (!revision) throw notFound('Revision');
      const { title, titleEn, content, contentEn, metaDescription, metaDescriptionEn } = revision;
      const { imageUrl, ctaLabel, ctaLabelEn, ctaHref } = revision;
      return save(
        slug,
        // Re-sanitised: the allow-list may have tightened since the revision was written. The
        // whole version comes back, its English too (none, if it had none).
        {
          title,
          titleEn,
          content: sanitizeRichText(content),
          contentEn: contentEn === null ? null : storedEnglishRichText(contentEn),
          metaDescription,
          metaDescriptionEn,
          imageUrl,
          ctaLabel,
          ctaLabelEn,
          ctaHref,
        },
        staffId(request.staff?.member.id),
      );
    },
  );
};
