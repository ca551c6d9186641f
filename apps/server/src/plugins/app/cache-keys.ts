import type { PublicCache } from './cache.ts';

/**
 * The public caches' key prefixes and which staff writes drop them: a response may show several
 * features' data (a product card shows its category's name), so the rules live here, once, and
 * no feature reaches into another's routes for them. A key is `<prefix><what>`.
 */
export const CACHE_PREFIX = {
  /** Product pages, the first list pages and the counts of deeper ones, the home page's featured products, the product sitemaps. */
  product: 'product:',
  /** The category tree, on its own and in the home page. */
  category: 'category:',
  /** The places, on their own and in the home page. */
  place: 'place:',
  /** The editable pages (the home page's hero among them) and the pages sitemap. */
  page: 'page:',
  /** The board list. */
  board: 'board:',
  /** The home page's sections and latest posts, and the sitemaps of boards and posts. */
  home: 'home:',
  /** The public inquiry lists and every cached read of an inquiry. */
  inquiry: 'inquiry:',
  /** The terms, the privacy policy and the inquiry's collection notice, by day, and their sitemap dates. */
  policy: 'policy:',
  /** The company's facts every page's footer shows. */
  site: 'site:',
  /** The site font's newest version and its files (modules/site-font). */
  font: 'font:',
  /** The popups not yet ended (modules/popup), filtered by the time of each request. */
  popup: 'popup:',
  /** The header's and footer's menus, which name boards, categories and products. */
  menu: 'menu:',
} as const;

/**
 * Server-rendered HTML pages (page-render.ts). A page shows many kinds of data (menus, footer,
 * lists), so every invalidation drops them all (`dropOnAnyInvalidation`, decision 10): each
 * write below drops the pages too.
 */
export const RENDERED_PAGES = 'page-html';

/** What each kind of write drops: every cache that shows what it changed. */
const DROPPED_BY = {
  // A menu may link to a product, a category or a board by its name.
  product: [CACHE_PREFIX.product, CACHE_PREFIX.menu],
  // Product cards and pages show their category's and place's names.
  category: [CACHE_PREFIX.category, CACHE_PREFIX.product, CACHE_PREFIX.menu],
  place: [CACHE_PREFIX.place, CACHE_PREFIX.product],
  page: [CACHE_PREFIX.page],
  // The home page's latest posts are the first board's; the boards group lists every board.
  board: [CACHE_PREFIX.board, CACHE_PREFIX.home, CACHE_PREFIX.menu],
  post: [CACHE_PREFIX.home],
  home: [CACHE_PREFIX.home],
  inquiry: [CACHE_PREFIX.inquiry],
  site: [CACHE_PREFIX.site],
  menu: [CACHE_PREFIX.menu],
  policy: [CACHE_PREFIX.policy],
  // A new site font: every page names it.
  font: [CACHE_PREFIX.font],
  popup: [CACHE_PREFIX.popup],
  // An image may be shown by anything.
  image: [''],
} satisfies Record<string, readonly string[]>;

export type CachedWrite = keyof typeof DROPPED_BY;

/** Drops, on every instance, what a write of this kind may have changed. */
export async function dropAfterWrite(cache: PublicCache, write: CachedWrite): Promise<void> {
  for (const prefix of DROPPED_BY[write]) await cache.invalidate(prefix);
}
