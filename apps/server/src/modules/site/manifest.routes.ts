import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_PREFIX } from '../../plugins/app/cache-keys.ts';
import { rawResponse } from '../../plugins/external/docs.ts';
import { UNNAMED_SITE, findSiteSettings, publicSite } from './site.repository.ts';

/** A browser reads it when the site is installed: an hour's staleness after a rename is fine. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * `/manifest.webmanifest`: the installed app's name is the site's own (site settings, in
 * Korean, the site's first language), never one written into the build.
 */
export const siteManifestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/manifest.webmanifest',
    {
      schema: {
        operationId: 'getWebManifest',
        tags: ['site'],
        summary: "The web app manifest, named after the site's settings",
        response: { 200: rawResponse('application/manifest+json', 'Web app manifest') },
      },
    },
    async (_request, reply) => {
      // Kept with the site's other cached reads, so a change of the settings drops it too.
      const manifest = await app.cache.get(`${CACHE_PREFIX.site}manifest`, async () => {
        const site = publicSite(await findSiteSettings(app.readDb), 'ko');
        const name = site.name ?? UNNAMED_SITE.ko;
        return {
          name,
          short_name: name,
          ...(site.description === null ? {} : { description: site.description }),
          lang: 'ko',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: '#0c4b99',
          background_color: '#ffffff',
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          ],
        };
      });
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(manifest.body);
    },
  );
};
