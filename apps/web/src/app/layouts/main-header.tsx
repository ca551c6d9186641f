import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../../lib/i18n/localized-navigation';
import { BrandLogo } from '../../components/ui/brand-logo';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { SearchBox } from '../../features/search/components/search-box';
import { NavDropdown } from './main-nav-dropdown';
import { isNavGroup, mainNavigation } from './main-navigation';
import classes from './main-header.module.css';

const MainMobileMenu = lazy(() =>
  import('./main-mobile-menu').then((module) => ({ default: module.MainMobileMenu })),
);

const DRAWER_ID = 'main-menu-drawer';

/** The public header: logo, menu, product search and language; a drawer below 1200 px. */
export function MainHeader() {
  const { t } = useTranslation('layout');
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <BrandLogo to="/" destination={t('homeLink')} />

        <Box component="nav" aria-label={t('nav.label')} visibleFrom="lg">
          <ul className={classes.navList}>
            {mainNavigation.map((item) => (
              <li key={item.label}>
                {isNavGroup(item) ? (
                  <NavDropdown group={item} />
                ) : (
                  <NavLink to={item.to} className={classes.navLink}>
                    {t(item.label)}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </Box>

        <Group gap="sm" wrap="nowrap">
          <Box className={classes.search} visibleFrom="md">
            <SearchBox />
          </Box>
          <Box visibleFrom="lg">
            <LanguageSwitch />
          </Box>
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
        </Group>
      </Container>

      {/* Mounted on first open, then kept so it can animate closed. */}
      {menuLoaded && (
        <Suspense fallback={null}>
          <MainMobileMenu id={DRAWER_ID} opened={opened} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
