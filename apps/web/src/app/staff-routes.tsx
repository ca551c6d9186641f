import type { RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page';
import { RequireAuth } from './guards/require-auth';
import { RequireStatisticsGrade } from './guards/require-statistics-grade';
import { RequireTopGrade } from './guards/require-top-grade';

/**
 * The staff pages, under /admin: added to the router on the first visit there (router.tsx,
 * `patchStaffRoutes`). Every page is a lazy chunk, with the translations it needs.
 */
export function staffRoutes(): RouteObject[] {
  return [
    {
      path: 'admin',
      Component: RequireAuth,
      children: [
        {
          // adminInquiry: the navigation shows the unanswered-inquiry count; richText: the
          // editor of posts, products, pages and answers.
          ...lazyPage(
            () => import('./layouts/admin-layout'),
            (m) => m.AdminLayout,
            ['admin', 'adminInquiry', 'richText'],
          ),
          children: [
            {
              index: true,
              ...lazyPage(
                () => import('./routes/admin/dashboard-page'),
                (m) => m.AdminDashboardPage,
                ['adminHome'],
              ),
            },
            {
              path: 'member',
              Component: RequireTopGrade,
              children: [
                {
                  index: true,
                  ...lazyPage(
                    () => import('./routes/admin/member-page'),
                    (m) => m.AdminMemberPage,
                    ['adminStaff'],
                  ),
                },
              ],
            },
            {
              path: 'audit',
              Component: RequireTopGrade,
              children: [
                {
                  index: true,
                  ...lazyPage(
                    () => import('./routes/admin/audit-page'),
                    (m) => m.AdminAuditPage,
                    ['adminStaff'],
                  ),
                },
              ],
            },
            {
              path: 'site',
              Component: RequireTopGrade,
              children: [
                {
                  index: true,
                  ...lazyPage(
                    () => import('./routes/admin/site-page'),
                    (m) => m.AdminSitePage,
                    ['adminPage'],
                  ),
                },
              ],
            },
            {
              path: 'account',
              ...lazyPage(
                () => import('./routes/admin/account-page'),
                (m) => m.AdminAccountPage,
                ['adminStaff'],
              ),
            },
            {
              path: 'place',
              ...lazyPage(
                () => import('./routes/admin/place-page'),
                (m) => m.AdminPlacePage,
                ['adminCatalogue'],
              ),
            },
            {
              path: 'category',
              ...lazyPage(
                () => import('./routes/admin/category-page'),
                (m) => m.AdminCategoryPage,
                ['adminCatalogue'],
              ),
            },
            {
              path: 'product',
              ...lazyPage(
                () => import('./routes/admin/product-page'),
                (m) => m.AdminProductPage,
                ['adminCatalogue'],
              ),
            },
            {
              path: 'synonym',
              ...lazyPage(
                () => import('./routes/admin/synonym-page'),
                (m) => m.AdminSynonymPage,
                ['adminCatalogue'],
              ),
            },
            {
              path: 'search-insight',
              Component: RequireStatisticsGrade,
              children: [
                {
                  index: true,
                  ...lazyPage(
                    () => import('./routes/admin/search-insight-page'),
                    (m) => m.AdminSearchInsightPage,
                    ['adminCatalogue'],
                  ),
                },
              ],
            },
            {
              path: 'inquiries',
              ...lazyPage(
                () => import('./routes/admin/inquiry-list-page'),
                (m) => m.AdminInquiryListPage,
              ),
            },
            {
              path: 'visits',
              Component: RequireStatisticsGrade,
              children: [
                {
                  index: true,
                  ...lazyPage(
                    () => import('./routes/admin/visits-page'),
                    (m) => m.AdminVisitsPage,
                    ['adminHome'],
                  ),
                },
              ],
            },
            {
              path: 'notifications',
              ...lazyPage(
                () => import('./routes/admin/notification-page'),
                (m) => m.AdminNotificationPage,
                ['adminStaff'],
              ),
            },
            {
              path: 'inquiries/view/:id',
              ...lazyPage(
                () => import('./routes/admin/inquiry-view-page'),
                (m) => m.AdminInquiryViewPage,
              ),
            },
            {
              path: 'board/:id',
              ...lazyPage(
                () => import('./routes/admin/board-page'),
                (m) => m.AdminBoardPage,
                ['adminBoard'],
              ),
            },
            {
              path: 'image',
              ...lazyPage(
                () => import('./routes/admin/image-page'),
                (m) => m.AdminImagePage,
                ['adminMedia'],
              ),
            },
            {
              path: 'homeSections',
              ...lazyPage(
                () => import('./routes/admin/home-sections-page'),
                (m) => m.AdminHomeSectionsPage,
                ['adminPage'],
              ),
            },
            {
              path: 'menus',
              ...lazyPage(
                () => import('./routes/admin/menus-page'),
                (m) => m.AdminMenusPage,
                ['adminPage', 'adminCatalogue', 'pages'],
              ),
            },
            {
              path: 'popups',
              ...lazyPage(
                () => import('./routes/admin/popup-list-page'),
                (m) => m.AdminPopupListPage,
                ['adminPopup', 'popup'],
              ),
            },
            {
              path: 'popups/new',
              ...lazyPage(
                () => import('./routes/admin/popup-edit-page'),
                (m) => m.AdminPopupEditPage,
                ['adminPopup', 'adminPage', 'popup'],
              ),
            },
            {
              path: 'popups/:id',
              ...lazyPage(
                () => import('./routes/admin/popup-edit-page'),
                (m) => m.AdminPopupEditPage,
                ['adminPopup', 'adminPage', 'popup'],
              ),
            },
            {
              path: 'policies/:policy?',
              ...lazyPage(
                () => import('./routes/admin/policies-page'),
                (m) => m.AdminPoliciesPage,
                ['adminPage', 'pages'],
              ),
            },
            {
              path: 'editPage/:id',
              ...lazyPage(
                () => import('./routes/admin/edit-page-page'),
                (m) => m.AdminEditPagePage,
                ['adminPage'],
              ),
            },
            {
              path: '*',
              ...lazyPage(
                () => import('./routes/admin/admin-not-found-page'),
                (m) => m.AdminNotFoundPage,
              ),
            },
          ],
        },
      ],
    },
  ];
}
