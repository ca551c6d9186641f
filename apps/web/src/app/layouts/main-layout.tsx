import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MainFooter } from './main-footer';
import { MainHeader } from './main-header';
import classes from './main-layout.module.css';

/** The public site's frame: header, the page, footer. */
export function MainLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <MainHeader />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <MainFooter />
    </div>
  );
}
