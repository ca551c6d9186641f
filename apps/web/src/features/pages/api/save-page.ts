import type { AdminPage, PageInput, PageSlug } from '@app/contract/page';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { pageKeys } from './page-keys';

/** Saves a page; the server keeps the version it replaces as a revision. */
export function savePage({
  slug,
  input,
}: {
  slug: PageSlug;
  input: PageInput;
}): Promise<AdminPage> {
  return requestJson<AdminPage>(`/admin/v1/page/${slug}`, {
    method: 'PUT',
    body: input,
    auth: true,
  });
}

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePage,
    meta: { errorReport: 'none' },
    onSuccess: () => {
      // Not awaited: the editor remounts with the saved version, after the caller's own onSuccess ran.
      void queryClient.invalidateQueries({ queryKey: pageKeys.all });
    },
  });
}
