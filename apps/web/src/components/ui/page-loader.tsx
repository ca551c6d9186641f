import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a route's code or the session check is pending. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
