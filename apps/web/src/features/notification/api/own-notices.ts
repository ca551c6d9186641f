import type { OwnNoticeSettings, OwnNoticeSettingsInput } from '@app/contract/notification';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export function getOwnNotices(signal?: AbortSignal): Promise<OwnNoticeSettings> {
  return requestJson<OwnNoticeSettings>('/admin/v1/me/notices', { auth: true, signal });
}

export const ownNoticesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.ownNotices,
    queryFn: ({ signal }) => getOwnNotices(signal),
  });

export const useOwnNotices = () => useQuery(ownNoticesQueryOptions());

export function setOwnNotices(input: OwnNoticeSettingsInput): Promise<OwnNoticeSettings> {
  return requestJson<OwnNoticeSettings>('/admin/v1/me/notices', {
    method: 'PUT',
    body: input,
    auth: true,
  });
}

export function useSetOwnNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOwnNotices,
    onSuccess: (settings) => {
      queryClient.setQueryData(notificationKeys.ownNotices, settings);
    },
  });
}
