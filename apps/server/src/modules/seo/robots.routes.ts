import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rawResponse } from '../../plugins/external/docs.ts';

/**
 * Rules as RFC 9309 (Google) and Naver's Yeti read them: the longest matching path wins and
 * `$` anchors its end. The Allow lines come first so a crawler that takes the first match
 * (the 1994 convention) reads them the same. Private or useless to a search engine: the back
 * office, sign-in, the inquiry write and edit forms (`/inquiries`, with `?productId=` from a
 * product page, and `/inquiries/<id>`) and each inquiry's view; the public inquiry list stays
 * open. The API is closed but for its images: pages show them, and image search lists them.
 */
const RULES = [
  'User-agent: *',
  'Allow: /inquiries/list',
  'Allow: /api/media/',
  'Disallow: /admin',
  'Disallow: /api',
  'Disallow: /login',
  'Disallow: /inquiries$',
  'Disallow: /inquiries?',
  'Disallow: /inquiries/',
  'Disallow: /inquiries/view/',
];

/** Changes only with a release; a day is also as long as Google keeps its own copy. */
const CACHE_CONTROL = 'public, max-age=86400';

export const robotsRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  app.get(
    '/robots.txt',
    {
      schema: {
        operationId: 'getRobotsTxt',
        tags: ['seo'],
        summary: 'Crawling rules and the sitemap address',
        response: { 200: rawResponse('text/plain', 'robots.txt') },
      },
    },
    (_request, reply) => {
      const sitemap = `Sitemap: ${opts.publicUrl}/sitemap.xml`;
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(`${[...RULES, '', sitemap].join('\n')}\n`);
    },
  );
};
