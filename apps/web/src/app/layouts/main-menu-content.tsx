import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { SearchBox } from '../../features/search/components/search-box';
import { NavLink } from '../../lib/i18n/localized-navigation';
import classes from './main-header.module.css';
import { NavGroupLinks } from './main-nav-group-links';
import { isNavGroup, mainNavigation } from './main-navigation';

/**
 * The whole menu in one column below 1200 px: search, every link, the language. Shown in the
 * drawer (main-mobile-menu.tsx), or, before the app starts, under the header's `<details>`
 * (main-menu-details.tsx); `onNavigate` closes the drawer.
 */
export function MainMenuContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Stack gap="lg">
      <SearchBox onSearch={onNavigate} />
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
                          onClick={onNavigate}
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
                <NavLink to={item.to} onClick={onNavigate} className={classes.drawerLink}>
                  {t(item.label)}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <LanguageSwitch />
    </Stack>
  );
}
