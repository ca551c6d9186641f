/*
 * The notification area, for a lazy import (providers.tsx). Importing the package itself lazily
 * would keep all of it in the first download, since lib/notify.ts imports its store statically;
 * through this module only the component, its styles and what it needs go in the lazy chunk.
 */
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

export { Notifications as default } from '@mantine/notifications';
