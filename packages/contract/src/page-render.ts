/**
 * Between the server and the web app's server entry (apps/web/src/entry-server.tsx, built by
 * `vite build --ssr`): the server asks for a public page, the web app renders it.
 */

/** How the renderer reaches the API: the server answers in process, without a socket. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export type PageRequest = {
  /** Path and query, as requested (`/product/detail/3?lang=en`). */
  url: string;
  /** Absolute links (canonical, alternates, Open Graph) start with this, e.g. `https://example.com`. */
  origin: string;
};

export type PageResponse =
  | { kind: 'redirect'; status: number; location: string }
  /** The whole document; `status` is 404 for a missing page, 5xx when its data failed. */
  | { kind: 'page'; status: number; html: string };

export type PageRenderer = (request: PageRequest) => Promise<PageResponse>;

/** What the server entry module exports. */
export type PageRendererFactory = (options: {
  /** The built index.html, with the markers the renderer fills. */
  template: string;
  api: ApiTransport;
  /** A file of the built web app by its URL path (`/assets/index-1a2b.css`), as text. */
  readAsset: (path: string) => string;
}) => PageRenderer;
