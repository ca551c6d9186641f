import type {
  Notification,
  NotificationList,
  NotificationListQuery,
} from '@app/contract/notification';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export function getOutbox(
  query: NotificationListQuery,
  signal?: AbortSignal,
): Promise<NotificationList> {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  if (query.status !== undefined) params.set('status', query.status);
  return requestJson<NotificationList>(`/admin/v1/notification?${params.toString()}`, {
    auth: true,
    signal,
  });
}

export const outboxQueryOptions = (query: NotificationListQuery) =>
  queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => getOutbox(query, signal),
    placeholderData: keepPreviousData,
    // The worker changes rows by itself: what is there now, and again shortly while any waits.
    staleTime: 0,
    refetchInterval: (state) =>
      state.state.data?.items.some((item) => item.status !== 'sent' && item.status !== 'failed')
        ? 10_000
        : false,
  });

export const useOutbox = (query: NotificationListQuery) => useQuery(outboxQueryOptions(query));

export function resendNotification(id: number): Promise<Notification> {
  return requestJson<Notification>(`/admin/v1/notification/${String(id)}/resend`, {
    method: 'POST',
    auth: true,
  });
}

export function useResendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
