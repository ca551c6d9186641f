import { useTranslation } from 'react-i18next';

/**
 * What every Modal and Drawer adds to Mantine's defaults: a name for its close button (an icon
 * alone), and a title bar that is no landmark (Mantine renders it as `<header>`, which outside
 * `<main>` is a second banner beside the site's).
 */
export function useDialogProps(closeLabel?: string) {
  const { t } = useTranslation();
  return {
    closeButtonProps: { 'aria-label': closeLabel ?? t('close') },
    attributes: { header: { role: 'none' } },
  };
}
