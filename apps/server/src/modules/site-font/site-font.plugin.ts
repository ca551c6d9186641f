import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { CACHE_PREFIX, dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import type { SiteFontSource } from '../../plugins/app/page-render.ts';
import { buildSiteFont } from './site-font-build.ts';
import { ALWAYS_DRAWN, characterSet, rankCharacters } from './site-font-characters.ts';
import {
  findLatestSiteFont,
  findSiteFontFile,
  readSiteText,
  storeSiteFont,
} from './site-font.repository.ts';

/** Writes that come together (an edit session, an import) rebuild the font once. */
const REBUILD_DELAY_MS = 5_000;
/**
 * The font's size at most: its characters are dropped from the least used until it fits. The
 * demo's 600-odd syllables take 93 KiB; a page's fonts should stay under 120 KiB, and one
 * fallback file for a character left out costs about 26 KiB.
 */
const BUDGET_BYTES = 100 * 1024;
/** The weights the pages use (400 to 800); 45–930 would cost a third more. */
const WEIGHTS = { min: 400, max: 800 };

/** The caches whose writes change text that pages show: the font may need other characters. */
const TEXT_CACHES: readonly string[] = [
  CACHE_PREFIX.product,
  CACHE_PREFIX.category,
  CACHE_PREFIX.place,
  CACHE_PREFIX.page,
  CACHE_PREFIX.board,
  CACHE_PREFIX.home,
  CACHE_PREFIX.site,
];

export const siteFontPath = (hash: string) => `/fonts/site-${hash}.woff2`;

export interface SiteFontService extends SiteFontSource {
  /** The bytes of a version of the font, or null when there is none by that hash. */
  file(hash: string): Promise<Buffer | null>;
  /** Builds the font for the current words and content now, unless the newest draws them. */
  rebuild(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteFont: SiteFontService;
  }
}

/**
 * The site font (decision 10): Pretendard cut down to the characters of the web app's words
 * and the site's content, built once the page server hands over the words, and again shortly
 * after content writes on this instance; stored in the database so every instance serves the
 * same bytes, and announced to all of them through the cache's invalidation.
 */
export const siteFontPlugin = fp((app: FastifyInstance) => {
  const current = app.cache.memo<{ hash: string | null }>(
    `${CACHE_PREFIX.font}current`,
    Number.POSITIVE_INFINITY,
  );
  const files = app.cache.memo<Buffer>(`${CACHE_PREFIX.font}file`, Number.POSITIVE_INFINITY);
  /** The web app's own words; null until the page server hands them over (no pages, no font). */
  let words: string | null = null;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const closing = new AbortController();

  const build = async () => {
    if (words === null) return;
    const ranked = rankCharacters([words, ...(await readSiteText(app.db))]);
    const characters = characterSet([...ALWAYS_DRAWN, ...ranked]);
    if ((await findLatestSiteFont(app.db))?.characters === characters) return;
    const built = await buildSiteFont(
      { always: ALWAYS_DRAWN, ranked, budgetBytes: BUDGET_BYTES, weights: WEIGHTS },
      closing.signal,
    );
    await storeSiteFont(app.db, { hash: built.hash, characters, font: built.font });
    if (built.drawn < ranked.length) {
      app.log.info(
        { drawn: built.drawn, used: ranked.length, bytes: built.font.length },
        'the site font leaves its least used characters to Pretendard',
      );
    }
    await dropAfterWrite(app.cache, 'font');
  };
  const rebuild = (): Promise<void> => {
    running ??= build().finally(() => {
      running = null;
    });
    return running;
  };
  const report = (error: unknown) => {
    if (closing.signal.aborted) return;
    if (isDatabaseUnavailable(error)) app.dbStatus.lost(error);
    else app.log.error({ err: error }, 'building the site font failed');
  };
  const rebuildSoon = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      // A build under way may have read the content before this write: one more after it.
      (running ?? Promise.resolve()).then(rebuild).catch(report);
    }, REBUILD_DELAY_MS);
    timer.unref();
  };

  app.cache.onInvalidate((prefix) => {
    if (words !== null && TEXT_CACHES.includes(prefix)) rebuildSoon();
  });

  app.decorate('siteFont', {
    async href() {
      const font = await current.get('', async () => ({
        hash: (await findLatestSiteFont(app.db))?.hash ?? null,
      }));
      return font?.hash == null ? null : siteFontPath(font.hash);
    },
    drawWords(text) {
      words = text;
      // At start: a font for these words and the content as it is, unless the newest is one.
      rebuild().catch(report);
    },
    file: (hash) => files.get(hash, () => findSiteFontFile(app.db, hash)),
    rebuild,
  } satisfies SiteFontService);

  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    closing.abort();
    await running?.catch(() => undefined);
  });
});
