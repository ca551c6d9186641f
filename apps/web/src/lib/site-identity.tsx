import type { ImageRef } from '@app/contract/image';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The site's name, description and default share image as staff entered them (site settings),
 * null where not.
 */
export type SiteIdentitySettings = {
  name: string | null;
  description: string | null;
  shareImage: ImageRef | null;
  /** The logo for light backgrounds, and for dark ones (else the light one). */
  logo: ImageRef | null;
  logoDark: ImageRef | null;
};

const SiteIdentityContext = createContext<SiteIdentitySettings>({
  name: null,
  description: null,
  shareImage: null,
  logo: null,
  logoDark: null,
});

/** Given by the app's root from the site settings, for every title, logo and publisher name. */
export const SiteIdentityProvider = SiteIdentityContext.Provider;

/**
 * What the site calls itself: the name and description staff gave it, else words that say what
 * the site is without naming any company (a fresh install shows no one's name but its own).
 */
export function useSiteIdentity(): {
  name: string;
  description: string;
  /** The name staff gave the site, for what must not be generic words (a brand, a publisher). */
  ownName: string | null;
  /** The picture of a page that has none of its own (link previews, an article's image). */
  shareImage: ImageRef | null;
  logo: ImageRef | null;
  logoDark: ImageRef | null;
} {
  const { t } = useTranslation();
  const site = useContext(SiteIdentityContext);
  return {
    name: site.name ?? t('siteName'),
    description: site.description ?? t('siteDescription'),
    ownName: site.name,
    shareImage: site.shareImage,
    logo: site.logo,
    logoDark: site.logoDark ?? site.logo,
  };
}
