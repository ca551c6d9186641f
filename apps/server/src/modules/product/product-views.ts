import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { addViews, mergePendingSearchEntries } from './product.repository.ts';

/** How often buffered views are written. */
const FLUSH_INTERVAL_MS = 10_000;
/**
 * Products written per statement. A view count is indexed (the popular order), so each row's
 * update writes every index of the product anew: 800 rows in one statement held PGlite, which
 * runs one statement at a time, for 200 ms while pages waited behind it. 20 take a few ms.
 */
const FLUSH_CHUNK = 20;

/**
 * Counts product page views in memory and writes them every few seconds, so a page view costs
 * no write (and no lock on the row) on the request path.
 */
export function createViewCounter(db: Db, onError: (error: unknown) => void) {
  let pending = new Map<number, number>();

  const flush = async () => {
    if (pending.size === 0) return;
    const batch = [...pending];
    pending = new Map();
    for (let start = 0; start < batch.length; start += FLUSH_CHUNK) {
      try {
        await addViews(db, new Map(batch.slice(start, start + FLUSH_CHUNK)));
      } catch (error) {
        // Kept for the next flush: a database outage delays the counts, it does not lose them.
        for (const [id, views] of batch.slice(start)) {
          pending.set(id, (pending.get(id) ?? 0) + views);
        }
        throw error;
      }
    }
    // The counts entered their products in the search indexes' pending lists, which every
    // search would read whole until merged: merged now, here rather than on a visitor's search.
    await mergePendingSearchEntries(db);
  };

  const timer = setInterval(() => {
    flush().catch(onError);
  }, FLUSH_INTERVAL_MS);
  // A pending flush must not keep the process alive on its own.
  timer.unref();

  return {
    record(id: number) {
      pending.set(id, (pending.get(id) ?? 0) + 1);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;

declare module 'fastify' {
  interface FastifyInstance {
    productViews: ViewCounter;
  }
}

/** One counter per app, written out when the app closes so no view is lost on shutdown. */
export const productViewsPlugin = fp((app: FastifyInstance) => {
  const counter = createViewCounter(app.db, (error) => {
    // An outage is reported once by the database status; anything else is a bug worth a line.
    if (isDatabaseUnavailable(error)) app.dbStatus.lost(error);
    else app.log.error({ err: error }, 'writing product view counts failed');
  });
  app.decorate('productViews', counter);
  app.addHook('onClose', () => counter.stop());
});
