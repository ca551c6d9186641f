import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestNoContent } from '../../../lib/api-client';
import { allButDetailsOf } from './inquiry-keys';

export function deleteAdminInquiry(id: number): Promise<void> {
  return requestNoContent(`/admin/v1/inquiry/${String(id)}`, { method: 'DELETE', auth: true });
}

export function useDeleteAdminInquiry(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAdminInquiry(id),
    onSuccess: () => {
      return queryClient.invalidateQueries(allButDetailsOf(id));
    },
  });
}
