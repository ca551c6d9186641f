import type { AdminPage, PageSlug } from '@app/contract/page';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { pageKeys } from './page-keys';

/** Makes an earlier version current again; the current one becomes a revision. */
export function restorePageRevision({
  slug,
  revisionId,
}: {
  slug: PageSlug;
  revisionId: number;
}): Promise<AdminPage> {
  return requestJson<AdminPage>(`/admin/v1/page/${slug}/revisions/${String(revisionId)}/restore`, {
    method: 'POST',
    auth: true,
  });
}

export function useRestorePageRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePageRevision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageKeys.all }),
  });
}
