/*
 * The notification area, for a lazy import (providers.tsx). Importing the package itself lazily
 * would keep all of it in the first download, since lib/notify.ts imports its store statically;
 * through this module only the component, its styles and what it needs go in the lazy chunk.
 */
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { MantineThemeProvider } from '@mantine/core';
import { Notifications, type NotificationsProps } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/** Every notification's close button is an icon alone: it gets a name, in the page's language. */
export default function NotificationsOutlet(props: NotificationsProps) {
  const { t } = useTranslation();
  return (
    <MantineThemeProvider
      inherit
      theme={{
        components: {
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('close') } } },
        },
      }}
    >
      <Notifications {...props} />
    </MantineThemeProvider>
  );
}
