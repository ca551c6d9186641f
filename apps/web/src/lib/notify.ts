import { notifications, type NotificationsProps } from '@mantine/notifications';

/** Original §9: notifications stay 5000 ms at the bottom of the screen. */
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;
export const NOTIFICATION_POSITION: NotificationsProps['position'] = 'bottom-center';

/**
 * A red notification. Pass an `id` when the same event can fire twice in a row (a guard under
 * React's StrictMode, retried requests): a notification with a showing id is not repeated.
 */
export function notifyError(message: string, options: { id?: string; title?: string } = {}): void {
  notifications.show({ color: 'red', message, ...options });
}
