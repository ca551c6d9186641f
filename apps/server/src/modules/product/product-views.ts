import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { mergePendingSearchEntries } from './product.repository.ts';
import { addViewDeltas, foldViewDeltas } from './product-view.repository.ts';

/** How often buffered views are written: what a crash may lose. */
const FLUSH_INTERVAL_MS = 10_000;
/** Products whose views are written per statement (narrow rows: a few ms on PGlite). */
const FLUSH_CHUNK = 200;
/** How often pending views reach their products (and the popular order). */
const FOLD_INTERVAL_MS = 60 * 60_000;
/**
 * Product rows written per statement of a fold. Rewriting a product row rewrites every index
 * of it, the search's GIN indexes too; rows written together share index pages, so their WAL
 * shrinks with the batch (`npm run bench:views`): a fold is a few large statements an hour,
 * never a trickle of small ones. Small enough that PGlite answers pages between them.
 */
const FOLD_CHUNK = 500;

/**
 * Counts product page views in memory and writes them every few seconds to pending counts
 * (`product_view_delta`): a page view costs no write on the request path and no product index
 * at all. Once an interval the pending views are added to their products (`fold`).
 */
export function createViewCounter(db: Db, onError: (error: unknown) => void) {
  let pending = new Map<number, number>();

  const flush = async () => {
    const batch = [...pending];
    pending = new Map();
    for (let start = 0; start < batch.length; start += FLUSH_CHUNK) {
      try {
        await addViewDeltas(db, new Map(batch.slice(start, start + FLUSH_CHUNK)));
      } catch (error) {
        // Kept for the next flush: a database outage delays the counts, it does not lose them.
        for (const [id, views] of batch.slice(start)) {
          pending.set(id, (pending.get(id) ?? 0) + views);
        }
        throw error;
      }
    }
  };

  /** Adds every pending view to its product; answers the pending rows it took. */
  const fold = async () => {
    let folded = 0;
    let taken: number;
    do {
      taken = await foldViewDeltas(db, FOLD_CHUNK);
      folded += taken;
    } while (taken === FOLD_CHUNK);
    // Product rows entered the search indexes' pending lists, which every search would read
    // whole until merged: merged now, here rather than on a visitor's search.
    if (folded > 0) await mergePendingSearchEntries(db);
    return folded;
  };

  const folds = setInterval(() => {
    fold().catch(onError);
  }, FOLD_INTERVAL_MS);
  folds.unref();
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
    fold,
    async stop() {
      clearInterval(timer);
      clearInterval(folds);
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
