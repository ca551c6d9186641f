import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/ui/brand-logo';
import container from '../../components/ui/page-container.module.css';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { usePublicMenus } from '../../features/menu/api/get-menus';
import { SearchBox } from '../../features/search/components/search-box';
import { useContentLanguage } from '../../lib/content-language';
import { useHydrated } from '../../lib/use-hydrated';
import { MainMenuDetails } from './main-menu-details';
import { NavDropdown } from './main-nav-dropdown';
import classes from './main-header.module.css';
import { MenuLink } from './menu-link';

const MainMobileMenu = lazy(() =>
  import('./main-mobile-menu').then((module) => ({ default: module.MainMobileMenu })),
);

const DRAWER_ID = 'main-menu-drawer';

/** The public header: logo, menu, product search and language; a drawer below 1200 px. */
export function MainHeader() {
  const { t } = useTranslation('layout');
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const hydrated = useHydrated();
  const { header } = usePublicMenus(useContentLanguage());

  return (
    <header className={classes.header}>
      <div className={`${container.container} ${classes.inner}`}>
        <BrandLogo to="/" destination={t('homeLink')} />

        <nav aria-label={t('nav.label')} className="mantine-visible-from-lg">
          <ul className={classes.navList}>
            {header.map((item, i) => (
              <li key={`${String(i)}:${item.label}`}>
                {item.type === 'group' ? (
                  <NavDropdown group={item} />
                ) : (
                  <MenuLink link={item} className={classes.navLink} />
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className={classes.actions}>
          <div className={`${classes.search ?? ''} mantine-visible-from-md`}>
            <SearchBox />
          </div>
          <div className="mantine-visible-from-lg">
            <LanguageSwitch />
          </div>
          {hydrated ? (
            <Burger
              hiddenFrom="lg"
              opened={opened}
              onClick={() => {
                setMenuLoaded(true);
                toggle();
              }}
              aria-label={t(opened ? 'menu.close' : 'menu.open')}
              aria-expanded={opened}
              aria-controls={DRAWER_ID}
            />
          ) : (
            <MainMenuDetails />
          )}
        </div>
      </div>

      {/* Mounted on first open, then kept so it can animate closed. */}
      {menuLoaded && (
        <Suspense fallback={null}>
          <MainMobileMenu id={DRAWER_ID} opened={opened} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
