import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type ApiTransport,
  FORM_CLIENT_HEADER,
  PAGE_PARAMETERS,
  PRODUCT_LIST_PATH,
  type PageRenderer,
  type PageSources,
  type PageRendererModule,
  VIEWPORT_WIDTH_HINT,
  WIDE_SCREEN_MIN_WIDTH,
  WIDENED_DIRECTIVES,
} from '@app/contract/page-render';
import { productListQuerySchema } from '@app/contract/product';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withOnlyParameters } from '../../lib/only-parameters.ts';
import { SHED_RETRY_AFTER_SECONDS } from '../external/load-shedding.ts';
import { RENDERED_PAGES } from './cache-keys.ts';
import type { Client } from './visitor.ts';
import { type ContentEncoding, type ReusedBody, encodedBody } from './compression.ts';

/** Marks the API calls a page render makes: they are the server's, not a visitor's (views). */
export const PAGE_RENDER_HEADER = 'x-page-render';

/** A product's page: serving it counts a view, however it was rendered (or cached). */
const PRODUCT_PAGE = /^\/product\/detail\/([1-9]\d{0,9})(?:\?|$)/;

/**
 * Paths the browser renders itself: staff pages carry nothing a search engine should see, and
 * need JavaScript anyway. Tested against the URL with its query (`/admin?x=…`), which must not
 * make it a rendered page. (The sign-in is rendered, so that its form posts without JavaScript.)
 */
const CLIENT_RENDERED = /^\/admin(?:[/?]|$)/;

/**
 * The address a page is rendered and kept under: its path, and of its query only the
 * parameters pages read, in one order. Anything else in the query names no other page.
 */
const pageAddress = (url: string) => withOnlyParameters(url, PAGE_PARAMETERS);

/** The hint's name as Node gives request headers, in lower case. */
const HINT_HEADER = VIEWPORT_WIDTH_HINT.toLowerCase();

/** The search a product list page asks, if it has a keyword. */
function searchOfPage(url: string) {
  if (!isWidthDependent(url)) return null;
  const parsed = productListQuerySchema.safeParse(
    Object.fromEntries(new URLSearchParams(url.slice(PRODUCT_LIST_PATH.length))),
  );
  if (!parsed.success || parsed.data.keyword === undefined) return null;
  const { keyword, lang, category, place, sort } = parsed.data;
  return { keyword, lang, category: category ?? null, place: place ?? null, sort };
}

/** The product list, by its path and query as requested. */
const isWidthDependent = (url: string) =>
  url.startsWith(PRODUCT_LIST_PATH) && /^(?:\?|$)/.test(url.slice(PRODUCT_LIST_PATH.length));

/** A page to render: its address, the key it is kept under, the window width it is for. */
interface PageTarget {
  address: string;
  key: string;
  viewportWidth?: number;
}

/**
 * The page a request names. The product list is rendered for the window width the browser
 * hinted (`VIEWPORT_WIDTH_HINT`) and kept in two forms, as wide screens show twice the products;
 * every other page is one for every screen.
 */
function pageTarget(url: string, hint: string | string[] | undefined): PageTarget {
  const address = pageAddress(url);
  if (!isWidthDependent(url)) return { address, key: address };
  const width = Number(hint);
  const viewportWidth = Number.isSafeInteger(width) && width > 0 ? width : 0;
  // `#` never reaches a server in a URL, so a key with it names no other page.
  const key = viewportWidth > WIDE_SCREEN_MIN_WIDTH ? `${address}#wide` : address;
  return { address, key, viewportWidth };
}

/**
 * Every page asks Chromium browsers for the window's width on the requests that follow; the
 * product list, which reads it, also has a browser that did not send it ask again at once with
 * it (Critical-CH: once per site), so even a first visit arrives with a page for its screen.
 */
function hintHeaders(target: PageTarget): Record<string, string> {
  const accept = { 'accept-ch': VIEWPORT_WIDTH_HINT };
  if (target.viewportWidth === undefined) return accept;
  return { ...accept, 'critical-ch': VIEWPORT_WIDTH_HINT, vary: VIEWPORT_WIDTH_HINT };
}

