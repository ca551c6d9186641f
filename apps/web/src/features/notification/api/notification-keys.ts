import type { NotificationListQuery } from '@app/contract/notification';

export const notificationKeys = {
  all: ['notification'] as const,
  ownNotices: ['notification', 'own-notices'] as const,
  textSettings: ['notification', 'text-settings'] as const,
  list: (query: NotificationListQuery) => ['notification', 'list', query] as const,
};
