import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { usePublicMenus } from '../../features/menu/api/get-menus';
import { SearchBox } from '../../features/search/components/search-box';
import { fallbackLang, useContentLanguage } from '../../lib/content-language';
import classes from './main-header.module.css';
import { MenuLink } from './menu-link';

/**
 * The whole menu in one column below 1200 px: search, every link, the language. Shown in the
 * drawer (main-mobile-menu.tsx), or, before the app starts, under the header's `<details>`
 * (main-menu-details.tsx); `onNavigate` closes the drawer.
 */
export function MainMenuContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const { header } = usePublicMenus(useContentLanguage());
  return (
    <Stack gap="lg">
      <SearchBox onSearch={onNavigate} />
      <nav aria-label={t('nav.label')}>
        <ul className={classes.drawerList}>
          {header.map((item, i) => (
            <li key={`${String(i)}:${item.label}`}>
              {item.type === 'group' ? (
                <>
                  <div className={classes.drawerGroupLabel} {...fallbackLang(item, 'label')}>
                    {item.label}
                  </div>
                  <ul className={classes.drawerList}>
                    {item.children.map((link, j) => (
                      <li key={`${String(j)}:${link.href}`}>
                        <MenuLink
                          link={link}
                          onClick={onNavigate}
                          className={`${classes.drawerLink ?? ''} ${classes.drawerSubLink ?? ''}`}
                        />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <MenuLink link={item} onClick={onNavigate} className={classes.drawerLink} />
              )}
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitch />
    </Stack>
  );
}
