import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors.ts';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached)
 * for every client route. Unknown /api paths stay 404 problems.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { root: string | null }) => {
  const root = opts.root === null ? null : resolve(opts.root);
  const hasApp = root !== null && existsSync(resolve(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        void res.header(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      hasApp &&
      wantsPage &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/assets/')
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendNotFound(reply, request.method, request.url);
  });
});
