import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
// The staff pages' scroll areas: the navigation's, and those of Mantine's Table.ScrollContainer.
import '@mantine/core/styles/ScrollArea.layer.css';

import { AppShell, Box, Burger, Button, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconLogout } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Link } from '../../lib/i18n/localized-navigation';
import { BrandLogo } from '../../components/ui/brand-logo';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useAuthStore } from '../../lib/auth-store';
import { useStatisticsGrade } from '../../lib/statistics-access';
import { adminNavigationFor, isActiveAdminItem } from './admin-navigation';
import classes from './admin-layout.module.css';

/** The back office frame: header with the user and logout, navigation to every section. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const userName = useAuthStore((state) => state.userInfo?.name ?? '');
  const grade = useAuthStore((state) => state.userInfo?.grade ?? 0);
  const statisticsGrade = useStatisticsGrade();
  const logout = useLogout();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', md: 'xl' }}
    >
      <AppShell.Header>
        <div className={classes.header}>
          <Group gap="sm" wrap="nowrap">
            <Burger
              hiddenFrom="sm"
              size="sm"
              opened={opened}
              onClick={toggle}
              aria-label={t(opened ? 'menu.close' : 'menu.open')}
              aria-expanded={opened}
            />
            <BrandLogo to="/admin" destination={t('homeLink')} suffix={t('title')} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} visibleFrom="md">
              {t('greeting', { name: userName })}
            </Text>
            <Box visibleFrom="sm">
              <LanguageSwitch />
            </Box>
            <Button
              component={Link}
              to="/"
              variant="subtle"
              color="gray"
              size="sm"
              visibleFrom="md"
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              {t('viewSite')}
            </Button>
            <Button
              variant="light"
              color="gray"
              size="sm"
              leftSection={<IconLogout size={16} aria-hidden />}
              loading={logout.isPending}
              onClick={() => {
                logout.mutate();
              }}
            >
              {t('logout')}
            </Button>
          </Group>
        </div>
      </AppShell.Header>

      <AppShell.Navbar p="sm" component="nav" aria-label={t('nav.label')}>
        <AppShell.Section grow component={ScrollArea}>
          {adminNavigationFor(grade, statisticsGrade).map((item) => {
            const active = isActiveAdminItem(item, pathname);
            return (
              <Fragment key={item.to}>
                <NavLink
                  component={Link}
                  to={item.to}
                  label={t(item.label)}
                  leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                  rightSection={item.badge === undefined ? undefined : <item.badge />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={close}
                  variant="light"
                  py="sm"
                  fw={500}
                />
                {item.children !== undefined && <item.children onNavigate={close} />}
              </Fragment>
            );
          })}
        </AppShell.Section>
        <AppShell.Section hiddenFrom="sm" pt="sm">
          <LanguageSwitch />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
