import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SitePopup } from '../../features/popup/components/site-popup';
import { usePageViews } from '../../features/visits/use-page-views';
import { MainFooter } from './main-footer';
import { MainHeader } from './main-header';
import classes from './main-layout.module.css';

/**
 * The public site's frame: header, the page, footer. Each is a Suspense boundary so that a
 * server-rendered page hydrates in three pieces, yielding to the browser between them, instead
 * of one long task (nothing here suspends on the server: the page's data is already loaded).
 */
export function MainLayout() {
  const { t } = useTranslation();
  usePageViews();
  return (
    <div className={classes.page}>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <Suspense>
        <MainHeader />
      </Suspense>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <MainFooter />
      </Suspense>
      {/* After the page has loaded, in the browser only (decision 25). */}
      <SitePopup />
    </div>
  );
}
