import { GRADE_TOP } from '@app/contract/auth-constants';
import { problemSchema } from '@app/contract/common';
import { contentLanguageQuerySchema } from '@app/contract/content-language';
import {
  SITE_IMAGES,
  SITE_IMAGE_FIELDS,
  adminSiteSettingsSchema,
  siteDemoSchema,
  siteSchema,
  siteSettingsInputSchema,
  type SiteImageField,
  siteSetupSchema,
} from '@app/contract/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpProblem } from '../../lib/problem.ts';
import { CACHE_PREFIX, dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { sendCached } from '../../plugins/app/cache.ts';
import { findImages } from '../image/image.repository.ts';
import { demoAreas } from './demo.repository.ts';
import {
  findSiteImageIds,
  findSiteSettings,
  publicSite,
  saveSiteSettings,
  siteSetup,
} from './site.repository.ts';

const tags = ['site'];

/** How the image library names each picture's use. */
const USAGE_TITLES: Record<SiteImageField, string> = {
  shareImageId: 'Default share image',
  logoImageId: 'Logo',
  logoDarkImageId: 'Logo on dark backgrounds',
  iconImageId: 'Site icon',
};

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
      const site = await app.cache.get(`${CACHE_PREFIX.site}${lang}`, async () => ({
        ...publicSite(await findSiteSettings(app.readDb), lang),
        textNotices: await app.notifications.textsSent(),
      }));
      return sendCached(request, reply, site);
    },
  );
};

/** The company's facts, edited by the top grade only: they are the site's legal identity. */
export const adminSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireGrade(GRADE_TOP));
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

  // The site's pictures are in use like a product's: the library refuses to delete them.
  app.imageUsage.register('site', async (imageIds) =>
    Object.entries(await findSiteImageIds(app.db)).flatMap(([field, imageId]) =>
      imageIds.includes(imageId)
        ? [
            {
              imageId,
              kind: 'site',
              id: SITE_IMAGES[field as SiteImageField],
              title: USAGE_TITLES[field as SiteImageField],
            },
          ]
        : [],
    ),
  );

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
      const named = SITE_IMAGE_FIELDS.flatMap((field) => {
        const id = request.body[field];
        return id == null ? [] : [{ field, id }];
      });
      const found = new Set(
        (
          await findImages(
            app.db,
            named.map(({ id }) => id),
          )
        ).map((i) => i.id),
      );
      const missing = named.filter(({ id }) => !found.has(id));
      if (missing.length > 0) {
        const message = 'The image is not in the library.';
        throw new HttpProblem(400, 'validation_failed', message, {
          errors: missing.map(({ field }) => ({ field: `body.${field}`, message })),
        });
      }
      await saveSiteSettings(app.db, request.body);
      await dropAfterWrite(app.cache, 'site');
      return findSiteSettings(app.db);
    },
  );
};

/**
 * Which areas still show the demo seed's invented content: any staff member's, since all of
 * them edit content (the admin home marks those areas until someone writes to them).
 */
export const adminSiteDemoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/demo',
    {
      schema: {
        operationId: 'adminGetSiteDemo',
        tags,
        summary: "The areas that still show the demo's content, until staff edit them",
        response: { 200: siteDemoSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    () => demoAreas(app.db),
  );
};
