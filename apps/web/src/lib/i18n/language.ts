import { useTranslation } from 'react-i18next';

export const LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Korean first (DESIGN §5); English is the second locale. */
export const DEFAULT_LANGUAGE: Language = 'ko';

export function isLanguage(value: string): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The language the interface is rendered in. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
