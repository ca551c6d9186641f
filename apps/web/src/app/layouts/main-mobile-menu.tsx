import '@mantine/core/styles/Drawer.layer.css';
import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { useDialogProps } from '../../components/ui/use-dialog-props';
import { SearchBox } from '../../features/search/components/search-box';
import { NavLink } from '../../lib/i18n/localized-navigation';
import classes from './main-header.module.css';
import { NavGroupLinks } from './main-nav-group-links';
import { isNavGroup, mainNavigation } from './main-navigation';

/**
 * The menu below 1200 px, in a drawer. Its own chunk, fetched when first opened: most visits
 * never open it, and the drawer's machinery (focus trap, scroll lock) is not small.
 */
export function MainMobileMenu({
  id,
  opened,
  onClose,
}: {
  id: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('layout');
  const dialogProps = useDialogProps(t('menu.close'));
  return (
    <Drawer
      {...dialogProps}
      id={id}
      opened={opened}
      onClose={onClose}
      title={t('menu.title')}
      position="right"
      size="min(22rem, 100vw)"
    >
      <Stack gap="lg">
        <SearchBox onSearch={onClose} />
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
                            lang={link.lang}
                            onClick={onClose}
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
                  <NavLink to={item.to} onClick={onClose} className={classes.drawerLink}>
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
  );
}
