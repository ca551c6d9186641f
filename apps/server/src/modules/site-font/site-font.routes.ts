import { problemSchema } from '@app/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/problem.ts';
import { rawResponse } from '../../plugins/external/docs.ts';

/** A version's bytes never change under its name. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `/fonts/site-<hash>.woff2`: a version of the site font, by the hash of its bytes. */
export const siteFontRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fonts/site-:hash.woff2',
    {
      schema: {
        operationId: 'getSiteFont',
        tags: ['site'],
        summary: 'A version of the site font: Pretendard cut down to the characters the site uses',
        params: z.object({ hash: z.string() }),
        response: { 200: rawResponse('font/woff2', 'WOFF2 font'), 404: problemSchema },
      },
      // Fetched with every first page, like the built assets: logged only when it goes wrong.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const { hash } = request.params;
      const font = /^[\w-]{16}$/.test(hash) ? await app.siteFont.file(hash) : null;
      if (font === null) throw notFound('Font');
      return reply.type('font/woff2').header('cache-control', CACHE_CONTROL).send(font);
    },
  );
};
