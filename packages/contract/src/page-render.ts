/**
 * Between the server and the web app's server entry (apps/web/src/entry-server.tsx, built by
 * `vite build --ssr`): the server asks for a public page, the web app renders it.
 */

/** How the renderer reaches the API: the server answers in process, without a socket. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The query parameters a server-rendered page reads (list paging and filters, the language, the
 * inquiry gate's mode, the inquiry form's product). A page is rendered and kept with these alone,
 * so ad tags and cache-busters (`?n_media=…`, `?z=<random>`) neither change it nor make new
 * copies of it. A page that starts reading another parameter adds it here.
 */
export const PAGE_PARAMETERS = [
  'page',
  'keyword',
  'category',
  'place',
  'sort',
  'lang',
  'mode',
  'productId',
] as const;

/**
 * On the renderer's API requests for a posted form: the visitor's address, which the server
 * gives the in-process request as its own, so per-address limits count the visitor, not itself.
 */
export const FORM_CLIENT_HEADER = 'x-page-render-client';

/**
 * The client hint carrying the width of the visitor's window in CSS pixels, which Chromium
 * browsers send once a page of the site asked for it (`Accept-CH`). Only the product list reads
 * it: wider than `WIDE_SCREEN_MIN_WIDTH`, it shows twice the products, so with the hint the page
 * arrives with as many as the screen shows and the browser need not fetch them again.
 */
export const VIEWPORT_WIDTH_HINT = 'Sec-CH-Viewport-Width';

/** Wider than this (CSS pixels), the product list shows 20 items a page, not 10 (original §9). */
export const WIDE_SCREEN_MIN_WIDTH = 1500;

/** The product list's path: the one page whose render depends on the window's width. */
export const PRODUCT_LIST_PATH = '/product/list';

export type PageRequest = {
  /** Path and query, as requested (`/product/detail/3?lang=en`). */
  url: string;
  /**
   * The window's width the browser hinted (`VIEWPORT_WIDTH_HINT`), given for the page that
   * depends on it; without it that page is rendered for a narrow screen.
   */
  viewportWidth?: number;
  /** Absolute links (canonical, alternates, Open Graph) start with this, e.g. `https://example.com`. */
  origin: string;
  /**
   * A form the browser posted itself, without JavaScript (`application/x-www-form-urlencoded`):
   * the page's route action takes it; the answer is never kept.
   */
  form?: { body: string; client: string };
  /**
   * The URL of the site's own font (Pretendard cut down to the characters the site uses), when
   * one is built: the page declares and preloads it.
   */
  siteFont?: string;
};

export type PageResponse =
  | { kind: 'redirect'; status: number; location: string }
  /**
   * The whole document; `status` is 404 for a missing page, 5xx when its data failed. `partial`
   * when data it could do without failed (a menu, the footer's facts): sent, never kept.
   */
  | {
      kind: 'page';
      status: number;
      html: string;
      partial?: boolean;
      /**
       * Origins the page's document may use besides the site's own, by directive: a map staff
       * embedded (`frame-src`), the analytics staff chose (`script-src` and where it reports).
       * Its Content-Security-Policy adds these alone. Every page gives them, as the document a
       * visitor lands on keeps its policy while they move through the site.
       */
      sources?: PageSources;
    };

/** The Content-Security-Policy directives a page may widen, each with the origins it adds. */
export const WIDENED_DIRECTIVES = ['frame-src', 'script-src', 'connect-src', 'img-src'] as const;
export type PageSources = Partial<Record<(typeof WIDENED_DIRECTIVES)[number], string[]>>;

export type PageRenderer = (request: PageRequest) => Promise<PageResponse>;

/** Makes the renderer: the server entry's `createPageRenderer`. */
export type PageRendererFactory = (options: {
  /** The built index.html, with the markers the renderer fills. */
  template: string;
  api: ApiTransport;
  /** A file of the built web app by its URL path (`/assets/index-1a2b.css`), as text. */
  readAsset: (path: string) => string;
}) => PageRenderer;

/** What the server entry module exports. */
export type PageRendererModule = {
  createPageRenderer: PageRendererFactory;
  /** The text of the words the rendered pages use (both languages): the site font draws them. */
  words: string;
};
