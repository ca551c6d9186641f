import type { TextSettings, TextSettingsInput } from '@app/contract/text-messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

const textSettingsQueryOptions = queryOptions({
  queryKey: notificationKeys.textSettings,
  queryFn: ({ signal }) =>
    requestJson<TextSettings>('/admin/v1/notification/text-settings', { auth: true, signal }),
});

/** Who is texted of each new inquiry, from which number, how and when not (top grade). */
export const useTextSettings = () => useQuery(textSettingsQueryOptions);

/** Replaces the text message settings; the form shows the refusals itself. */
export function useSaveTextSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TextSettingsInput) =>
      requestJson<TextSettings>('/admin/v1/notification/text-settings', {
        method: 'PUT',
        body: input,
        auth: true,
      }),
    meta: { errorReport: 'none' },
    onSuccess: (saved) => {
      queryClient.setQueryData(textSettingsQueryOptions.queryKey, saved);
    },
  });
}
