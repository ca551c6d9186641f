import type { IndexNowSettings, IndexNowStatus } from '@app/contract/indexnow';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

const indexNowQueryOptions = queryOptions({
  queryKey: ['site', 'indexnow'],
  queryFn: ({ signal }) =>
    requestJson<IndexNowStatus>('/admin/v1/seo/indexnow', { auth: true, signal }),
});

/** Whether search engines are told of changes, the key file, the latest notifications (top grade). */
export const useIndexNow = () => useQuery(indexNowQueryOptions);

/** Turns the notifications on or off. */
export function useSetIndexNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IndexNowSettings) =>
      requestJson<IndexNowStatus>('/admin/v1/seo/indexnow', {
        method: 'PUT',
        body: input,
        auth: true,
      }),
    meta: { errorReport: 'none' },
    onSuccess: (saved) => {
      queryClient.setQueryData(indexNowQueryOptions.queryKey, saved);
    },
  });
}
