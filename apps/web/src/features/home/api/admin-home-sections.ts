import type { AdminHomeSections, HomeSectionsInput } from '@app/contract/home-sections';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

const adminHomeSectionsQueryOptions = queryOptions({
  queryKey: ['home', 'admin', 'sections'],
  queryFn: ({ signal }) =>
    requestJson<AdminHomeSections>('/admin/v1/home-sections', { auth: true, signal }),
});

/** The home page's sections below the hero, as staff edit them. */
export const useAdminHomeSections = () => useQuery(adminHomeSectionsQueryOptions);

/** Replaces the sections; the public home page's copy is refetched too. */
export function useSaveHomeSections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HomeSectionsInput) =>
      requestJson<AdminHomeSections>('/admin/v1/home-sections', {
        method: 'PUT',
        body: input,
        auth: true,
      }),
    meta: { errorReport: 'none' },
    onSuccess: (saved) => {
      queryClient.setQueryData(adminHomeSectionsQueryOptions.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['home'], exact: false });
    },
  });
}
