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

export type PageRequest = {
  /** Path and query, as requested (`/product/detail/3?lang=en`). */
  url: string;
  /** Absolute links (canonical, alternates, Open Graph) start with this, e.g. `https://example.com`. */
  origin: string;
  /**
   * A form the browser posted itself, without JavaScript (`application/x-www-form-urlencoded`):
   * the page's route action takes it; the answer is never kept.
   */
  form?: { body: string; client: string };
};

export type PageResponse =
  | { kind: 'redirect'; status: number; location: string }
  /**
   * The whole document; `status` is 404 for a missing page, 5xx when its data failed. `partial`
   * when data it could do without failed (a menu, the footer's facts): sent, never kept.
   */
  | { kind: 'page'; status: number; html: string; partial?: boolean };

export type PageRenderer = (request: PageRequest) => Promise<PageResponse>;

/** What the server entry module exports. */
export type PageRendererFactory = (options: {
  /** The built index.html, with the markers the renderer fills. */
  template: string;
  api: ApiTransport;
  /** A file of the built web app by its URL path (`/assets/index-1a2b.css`), as text. */
  readAsset: (path: string) => string;
}) => PageRenderer;
