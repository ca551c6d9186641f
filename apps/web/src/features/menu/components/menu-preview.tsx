import type { PublicMenus } from '@app/contract/menu';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fallbackLang } from '../../../lib/content-language';
import classes from './menu-preview.module.css';

/**
 * The menus as visitors would see them, drawn plainly (groups opened, nothing to follow), so
 * staff check the order, the nesting and the labels in either language before saving.
 */
export function MenuPreview({ menus }: { menus: PublicMenus }) {
  const { t } = useTranslation('adminPage');
  return (
    <div className={classes.frame}>
      <div className={classes.header}>
        <Text size="xs" c="dimmed" mb={4}>
          {t('menus.header')}
        </Text>
        {menus.header.length === 0 ? (
          <Text size="sm">{t('menus.emptyMenu')}</Text>
        ) : (
          <ul className={classes.bar} aria-label={t('menus.previewHeader')}>
            {menus.header.map((item, i) => (
              <li key={`${String(i)}:${item.label}`}>
                <span {...fallbackLang(item, 'label')}>
                  {item.label}
                  {item.type === 'group' && ' ▾'}
                </span>
                {item.type === 'group' && (
                  <ul className={classes.sub}>
                    {item.children.map((link, j) => (
                      <li key={`${String(j)}:${link.href}`} {...fallbackLang(link, 'label')}>
                        {link.label}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={classes.footer}>
        <Text size="xs" c="gray.4" mb={4}>
          {t('menus.footer')}
        </Text>
        {menus.footer.length === 0 ? (
          <Text size="sm">{t('menus.emptyMenu')}</Text>
        ) : (
          <ul className={classes.footerLinks} aria-label={t('menus.previewFooter')}>
            {menus.footer.map((link, i) => (
              <li
                key={`${String(i)}:${link.href}`}
                className={link.emphasised ? classes.privacy : undefined}
                {...fallbackLang(link, 'label')}
              >
                {link.label}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
