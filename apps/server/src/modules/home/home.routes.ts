import { createHash } from 'node:crypto';
import { contentLanguageQuerySchema } from '@app/contract/content-language';
import { problemSchema } from '@app/contract/common';
import { HOME_FEATURED_PRODUCTS, HOME_LATEST_POSTS, homeSchema } from '@app/contract/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_PREFIX } from '../../plugins/app/cache-keys.ts';
import { type CachedJson, sendCached } from '../../plugins/app/cache.ts';
import { listBoards } from '../board/board.repository.ts';
import { listLatestPosts } from '../board/post.repository.ts';
import { listCategories } from '../category/category.repository.ts';
import { listPlaces } from '../place/place.repository.ts';
import { cachedPage } from '../page/cached-page.ts';
import { listFeaturedProducts } from '../product/product.repository.ts';
import { findHomeSections, publicHomeSections } from './home-sections.repository.ts';

/**
 * `GET /api/data/v1/home`: the whole home page in one request. Each part is cached under its
 * owner's prefix, so the writes that already drop that owner's cache (a category renamed, a
 * product featured, the home page saved, a post published) refresh just that part; the
 * response is the parts' cached JSON joined, with an ETag made of theirs. Each part is kept per
 * language (decision 17).
 */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    {
      schema: {
        operationId: 'getHome',
        tags: ['home'],
        summary:
          'The home page: hero, sections, featured products, categories, places and the latest notices',
        querystring: contentLanguageQuerySchema,
        response: { 200: homeSchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const [hero, sections, featuredProducts, categories, places, latestPosts] = await Promise.all(
        [
          cachedPage(app, 'home', lang),
          app.cache.get(`${CACHE_PREFIX.home}sections:${lang}`, async () =>
            publicHomeSections(await findHomeSections(app.readDb), lang),
          ),
          app.cache.get(`${CACHE_PREFIX.product}home-featured:${lang}`, () =>
            listFeaturedProducts(app.readDb, HOME_FEATURED_PRODUCTS, lang),
          ),
          app.cache.get(`${CACHE_PREFIX.category}home:${lang}`, () =>
            listCategories(app.readDb, lang),
          ),
          app.cache.get(`${CACHE_PREFIX.place}home:${lang}`, () => listPlaces(app.readDb, lang)),
          app.cache.get(`${CACHE_PREFIX.home}latest-posts:${lang}`, async () => {
            const [board] = await listBoards(app.readDb, lang);
            if (!board) return { board: null, posts: [] };
            return {
              board,
              posts: await listLatestPosts(app.readDb, board.id, HOME_LATEST_POSTS, lang),
            };
          }),
        ],
      );
      const parts = { hero, sections, featuredProducts, categories, places, latestPosts };
      const entries = Object.entries(parts);
      const joined: CachedJson = {
        body: Buffer.concat([
          Buffer.from('{'),
          ...entries.flatMap(([key, part], i) => [
            Buffer.from(`${i === 0 ? '' : ','}${JSON.stringify(key)}:`),
            part.body,
          ]),
          Buffer.from('}'),
        ]),
        etag: `W/"${createHash('sha1')
          .update(entries.map(([, part]) => part.etag).join())
          .digest('base64url')}"`,
      };
      return sendCached(request, reply, joined);
    },
  );
};
