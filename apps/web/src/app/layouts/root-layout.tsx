import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSite } from '../../features/site/api/get-site';
import { languageOfSearch } from '../../lib/i18n/language-url';
import { SiteIdentityProvider } from '../../lib/site-identity';
import { ScrollRestoration } from '../scroll-restoration';

/** Wraps every route, public and admin; the interface follows the URL's language. */
export function RootLayout() {
  const { i18n } = useTranslation();
  const language = languageOfSearch(useLocation().search);
  const { data: site } = useSite(language);
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
  useEffect(() => {
    // From here the page's buttons work (a rendered page is painted before the app starts):
    // end-to-end tests wait for it.
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <SiteIdentityProvider
      value={{
        name: site?.name ?? null,
        description: site?.description ?? null,
        shareImage: site?.shareImage ?? null,
        logo: site?.logo ?? null,
        logoDark: site?.logoDark ?? null,
      }}
    >
      <ScrollRestoration />
      <Outlet />
    </SiteIdentityProvider>
  );
}
