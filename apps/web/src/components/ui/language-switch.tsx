import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n/i18n';
import { LANGUAGES, useLanguage } from '../../lib/i18n/language';

/** 한국어 / English; the choice is remembered in localStorage and sets `<html lang>`. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <Group gap={2} role="group" aria-label={t('language.label')} wrap="nowrap">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="compact-sm"
          variant={language === current ? 'light' : 'subtle'}
          color={language === current ? 'brand' : 'gray'}
          aria-pressed={language === current}
          lang={language}
          onClick={() => {
            void changeLanguage(language);
          }}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </Group>
  );
}
