import { Box, Burger, Container, Drawer, Group, Menu, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NavLink } from '../../lib/i18n/localized-navigation';
import { BrandLogo } from '../../components/ui/brand-logo';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { SearchBox } from '../../features/search/components/search-box';
import { NavGroupLinks } from './main-nav-group-links';
import { isNavGroup, mainNavigation, type NavGroupItem } from './main-navigation';
import classes from './main-header.module.css';

const DRAWER_ID = 'main-menu-drawer';

/** Whether the page is in the group: under one of its links (boards: under /board). */
function inGroup(group: NavGroupItem, pathname: string) {
  const prefixes = group.children === 'boards' ? ['/board'] : group.children.map((c) => c.to);
  return prefixes.some((to) => pathname === to || pathname.startsWith(`${to}/`));
}

function NavGroupMenu({ group }: { group: NavGroupItem }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const active = inGroup(group, pathname);
  return (
    <Menu
      trigger="click-hover"
      openDelay={60}
      closeDelay={180}
      position="bottom-start"
      offset={4}
      shadow="md"
      radius="md"
    >
      <Menu.Target>
        <UnstyledButton className={classes.navLink} data-active={active || undefined}>
          {t(group.label)}
          <IconChevronDown size={16} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <NavGroupLinks
          group={group}
          render={(link) => (
            <Menu.Item key={link.to} component={NavLink} to={link.to} fz="md" py="sm" px="md">
              {link.name}
            </Menu.Item>
          )}
        />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The public header: logo, menu, product search and language; a drawer below 1200 px. */
export function MainHeader() {
  const { t } = useTranslation('layout');
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <BrandLogo to="/" label={t('homeLink')} />

        <Box component="nav" aria-label={t('nav.label')} visibleFrom="lg">
          <ul className={classes.navList}>
            {mainNavigation.map((item) => (
              <li key={item.label}>
                {isNavGroup(item) ? (
                  <NavGroupMenu group={item} />
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
            onClick={toggle}
            aria-label={t(opened ? 'menu.close' : 'menu.open')}
            aria-expanded={opened}
            aria-controls={DRAWER_ID}
          />
        </Group>
      </Container>

      <Drawer
        id={DRAWER_ID}
        opened={opened}
        onClose={close}
        title={t('menu.title')}
        position="right"
        size="min(22rem, 100vw)"
        hiddenFrom="lg"
        closeButtonProps={{ 'aria-label': t('menu.close') }}
      >
        <Stack gap="lg">
          <SearchBox onSearch={close} />
          <nav aria-label={t('nav.label')}>
            <ul className={classes.drawerList}>
              {mainNavigation.map((item) =>
                isNavGroup(item) ? (
                  <li key={item.label}>
                    <div className={classes.drawerGroupLabel}>{t(item.label)}</div>
                    <ul className={classes.drawerList}>
                      <NavGroupLinks
                        group={item}
                        render={(link) => (
                          <li key={link.to}>
                            <NavLink
                              to={link.to}
                              onClick={close}
                              className={`${classes.drawerLink ?? ''} ${classes.drawerSubLink ?? ''}`}
                            >
                              {link.name}
                            </NavLink>
                          </li>
                        )}
                      />
                    </ul>
                  </li>
                ) : (
                  <li key={item.label}>
                    <NavLink to={item.to} onClick={close} className={classes.drawerLink}>
                      {t(item.label)}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <LanguageSwitch />
        </Stack>
      </Drawer>
    </header>
  );
}
