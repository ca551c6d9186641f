import type { ContentLanguage } from '@app/contract/content-language';
import type { PageSlug } from '@app/contract/page';
import type { FastifyInstance } from 'fastify';
import { CACHE_PREFIX } from '../../plugins/app/cache-keys.ts';
import { notFound } from '../../lib/problem.ts';
import { findPage } from './page.repository.ts';

/** A page's public JSON in `lang`, cached until a save (the home page's hero reads it too). */
export const cachedPage = (app: FastifyInstance, slug: PageSlug, lang: ContentLanguage) =>
  app.cache.get(`${CACHE_PREFIX.page}${slug}:${lang}`, async () => {
    // Pages are seeded at start, so a missing one means a database emptied by hand.
    const found = await findPage(app.readDb, slug, lang);
    if (!found) throw notFound('Page');
    return found;
  });
