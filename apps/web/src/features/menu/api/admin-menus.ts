import type { AdminMenus, MenusInput } from '@app/contract/menu';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

const adminMenusQueryOptions = queryOptions({
  queryKey: ['menus', 'admin'],
  queryFn: ({ signal }) => requestJson<AdminMenus>('/admin/v1/menus', { auth: true, signal }),
});

/** Both menus as staff edit them (the default ones until the first save). */
export const useAdminMenus = () => useQuery(adminMenusQueryOptions);

/** After a save or a restore: the form starts from what is stored; public pages refetch. */
function useSaved() {
  const queryClient = useQueryClient();
  return (saved: AdminMenus) => {
    queryClient.setQueryData(adminMenusQueryOptions.queryKey, saved);
    void queryClient.invalidateQueries({
      queryKey: ['menus'],
      predicate: (query) => query.queryKey[1] !== 'admin',
    });
  };
}

/** Replaces both menus. */
export function useSaveMenus() {
  const onSuccess = useSaved();
  return useMutation({
    mutationFn: (input: MenusInput) =>
      requestJson<AdminMenus>('/admin/v1/menus', { method: 'PUT', body: input, auth: true }),
    meta: { errorReport: 'none' },
    onSuccess,
  });
}

/** Goes back to the default menus. */
export function useRestoreMenus() {
  const onSuccess = useSaved();
  return useMutation({
    mutationFn: () => requestJson<AdminMenus>('/admin/v1/menus', { method: 'DELETE', auth: true }),
    meta: { errorReport: 'none' },
    onSuccess,
  });
}
