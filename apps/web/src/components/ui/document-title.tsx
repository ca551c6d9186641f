import { useTranslation } from 'react-i18next';

/** The browser tab title; React hoists `<title>` into the document head. */
export function DocumentTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  return <title>{title === undefined ? t('siteTitle') : t('documentTitle', { title })}</title>;
}
