import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EarlyResponder } from './early-response.ts';
import { sendNotFound } from './errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { type SiteFontSource, createPageServer } from './page-render.ts';

/**
 * Pages whose form works without JavaScript: the browser posts it to the page itself (a new
 * inquiry, an inquiry's password gate on its view and its own path, the sign-in).
 */
const FORM_PAGES = ['/inquiries', '/inquiries/view/:id', '/inquiries/view/:id/secret', '/login'];
/** An inquiry at its longest, percent-encoded, with room to spare. */
const FORM_BODY_LIMIT = 128 * 1024;

interface WebAppOptions {
  root: string | null;
  publicUrl: string;
  /** Where kept pages are answered before Fastify (early-response.ts). */
  respondEarly?: (responder: EarlyResponder) => void;
  /** The font rendered pages declare first (modules/site-font). */
  siteFont?: SiteFontSource;
}

/**
 * Serves the built web app: hashed assets cached for a year, and every other GET a page
 * (page-render.ts). Unknown /api paths stay 404 problems.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const root = opts.root === null ? null : resolve(opts.root);
  const hasApp = root !== null && existsSync(resolve(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // A page's dozen asset requests would bury it in the log: their routes log from `warn`
      // up, so an asset shows there only when something went wrong; pages stay at info.
      logLevel: 'warn',
      // The build writes `.br` and `.gz` beside each file (apps/web/vite): sent to clients
      // that accept them, never routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, path) => {
        // `path` is the file sent, so `index.html.br` for a client that accepts brotli.
        // index.html names the current assets: revalidated (ETag) on every use.
        let cacheControl = 'public, max-age=3600';
        if (path.includes('/assets/')) cacheControl = 'public, max-age=31536000, immutable';
        else if (/\/index\.html(?:\.br|\.gz)?$/.test(path)) cacheControl = 'no-cache';
        void res.header('cache-control', cacheControl);
      },
    });
  }
  const pages = hasApp
    ? await createPageServer(app, {
        webRoot: root,
        publicUrl: opts.publicUrl,
        siteFont: opts.siteFont,
      })
    : null;
  if (pages !== null) {
    opts.respondEarly?.(pages.serveKept);
    // Public forms posted without JavaScript; only here is a form body read.
    await app.register(async (forms) => {
      forms.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
        (_request, body, done) => {
          done(null, body);
        },
      );
      for (const path of FORM_PAGES) {
        forms.post<{ Body: unknown }>(path, (request, reply) => {
          if (typeof request.body !== 'string') {
            throw new HttpProblem(415, 'unsupported_media_type', 'Send the page’s form as it is.');
          }
          return pages.submit(request.body, request, reply);
        });
      }
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      pages !== null &&
      wantsPage &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/assets/')
    ) {
      return pages.serve(request, reply);
    }
    return sendNotFound(reply, request.method, request.url);
  });
});
