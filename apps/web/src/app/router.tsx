import { createBrowserRouter } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { loadNamespaces } from '../lib/i18n/i18n';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { RequireAuth } from './guards/require-auth';
import { RequireTopGrade } from './guards/require-top-grade';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { HomePage } from './routes/public/home-page';
import { NotFoundPage } from './routes/public/not-found-page';
import { ProductListPage } from './routes/public/product-list-page';
import { RouteErrorPage } from './routes/route-error-page';

/*
 * Every route of the original's section 2, with its exact path. Only the two entry pages (home
 * and the product list a search lands on) are in the first download; every other page is a
 * lazy chunk, and login and the whole admin are too, so a visitor's download holds no staff code.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          Component: MainLayout,
          children: [
            { index: true, Component: HomePage },
            {
              path: 'about',
              lazy: {
                Component: async () => (await import('./routes/public/about-page')).AboutPage,
              },
            },
            { path: 'product/list', Component: ProductListPage },
            {
              path: 'product/detail/:id?',
              lazy: {
                Component: async () =>
                  (await import('./routes/public/product-detail-page')).ProductDetailPage,
              },
            },
            {
              path: 'board/:id',
              lazy: {
                Component: async () =>
                  (await import('./routes/public/board-list-page')).BoardListPage,
              },
            },
            {
              path: 'board/view/:id',
              lazy: {
                Component: async () =>
                  (await import('./routes/public/board-view-page')).BoardViewPage,
              },
            },
            {
              path: 'inquiries/list',
              lazy: {
                Component: async () =>
                  (await import('./routes/public/inquiry-list-page')).InquiryListPage,
              },
            },
            {
              path: 'inquiries/:id?',
              lazy: {
                Component: async () =>
                  (await import('./routes/public/inquiry-edit-page')).InquiryEditPage,
              },
            },
            {
              path: 'inquiries/view/:id/secret',
              lazy: {
                Component: async () =>
                  (await import('./routes/public/inquiry-secret-page')).InquirySecretPage,
              },
            },
            {
              path: 'inquiries/view/:id',
              lazy: {
                Component: async () =>
                  (await import('./routes/public/inquiry-view-page')).InquiryViewPage,
              },
            },
            {
              path: 'termsofservice',
              lazy: {
                Component: async () =>
                  (await import('./routes/public/terms-of-service-page')).TermsOfServicePage,
              },
            },
            {
              path: 'privacy',
              lazy: {
                Component: async () => (await import('./routes/public/privacy-page')).PrivacyPage,
              },
            },
            {
              path: 'smart',
              lazy: {
                Component: async () => (await import('./routes/public/smart-page')).SmartPage,
              },
            },
            {
              path: 'research',
              lazy: {
                Component: async () => (await import('./routes/public/research-page')).ResearchPage,
              },
            },
            {
              path: 'patent',
              lazy: {
                Component: async () => (await import('./routes/public/patent-page')).PatentPage,
              },
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
        {
          path: 'login',
          Component: RedirectIfAuthenticated,
          children: [
            {
              index: true,
              lazy: {
                Component: async () => (await import('./routes/public/login-page')).LoginPage,
              },
            },
          ],
        },
        {
          path: 'admin',
          Component: RequireAuth,
          children: [
            {
              lazy: {
                Component: async () => {
                  const [layout] = await Promise.all([
                    import('./layouts/admin-layout'),
                    // adminInquiry: the navigation shows the unanswered-inquiry count.
                    loadNamespaces('admin', 'adminInquiry'),
                  ]);
                  return layout.AdminLayout;
                },
              },
              children: [
                {
                  index: true,
                  lazy: {
                    Component: async () => {
                      const [page] = await Promise.all([
                        import('./routes/admin/dashboard-page'),
                        loadNamespaces('adminHome'),
                      ]);
                      return page.AdminDashboardPage;
                    },
                  },
                },
                {
                  path: 'member',
                  Component: RequireTopGrade,
                  children: [
                    {
                      index: true,
                      lazy: {
                        Component: async () => {
                          const [page] = await Promise.all([
                            import('./routes/admin/member-page'),
                            loadNamespaces('adminStaff'),
                          ]);
                          return page.AdminMemberPage;
                        },
                      },
                    },
                  ],
                },
                {
                  path: 'audit',
                  Component: RequireTopGrade,
                  children: [
                    {
                      index: true,
                      lazy: {
                        Component: async () => {
                          const [page] = await Promise.all([
                            import('./routes/admin/audit-page'),
                            loadNamespaces('adminStaff'),
                          ]);
                          return page.AdminAuditPage;
                        },
                      },
                    },
                  ],
                },
                {
                  path: 'account',
                  lazy: {
                    Component: async () => {
                      const [page] = await Promise.all([
                        import('./routes/admin/account-page'),
                        loadNamespaces('adminStaff'),
                      ]);
                      return page.AdminAccountPage;
                    },
                  },
                },
                {
                  path: 'place',
                  lazy: {
                    Component: async () => {
                      const [page] = await Promise.all([
                        import('./routes/admin/place-page'),
                        loadNamespaces('adminCatalogue'),
                      ]);
                      return page.AdminPlacePage;
                    },
                  },
                },
                {
                  path: 'category',
                  lazy: {
                    Component: async () => {
                      const [page] = await Promise.all([
                        import('./routes/admin/category-page'),
                        loadNamespaces('adminCatalogue'),
                      ]);
                      return page.AdminCategoryPage;
                    },
                  },
                },
                {
                  path: 'product',
                  lazy: {
                    Component: async () => {
                      const [page] = await Promise.all([
                        import('./routes/admin/product-page'),
                        loadNamespaces('adminCatalogue'),
                      ]);
                      return page.AdminProductPage;
                    },
                  },
                },
                {
                  path: 'inquiries',
                  lazy: {
                    Component: async () =>
                      (await import('./routes/admin/inquiry-list-page')).AdminInquiryListPage,
                  },
                },
                {
                  path: 'inquiries/view/:id',
                  lazy: {
                    Component: async () =>
                      (await import('./routes/admin/inquiry-view-page')).AdminInquiryViewPage,
                  },
                },
                {
                  path: 'board/:id',
                  lazy: {
                    Component: async () => {
                      const [page] = await Promise.all([
                        import('./routes/admin/board-page'),
                        loadNamespaces('adminBoard'),
                      ]);
                      return page.AdminBoardPage;
                    },
                  },
                },
                {
                  path: 'image',
                  lazy: {
                    Component: async () => {
                      const [page] = await Promise.all([
                        import('./routes/admin/image-page'),
                        loadNamespaces('adminMedia'),
                      ]);
                      return page.AdminImagePage;
                    },
                  },
                },
                {
                  path: 'editPage/:id',
                  lazy: {
                    Component: async () => {
                      const [page] = await Promise.all([
                        import('./routes/admin/edit-page-page'),
                        loadNamespaces('adminPage'),
                      ]);
                      return page.AdminEditPagePage;
                    },
                  },
                },
                {
                  path: '*',
                  lazy: {
                    Component: async () =>
                      (await import('./routes/admin/admin-not-found-page')).AdminNotFoundPage,
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
