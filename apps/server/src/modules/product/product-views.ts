import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { addViews } from './product.repository.ts';

/** How often buffered views are written. */
const FLUSH_INTERVAL_MS = 10_000;

/**
 * Counts product page views in memory and writes them in one statement every few seconds,
 * so a page view costs no write (and no lock on the row) on the request path.
 */
export function createViewCounter(db: Db, onError: (error: unknown) => void) {
  let pending = new Map<number, number>();

  const flush = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await addViews(db, batch);
    } catch (error) {
      // Kept for the next flush: a database outage delays the counts, it does not lose them.
      for (const [id, views] of batch) pending.set(id, (pending.get(id) ?? 0) + views);
      throw error;
    }
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
