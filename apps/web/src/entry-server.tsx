import {
  FORM_CLIENT_HEADER,
  type PageRendererFactory,
  type PageResponse,
  type PageRendererModule,
  VIEWPORT_WIDTH_HINT,
} from '@app/contract/page-render';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
} from 'react-router';
import { documentHead, scriptJson } from './app/document-head';
import { type AppState, APP_STATE_ELEMENT_ID } from './app/app-state';
import { type BuildManifest, MANIFEST_PATH, pageAssets } from './app/page-assets';
import { AppProviders } from './app/providers';
import { analyticsHead, pageSources } from './app/page-sources';
import { siteFontHead } from './app/site-font';
import type { QueryClientOf } from './app/route-loaders';
import { type RouteHandle, createRoutes } from './app/router';
import { type CollectedHead, HeadCollectorContext, headImage } from './components/ui/page-head';
import { siteQueryOptions } from './features/site/api/get-site';
import { setApiTransport } from './lib/api-client';
import { RenderedWidthContext } from './lib/items-per-page';
import { isApiError } from './lib/api-error';
import { i18nFor, initI18n, loadAllLanguages } from './lib/i18n/i18n';
import { DEFAULT_LANGUAGE } from './lib/i18n/language';
import { languageOfSearch } from './lib/i18n/language-url';

// The catalogues of the words rendered pages use (not the staff's, nor the editor's).
const catalogues = import.meta.glob<string>(
  ['./locales/*/*.json', '!./locales/*/admin*.json', '!./locales/*/richText.json'],
  { eager: true, query: '?raw', import: 'default' },
);

/** The site font draws these words besides the site's content (modules/site-font). */
export const words: PageRendererModule['words'] = Object.values(catalogues).join('\n');

/** Where index.html takes the rendered parts (see index.html). */
const MARKERS = {
  lang: '<html lang="ko"',
  head: '<!--app-head-->',
  body: '<!--app-html-->',
  state: '<!--app-state-->',
  headEnd: '</head>',
} as const;

/** The boot script's list of modules (boot.ts), in the order it starts them. */
const BOOT_MODULES = /data-preload="([^"]*)"/;

const stylesheetLink = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

/** Errors as the browser's router can revive them: route error responses only (404, 500). */
function serializableErrors(errors: Record<string, unknown> | null): AppState['router']['errors'] {
  if (errors === null) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error)
        ? { status: error.status, statusText: error.statusText }
        : { status: 500, statusText: 'Internal Server Error' },
    ]),
  );
}

/** A server render's loaders fill the query cache of their request, passed as its context. */
const requestQueryClient: QueryClientOf = ({ context }) => {
  if (!(context instanceof QueryClient)) throw new Error('a page render has no query cache');
  return context;
};

/**
 * Renders public pages on the server (decision 0010): the route loaders fill a query cache
 * through the API, React renders the page from it, and the cache and the router's state travel
 * with the HTML so the browser hydrates without asking again.
 */
export const createPageRenderer: PageRendererFactory = ({ template, api, readAsset }) => {
  for (const marker of Object.values(MARKERS)) {
    if (!template.includes(marker)) throw new Error(`index.html lacks ${marker}`);
  }
  if (!BOOT_MODULES.test(template)) throw new Error('index.html lacks the boot script');
  setApiTransport(api);
  void initI18n(DEFAULT_LANGUAGE);
  const languagesLoaded = loadAllLanguages();
  const assets = pageAssets(JSON.parse(readAsset(MANIFEST_PATH)) as BuildManifest, template);
  // Built once: each request's query cache reaches the loaders as their context.
  const handler = createStaticHandler(createRoutes(requestQueryClient));

  return async ({
    url: path,
    origin,
    form,
    siteFont,
    viewportWidth = 0,
  }): Promise<PageResponse> => {
    await languagesLoaded;
    const url = new URL(path, origin);
    const language = languageOfSearch(url.search);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    // The loaders read the window's width as a server would, from the browser's hint.
    const hint: Record<string, string> =
      viewportWidth > 0 ? { [VIEWPORT_WIDTH_HINT]: String(viewportWidth) } : {};
    // A form posted without JavaScript goes to its route's action, as the browser would send it.
    const request =
      form === undefined
        ? new Request(url, { headers: hint })
        : new Request(url, {
            method: 'POST',
            body: form.body,
            headers: {
              ...hint,
              'content-type': 'application/x-www-form-urlencoded',
              [FORM_CLIENT_HEADER]: form.client,
            },
          });
    const context = await handler.query(request, { requestContext: queryClient });
    if (context instanceof Response) {
      return {
        kind: 'redirect',
        status: context.status,
        location: context.headers.get('location') ?? '/',
      };
    }

    const i18n = i18nFor(language);
    // Read by the layout's loader; a page without it (or a failed read) names no company.
    const site = queryClient.getQueryData(siteQueryOptions(language).queryKey);
    const siteName = site?.name ?? i18n.t('siteName');
    let head: CollectedHead = { title: siteName };
    const collect = (next: CollectedHead) => {
      head = { ...head, ...next };
    };
    const body = renderToString(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HeadCollectorContext value={collect}>
            <AppProviders queryClient={queryClient}>
              <RenderedWidthContext value={viewportWidth}>
                <StaticRouterProvider
                  router={createStaticRouter(handler.dataRoutes, context)}
                  context={context}
                  hydrate={false}
                />
              </RenderedWidthContext>
            </AppProviders>
          </HeadCollectorContext>
        </I18nextProvider>
      </StrictMode>,
    );

    const state: AppState = {
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializableErrors(context.errors),
      },
      queries: dehydrate(queryClient),
      renderedWidth: viewportWidth,
    };
    const own = assets.of(
      context.matches.flatMap(
        ({ route }) => (route.handle as RouteHandle | undefined)?.module ?? [],
      ),
    );
    const html = template
      .replace(MARKERS.lang, () => `<html lang="${language}"`)
      .replace(
        MARKERS.head,
        () =>
          `${documentHead({
            head,
            url,
            origin,
            language,
            siteName,
            siteDescription: site?.description ?? i18n.t('siteDescription'),
            siteImage: site?.shareImage ? headImage(site.shareImage, siteName) : undefined,
            status: context.statusCode,
          })}\n    ${siteFontHead(siteFont)}\n    ${analyticsHead(site?.analytics)}`,
      )
      .replace(MARKERS.body, () => body)
      .replace(
        MARKERS.state,
        () =>
          `<script type="application/json" id="${APP_STATE_ELEMENT_ID}">${scriptJson(state)}</script>`,
      )
      // The lazy page's own: its CSS draws it now, its code comes with the app's (boot.ts).
      .replace(MARKERS.headEnd, () =>
        [...own.stylesheets.map(stylesheetLink), MARKERS.headEnd].join('\n  '),
      )
      // After the app's shared chunks: boot.ts starts them in this order.
      .replace(
        BOOT_MODULES,
        (_, modules: string) => `data-preload="${[modules, ...own.scripts].join(' ')}"`,
      );
    // A read shed under load (or a database away) leaves a part out: worth sending, not keeping.
    const partial = queryClient
      .getQueryCache()
      .getAll()
      .some(({ state }) => {
        // A missing record (404) is the page's answer, not a part it lacks.
        const { error } = state;
        return error !== null && !(isApiError(error) && error.status < 500);
      });
    return { kind: 'page', status: context.statusCode, html, partial, sources: pageSources(site) };
  };
};
