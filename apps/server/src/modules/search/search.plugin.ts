import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { CACHE_PREFIX, dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { hasNoWords, rebuildSearchWords } from './search-words.ts';
import { type SynonymMap, loadSynonyms } from './synonyms.ts';

/** Writes that come together (an edit session, a bulk change) rebuild the dictionary once. */
const REBUILD_DELAY_MS = 2_000;

export interface SearchService {
  /** The synonyms staff entered, cached until the next product or synonym write. */
  synonyms(): Promise<SynonymMap>;
  /** Products or synonyms changed: the word dictionary is rebuilt shortly, in the background. */
  wordsChanged(): void;
  /** Rebuilds the word dictionary now (or joins the rebuild under way). */
  rebuildWords(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    productSearch: SearchService;
  }
}

/**
 * The search's shared state per app: the synonyms (in the product cache, so every instance
 * drops them with the product pages) and the word dictionary's upkeep.
 */
export const searchPlugin = fp((app: FastifyInstance) => {
  const synonyms = app.cache.memo<SynonymMap>(
    `${CACHE_PREFIX.product}synonyms`,
    Number.POSITIVE_INFINITY,
  );
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const rebuildWords = (): Promise<void> => {
    running ??= rebuildSearchWords(app.db)
      .then(() => dropAfterWrite(app.cache, 'product'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const report = (error: unknown) => {
    if (isDatabaseUnavailable(error)) app.dbStatus.lost(error);
    else app.log.error({ err: error }, 'rebuilding the search words failed');
  };

  app.decorate('productSearch', {
    async synonyms() {
      return (await synonyms.get('all', () => loadSynonyms(app.db))) ?? new Map();
    },
    wordsChanged() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        rebuildWords().catch(report);
      }, REBUILD_DELAY_MS);
      timer.unref();
    },
    rebuildWords,
  } satisfies SearchService);

  // A database that has products but no dictionary yet (just migrated) gets one; otherwise the
  // dictionary is as the last write left it, and a restart costs nothing.
  app.addHook('onReady', () => {
    hasNoWords(app.db)
      .then((empty) => (empty ? rebuildWords() : undefined))
      .catch(report);
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    await running?.catch(() => undefined);
  });
});
