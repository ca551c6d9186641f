import { GRADE_TOP } from '@app/contract/auth-constants';
import { problemSchema } from '@app/contract/common';
import { contentLanguageQuerySchema } from '@app/contract/content-language';
import {
  adminSiteSettingsSchema,
  siteSchema,
  siteSettingsInputSchema,
  siteSetupSchema,
} from '@app/contract/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpProblem } from '../../lib/problem.ts';
import { CACHE_PREFIX, dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { sendCached } from '../../plugins/app/cache.ts';
import { findImage } from '../image/image.repository.ts';
import {
  findShareImageId,
  findSiteSettings,
  publicSite,
  saveSiteSettings,
  siteSetup,
} from './site.repository.ts';

const tags = ['site'];

/** `GET /api/data/v1/site`: the company's facts every public page's footer shows. */
export const publicSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site',
    {
      schema: {
        operationId: 'getSite',
        tags,
        summary: "The company's facts as staff entered them (footer, structured data, meta tags)",
        querystring: contentLanguageQuerySchema,
        response: { 200: siteSchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const site = await app.cache.get(`${CACHE_PREFIX.site}${lang}`, async () =>
        publicSite(await findSiteSettings(app.readDb), lang),
      );
      return sendCached(request, reply, site);
    },
  );
};

/** The company's facts, edited by the top grade only: they are the site's legal identity. */
export const adminSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireGrade(GRADE_TOP));
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

  // The share image is in use like a product's picture: the library refuses to delete it.
  app.imageUsage.register('site', async (imageIds) => {
    const shareImageId = await findShareImageId(app.db);
    return shareImageId !== null && imageIds.includes(shareImageId)
      ? [{ imageId: shareImageId, kind: 'site', id: 'shareImage', title: 'Default share image' }]
      : [];
  });

  app.get(
    '/site',
    {
      schema: {
        operationId: 'adminGetSite',
        tags,
        summary: "The company's facts as staff edit them",
        response: { 200: adminSiteSettingsSchema, ...errors },
      },
    },
    () => findSiteSettings(app.db),
  );

  app.get(
    '/site/setup',
    {
      schema: {
        operationId: 'adminGetSiteSetup',
        tags,
        summary: "The setup checklist: what the site still needs to be the company's own",
        response: { 200: siteSetupSchema, ...errors },
      },
    },
    () => siteSetup(app.db),
  );

  app.put(
    '/site',
    {
      schema: {
        operationId: 'adminSaveSite',
        tags,
        summary: "Replace the company's facts; every public page shows them at once",
        body: siteSettingsInputSchema,
        response: { 200: adminSiteSettingsSchema, ...errors },
      },
      config: { audit: { entity: 'site', action: 'update' } },
    },
    async (request) => {
      const shareImageId = request.body.shareImageId ?? null;
      if (shareImageId !== null && !(await findImage(app.db, shareImageId))) {
        const message = 'The image is not in the library.';
        throw new HttpProblem(400, 'validation_failed', message, {
          errors: [{ field: 'body.shareImageId', message }],
        });
      }
      await saveSiteSettings(app.db, request.body);
      await dropAfterWrite(app.cache, 'site');
      return findSiteSettings(app.db);
    },
  );
};
