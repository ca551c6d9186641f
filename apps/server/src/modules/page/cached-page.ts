import type { PageSlug } from '@app/contract/page';
import type { FastifyInstance } from 'fastify';
import { CACHE_PREFIX } from '../../plugins/cache-keys.ts';
import { notFound } from '../../plugins/problem.ts';
import { findPage } from './page.repository.ts';

/** A page's public JSON, cached until a save (the home page's hero reads it too). */
export const cachedPage = (app: FastifyInstance, slug: PageSlug) =>
  app.cache.get(`${CACHE_PREFIX.page}${slug}`, async () => {
    // Pages are seeded at start, so a missing one means a database emptied by hand.
    const found = await findPage(app.readDb, slug);
    if (!found) throw notFound('Page');
    return found;
  });