/**
 * The one form of a page's path: lower case, one leading slash, no trailing one (but the
 * root's). `/ABOUT` and `/about/` are the same page; each is sent to `/about` (301) rather than
 * served as a page of its own.
 */
function canonicalPath(pathname: string): string {
  return `/${pathname.replace(/^\/+|\/+$/g, '')}`.toLowerCase();
}

/** An origin a page may add: https, a host name (a subdomain wildcard at most), nothing more. */
const PAGE_SOURCE = /^https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;

/**
 * The site's Content-Security-Policy with each directive widened to the origins a page adds (a
 * map staff embedded, the analytics they chose), or undefined when it adds none and the site's
 * policy stands. A directive the policy lacks (`frame-src`) is added with the site's own origin.
 */
function widenedPolicy(policy: unknown, sources: PageSources | undefined): string | undefined {
  if (typeof policy !== 'string' || sources === undefined) return undefined;
  const directives = policy.split(';').map((directive) => directive.trim());
  let widened = false;
  for (const name of WIDENED_DIRECTIVES) {
    const origins = (sources[name] ?? []).filter((origin) => PAGE_SOURCE.test(origin));
    if (origins.length === 0) continue;
    widened = true;
    const at = directives.findIndex((directive) => directive.split(' ')[0] === name);
    if (at === -1) directives.push(`${name} 'self' ${origins.join(' ')}`);
    else directives[at] = `${directives[at] ?? name} ${origins.join(' ')}`;
  }
  return widened ? directives.join(';') : undefined;
}

/** A rendered page, or a redirect (no body); compressed once per encoding (`encodedBody`). */
interface RenderedPage extends ReusedBody {
  status: number;
  location?: string;
  etag: string;
  /** Origins the page uses besides ours, by directive (a map, analytics staff chose). */
  sources?: PageSources;
  /**
   * The headers Fastify sent with this page the first time (security headers included), less
   * those of one response, as name/value pairs: with them a kept page is answered before
   * Fastify (`serveKept`).
   */
  headers?: string[];
  /** `headers` with each encoding's Content-Encoding and Content-Length, made once. */
  headersBy?: Partial<Record<ContentEncoding | 'identity', string[]>>;
}

/** Headers of one response, not of the page: each answer writes its own. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

/** The page's headers as Fastify sent them, or undefined if they cannot be reused. */
function reusableHeaders(reply: FastifyReply): string[] | undefined {
  const sent = reply.getHeaders();
  if (reply.raw.statusCode !== 200 || sent['set-cookie'] !== undefined) return undefined;
  return Object.entries(sent).flatMap(([name, value]) =>
    OWN_HEADERS.has(name) || value === undefined ? [] : [name, String(value)],
  );
}

/** A kept page's headers for one encoding of its body. */
function headersFor(page: RenderedPage, kept: string[], encoding: ContentEncoding | null) {
  const body = encoding === null ? page.body : page.encoded?.[encoding];
  page.headersBy ??= {};
  return (page.headersBy[encoding ?? 'identity'] ??= [
    ...kept,
    ...(encoding === null ? [] : ['content-encoding', encoding]),
    'content-length',
    String(body?.length ?? 0),
  ]);
}

/**
 * A page whose data failed (5xx), or some of it (a partial page): thrown so it is sent to
 * everyone waiting but never kept.
 */
class FailedPage extends Error {
  constructor(readonly page: RenderedPage) {
    super(`page render failed with ${String(page.status)}`);
  }
}

const toPage = (status: number, body: Buffer): RenderedPage => ({
  status,
  body,
  etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
});

