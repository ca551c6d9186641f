import type { ComponentType } from 'react';
import type { ActionFunction, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { lazyPage } from '../lib/lazy-page';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { HomePage } from './routes/public/home-page';
import { NotFoundPage } from './routes/public/not-found-page';
import { ProductListPage } from './routes/public/product-list-page';
import { RouteErrorPage } from './routes/route-error-page';
import { type QueryClientOf, publicLoaders } from './route-loaders';

/** Where a route names its source file, for the server to find the page's assets in Vite's manifest. */
export type RouteHandle = { module: string };

/**
 * A lazy public page, which the server renders too: it names its file (`module`, under src/app)
 * so that the server links the page's own stylesheets and code with the HTML (entry-server.tsx)
 * rather than the browser finding them only once the app runs.
 */
function renderedPage<M>(
  module: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces?: string[],
): { lazy: ReturnType<typeof lazyPage>['lazy']; handle: RouteHandle } {
  return { ...lazyPage(load, pick, namespaces), handle: { module: `src/app/${module}.tsx` } };
}

/** The action of an inquiry's gate, posted without JavaScript (its view's path and its own). */
const inquiryGateAction = async () => (await import('./route-actions')).inquiryGateAction;

/** A rendered page that takes a form posted without JavaScript; the action is loaded when used. */
function withAction(
  page: ReturnType<typeof renderedPage>,
  action: () => Promise<ActionFunction>,
): ReturnType<typeof renderedPage> & { lazy: { action: () => Promise<ActionFunction> } } {
  return { ...page, lazy: { ...page.lazy, action } };
}

/** The route every page is under, public and staff: the staff's routes are added to it. */
const ROOT_ROUTE_ID = 'root';

/*
 * Every route of the original's section 2, with its exact path. Only the two entry pages (home
 * and the product list a search lands on) are in the first download; every other page is a
 * lazy chunk, and login is too (rendered on the server, so that its form posts without
 * JavaScript). The staff pages' routes are not even listed here: they come with the first visit
 * to /admin (`patchStaffRoutes`), so a visitor's download holds no staff code.
 * Public pages have loaders (route-loaders.ts): the server renders them with their data.
 */
export function createRoutes(queryClientOf: QueryClientOf): RouteObject[] {
  const load = publicLoaders(queryClientOf);
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          Component: MainLayout,
          loader: load.layout,
          children: [
            {
              // Errors of a public page show inside the site's header and footer.
              ErrorBoundary: RouteErrorPage,
              children: [
                { index: true, loader: load.home, Component: HomePage },
                {
                  path: 'about',
                  loader: load.page('about'),
                  ...renderedPage(
                    'routes/public/about-page',
                    () => import('./routes/public/about-page'),
                    (m) => m.AboutPage,
                  ),
                },
                { path: 'product/list', loader: load.productList, Component: ProductListPage },
                {
                  path: 'product/detail/:id?',
                  loader: load.productDetail,
                  ...renderedPage(
                    'routes/public/product-detail-page',
                    () => import('./routes/public/product-detail-page'),
                    (m) => m.ProductDetailPage,
                  ),
                },
                {
                  path: 'board/:id',
                  loader: load.boardList,
                  ...renderedPage(
                    'routes/public/board-list-page',
                    () => import('./routes/public/board-list-page'),
                    (m) => m.BoardListPage,
                  ),
                },
                {
                  path: 'board/view/:id',
                  loader: load.post,
                  ...renderedPage(
                    'routes/public/board-view-page',
                    () => import('./routes/public/board-view-page'),
                    (m) => m.BoardViewPage,
                  ),
                },
                {
                  path: 'inquiries/list',
                  loader: load.inquiryList,
                  ...renderedPage(
                    'routes/public/inquiry-list-page',
                    () => import('./routes/public/inquiry-list-page'),
                    (m) => m.InquiryListPage,
                  ),
                },
                {
                  path: 'inquiries/:id?',
                  loader: load.newInquiry,
                  ...withAction(
                    renderedPage(
                      'routes/public/inquiry-edit-page',
                      () => import('./routes/public/inquiry-edit-page'),
                      (m) => m.InquiryEditPage,
                    ),
                    async () => (await import('./route-actions')).newInquiryAction,
                  ),
                },
                {
                  path: 'inquiries/done/:id',
                  loader: load.inquiryDone,
                  ...renderedPage(
                    'routes/public/inquiry-done-page',
                    () => import('./routes/public/inquiry-done-page'),
                    (m) => m.InquiryDonePage,
                  ),
                },
                {
                  path: 'inquiries/view/:id/secret',
                  loader: load.inquiry,
                  ...withAction(
                    renderedPage(
                      'routes/public/inquiry-secret-page',
                      () => import('./routes/public/inquiry-secret-page'),
                      (m) => m.InquirySecretPage,
                    ),
                    inquiryGateAction,
                  ),
                },
                {
                  path: 'inquiries/view/:id',
                  loader: load.inquiry,
                  ...withAction(
                    renderedPage(
                      'routes/public/inquiry-view-page',
                      () => import('./routes/public/inquiry-view-page'),
                      (m) => m.InquiryViewPage,
                    ),
                    inquiryGateAction,
                  ),
                },
                {
                  path: 'termsofservice',
                  loader: load.policy('terms'),
                  ...renderedPage(
                    'routes/public/policy-page',
                    () => import('./routes/public/policy-page'),
                    (m) => m.TermsOfServicePage,
                  ),
                },
                {
                  path: 'privacy',
                  loader: load.policy('privacy'),
                  ...renderedPage(
                    'routes/public/policy-page',
                    () => import('./routes/public/policy-page'),
                    (m) => m.PrivacyPage,
                  ),
                },
                {
                  path: 'privacy/collection',
                  loader: load.policy('collection'),
                  ...renderedPage(
                    'routes/public/policy-page',
                    () => import('./routes/public/policy-page'),
                    (m) => m.CollectionNoticePage,
                  ),
                },
                {
                  path: 'smart',
                  loader: load.page('smart'),
                  ...renderedPage(
                    'routes/public/smart-page',
                    () => import('./routes/public/smart-page'),
                    (m) => m.SmartPage,
                  ),
                },
                {
                  path: 'research',
                  loader: load.page('research'),
                  ...renderedPage(
                    'routes/public/research-page',
                    () => import('./routes/public/research-page'),
                    (m) => m.ResearchPage,
                  ),
                },
                {
                  path: 'patent',
                  loader: load.page('patent'),
                  ...renderedPage(
                    'routes/public/patent-page',
                    () => import('./routes/public/patent-page'),
                    (m) => m.PatentPage,
                  ),
                },
                { path: '*', loader: load.notFound, Component: NotFoundPage },
              ],
            },
          ],
        },
        {
          Component: RedirectIfAuthenticated,
          children: [
            {
              // The page itself, not an index below it, takes the form it posts to /login.
              path: 'login',
              ...withAction(
                renderedPage(
                  'routes/public/login-page',
                  () => import('./routes/public/login-page'),
                  (m) => m.LoginPage,
                  ['auth'],
                ),
                async () => (await import('./route-actions')).loginAction,
              ),
            },
          ],
        },
      ],
    },
  ];
}

const STAFF_PATH = /^\/admin(?:\/|$)/;

/**
 * Adds the staff pages' routes (staff-routes.tsx) when a navigation first reaches /admin, for
 * `createBrowserRouter`'s `patchRoutesOnNavigation`. Their table, with the list of files each
 * page needs, was 1.5 KB (compressed) of every visitor's first download.
 */
export const patchStaffRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!STAFF_PATH.test(path)) return;
  const { staffRoutes } = await import('./staff-routes');
  patch(ROOT_ROUTE_ID, staffRoutes());
};
