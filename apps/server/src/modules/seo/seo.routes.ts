import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedRoutes } from './feed.routes.ts';
import { robotsRoutes } from './robots.routes.ts';
import { type SitemapOptions, sitemapRoutes } from './sitemap.routes.ts';

/**
 * `/robots.txt`, the sitemaps and the RSS feeds, at the site's root (registered before the web
 * app's fallback).
 */
export const seoRoutes: FastifyPluginAsyncZod<SitemapOptions> = async (app, opts) => {
  await app.register(robotsRoutes, opts);
  await app.register(sitemapRoutes, opts);
  await app.register(feedRoutes, opts);
};