/** The web app's server entry (built beside `dist` as `dist-server`), or null when absent. */
async function loadEntry(webRoot: string): Promise<PageRendererModule | null> {
  const entry = resolve(webRoot, '../dist-server/entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as Partial<PageRendererModule>;
  if (typeof module.createPageRenderer !== 'function') {
    throw new Error(`${entry} does not export createPageRenderer`);
  }
  return { createPageRenderer: module.createPageRenderer, words: module.words ?? '' };
}

/** The API answered in process: the renderer's requests never leave this server. */
function inProcessApi(app: FastifyInstance): ApiTransport {
  return async (url, init) => {
    const target = new URL(url, 'http://internal');
    const { [FORM_CLIENT_HEADER]: client, ...headers } = Object.fromEntries(
      new Headers(init.headers).entries(),
    );
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      // A posted form's requests are the visitor's: their address meets the API's limits.
      ...(client === undefined || client === '' ? {} : { remoteAddress: client }),
      headers: { ...headers, [PAGE_RENDER_HEADER]: '1' },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(name, String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

/** The site's own font (modules/site-font), as the page server uses it. */
export interface SiteFontSource {
  /** The URL of its newest version, or null while there is none. */
  href: () => Promise<string | null>;
  /** The web app's own words, which the font draws besides the site's content. */
  drawWords: (text: string) => void;
}

export interface PageServer {
  /** Answers a GET or HEAD for a page of the web app. */
  serve: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  /**
   * Answers a form the browser posted to a page itself (no JavaScript): the page's route action
   * takes it, and the answer (the page the form leads to, or the form with its errors) is the
   * poster's alone, never kept.
   */
  submit: (form: string, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  /**
   * Answers a GET or HEAD from a kept page, straight from the HTTP server (early-response.ts),
   * or returns false.
   */
  serveKept: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/** Reads the built web app's files by URL path, never outside its folder. */
function assetReader(webRoot: string): (path: string) => string {
  const root = resolve(webRoot);
  return (path) => {
    const file = resolve(root, `.${path}`);
    if (!file.startsWith(`${root}${sep}`)) throw new Error(`${path} is outside the web app`);
    return readFileSync(file, 'utf8');
  };
}

/**
 * Serves the web app's pages: public ones and the sign-in rendered on the server (decision
 * 0010) and kept until the next staff write, `/admin` as the shell the browser renders. Without a
 * server build (development), every page is the shell.
 */
export async function createPageServer(
  app: FastifyInstance,
  options: { webRoot: string; publicUrl: string; siteFont?: SiteFontSource | undefined },
): Promise<PageServer> {
  const template = readFileSync(resolve(options.webRoot, 'index.html'), 'utf8');
  const entry = await loadEntry(options.webRoot);
  const render: PageRenderer | null =
    entry?.createPageRenderer({
      template,
      api: inProcessApi(app),
      readAsset: assetReader(options.webRoot),
    }) ?? null;
  // Only rendered pages declare the site font: without them (or their words), nothing to build.
  if (entry !== null && entry.words !== '') options.siteFont?.drawWords(entry.words);
  const shell = Buffer.from(
    template.replace('<!--app-head-->', () => '<meta name="robots" content="noindex">'),
  );
  const shellPage = toPage(200, shell);
  // Pages hold only public data (the renderer has no session), so one copy serves everyone.
  // Any staff write may change any page (menus, footers), so every invalidation drops them all.
  const pages = app.cache.memo<RenderedPage>(RENDERED_PAGES, Number.POSITIVE_INFINITY, {
    dropOnAnyInvalidation: true,
  });

  // Pages are keyed by their address alone: the origin is PUBLIC_URL, never a request's Host.
  const renderPage = async (
    { address, viewportWidth }: PageTarget,
    form?: { body: string; client: string },
  ): Promise<RenderedPage> => {
    if (render === null) return shellPage;
    const siteFont = await options.siteFont?.href();
    const rendered = await render({
      url: address,
      origin: options.publicUrl,
      ...(viewportWidth === undefined ? {} : { viewportWidth }),
      ...(form === undefined ? {} : { form }),
      ...(siteFont == null ? {} : { siteFont }),
    });
    if (rendered.kind === 'redirect') {
      return { ...toPage(rendered.status, Buffer.alloc(0)), location: rendered.location };
    }
    const page = toPage(rendered.status, Buffer.from(rendered.html));
    if (rendered.sources !== undefined) page.sources = rendered.sources;
    if (page.status >= 500 || rendered.partial === true) throw new FailedPage(page);
    return page;
  };

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: RenderedPage,
    target?: PageTarget,
  ) => {
    if (page.location !== undefined) return reply.redirect(page.location, page.status);
    if (target !== undefined) void reply.headers(hintHeaders(target));
    const policy = widenedPolicy(reply.getHeader('content-security-policy'), page.sources);
    if (policy !== undefined) void reply.header('content-security-policy', policy);
    if (request.method === 'POST') {
      return reply
        .status(page.status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page.body);
    }
    if (page.headers === undefined && page.status === 200 && !app.isClosing()) {
      reply.raw.once('finish', () => {
        page.headers ??= reusableHeaders(reply);
      });
    }
    void reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .header('etag', page.etag)
      .type('text/html; charset=utf-8');
    // A page whose data was shed (or whose database is away) is worth asking again shortly.
    if (page.status === 503) void reply.header('retry-after', String(SHED_RETRY_AFTER_SECONDS));
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
      return reply.status(304).send();
    }
    const encoded = encodedBody(request.headers['accept-encoding'], page);
    if (encoded) void reply.header('content-encoding', encoded.encoding);
    return reply.send(encoded?.body ?? page.body);
  };

  /**
   * A page served with 200 (or its 304): a view of its product, if it is one; for a GET (a HEAD
   * reads no page), a page view of the visitor statistics (modules/visits), and a search's click
   * or the search itself for the search log (modules/search-insight).
   */
  const countView = (client: Client, url: string, method: string) => {
    const product = PRODUCT_PAGE.exec(url)?.[1];
    if (product !== undefined) app.productViews.record(Number(product));
    if (method !== 'GET') return;
    // A Fastify request's address and headers are getters: named, not spread.
    const { ip, headers } = client;
    app.visits.record({ url, ip, headers });
    if (product !== undefined) {
      app.searchInsight.opened({ ip, headers }, Number(product));
      return;
    }
    const search = searchOfPage(url);
    if (search !== null) app.searchInsight.searched({ ip, headers }, search);
  };

  return {
    serveKept(request, response) {
      const { method, url = '' } = request;
      if (method !== 'GET' && method !== 'HEAD') return false;
      if (app.isClosing()) return false;
      const page = pages.peek(pageTarget(url, request.headers[HINT_HEADER]).key);
      const kept = page?.headers;
      if (page === null || kept === undefined) return false;
      const started = performance.now();
      if (request.headers['if-none-match'] === page.etag) {
        response.writeHead(304, kept).end();
      } else {
        const encoded = encodedBody(request.headers['accept-encoding'], page);
        response.writeHead(200, headersFor(page, kept, encoded?.encoding ?? null));
        response.end(method === 'HEAD' ? undefined : (encoded?.body ?? page.body));
      }
      countView(app.clientOf(request), url, method);
      const seconds = (performance.now() - started) / 1000;
      app.metrics?.countResponse(method, 'kept page', response.statusCode, seconds);
      return true;
    },
    async submit(form, request, reply) {
      const target = pageTarget(request.url, request.headers[HINT_HEADER]);
      let page: RenderedPage;
      try {
        page = await renderPage(target, { body: form, client: request.ip });
      } catch (error) {
        if (!(error instanceof FailedPage)) throw error;
        page = error.page;
      }
      return send(request, reply, page, target);
    },
    async serve(request, reply) {
      const path = request.url;
      if (CLIENT_RENDERED.test(path)) return send(request, reply, shellPage);
      const mark = path.indexOf('?');
      const pathname = mark === -1 ? path : path.slice(0, mark);
      const oneForm = canonicalPath(pathname);
      if (oneForm !== pathname) {
        return reply.redirect(`${oneForm}${mark === -1 ? '' : path.slice(mark)}`, 301);
      }
      const target = pageTarget(path, request.headers[HINT_HEADER]);
      let page: RenderedPage | null;
      try {
        page = await pages.get(target.key, () => renderPage(target));
      } catch (error) {
        if (!(error instanceof FailedPage)) throw error;
        page = error.page;
      }
      if (page === null) throw new Error('page render returned nothing');
      if (page.status === 200) countView(request, path, request.method);
      return send(request, reply, page, target);
    },
  };
}
