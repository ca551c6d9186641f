import type { AdminPopup, PopupInput } from '@app/contract/popup';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson, requestNoContent } from '../../../lib/api-client';
import { popupKeys } from './popup-keys';

export const adminPopupsQueryOptions = () =>
  queryOptions({
    queryKey: popupKeys.admin,
    queryFn: ({ signal }) => requestJson<AdminPopup[]>('/admin/v1/popup', { auth: true, signal }),
  });

const NO_POPUPS: AdminPopup[] = [];

/** Every popup, the latest start first, with where its schedule stands. */
export function useAdminPopups(): { popups: AdminPopup[]; isPending: boolean; isError: boolean } {
  const { data, isPending, isError } = useQuery(adminPopupsQueryOptions());
  return { popups: data ?? NO_POPUPS, isPending, isError };
}

/** `POST /admin/v1/popup` (no id) or `PUT /admin/v1/popup/{id}`. */
export function savePopup({
  id,
  input,
}: {
  id: number | null;
  input: PopupInput;
}): Promise<AdminPopup> {
  return requestJson<AdminPopup>(
    id === null ? '/admin/v1/popup' : `/admin/v1/popup/${String(id)}`,
    {
      method: id === null ? 'POST' : 'PUT',
      body: input,
      auth: true,
    },
  );
}

export function useSavePopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePopup,
    // The form shows what went wrong next to the field.
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: popupKeys.all }),
  });
}

export function useDeletePopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      requestNoContent(`/admin/v1/popup/${String(id)}`, { method: 'DELETE', auth: true }),
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: popupKeys.all }),
  });
}
