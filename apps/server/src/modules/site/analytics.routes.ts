import { problemSchema } from '@app/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_PREFIX } from '../../plugins/app/cache-keys.ts';
import { rawResponse } from '../../plugins/external/docs.ts';
import { notFound } from '../../lib/problem.ts';
import { findSiteSettings } from './site.repository.ts';

/** Revalidated at each page: an ID staff remove stops being used at once. */
const CACHE_CONTROL = 'no-cache';

/**
 * The start of the analytics staff chose, as a script of the site's own (the pages' policy runs
 * no inline script): Google Analytics 4's queue and configuration, and Naver Analytics' page view,
 * counted again when the app moves to another page (Google's counts those by itself).
 */
function analyticsScript(google: string | null, naver: string | null): string {
  const lines: string[] = [];
  if (google !== null) {
    lines.push(
      'window.dataLayer = window.dataLayer || [];',
      'function gtag() { window.dataLayer.push(arguments); }',
      "gtag('js', new Date());",
      `gtag('config', ${JSON.stringify(google)});`,
    );
  }
  if (naver !== null) {
    lines.push(
      'window.wcs_add = window.wcs_add || {};',
      `window.wcs_add.wa = ${JSON.stringify(naver)};`,
      'var countNaver = function () { if (window.wcs) window.wcs_do(); };',
      'countNaver();',
      'var pushState = history.pushState;',
      'history.pushState = function () { pushState.apply(history, arguments); countNaver(); };',
      "window.addEventListener('popstate', countNaver);",
    );
  }
  return `(function () {\n${lines.map((line) => `  ${line}`).join('\n')}\n})();\n`;
}

/**
 * `/site-analytics.js`: loaded by public pages only when staff entered an analytics ID (site
 * settings), after the service's own script; 404 without one.
 */
export const siteAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const scripts = app.cache.memo<string>(`${CACHE_PREFIX.site}analytics`, Number.POSITIVE_INFINITY);
  app.get(
    '/site-analytics.js',
    {
      schema: {
        operationId: 'getSiteAnalytics',
        tags: ['site'],
        summary: 'The start of the analytics services staff chose, if any',
        response: { 200: rawResponse('text/javascript', 'Script'), 404: problemSchema },
      },
    },
    async (_request, reply) => {
      const script = await scripts.get('script', async () => {
        const settings = await findSiteSettings(app.readDb);
        const { googleAnalyticsId: google, naverAnalyticsId: naver } = settings;
        return google === null && naver === null ? null : analyticsScript(google, naver);
      });
      if (script === null) throw notFound('Analytics');
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(script);
    },
  );
};
