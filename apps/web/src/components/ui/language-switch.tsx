import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LANGUAGES, useLanguage } from '../../lib/i18n/language';
import { withLanguage } from '../../lib/i18n/language-url';
import classes from './language-switch.module.css';

/** 한국어 / English: links to this page in each language (`?lang=en`), so each has its own URL. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLanguage();
  const location = useLocation();
  return (
    <div className={classes.switch} role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          component={Link}
          to={{ ...location, search: withLanguage(location.search, language) }}
          size="compact-sm"
          variant={language === current ? 'light' : 'subtle'}
          color={language === current ? 'brand' : 'gray'}
          aria-current={language === current ? 'true' : undefined}
          lang={language}
          hrefLang={language}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </div>
  );
}
