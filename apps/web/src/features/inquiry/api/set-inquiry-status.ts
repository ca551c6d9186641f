import type { AdminInquiry, InquiryStatus } from '@app/contract/inquiry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { inquiryKeys } from './inquiry-keys';

export function setInquiryStatus(id: number, status: InquiryStatus): Promise<AdminInquiry> {
  return requestJson<AdminInquiry>(`/admin/v1/inquiry/${String(id)}`, {
    method: 'PUT',
    body: { status },
    auth: true,
  });
}

export function useSetInquiryStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: InquiryStatus) => setInquiryStatus(id, status),
    onSuccess: (inquiry) => {
      queryClient.setQueryData(inquiryKeys.admin.detail(id), inquiry);
      return queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
    },
  });
}
