import type { AdminInquiry } from '@app/contract/inquiry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { inquiryKeys } from './inquiry-keys';

/** Moves a quarantined inquiry (스팸 보관함) into the normal list. */
export function releaseInquiry(id: number): Promise<AdminInquiry> {
  return requestJson<AdminInquiry>(`/admin/v1/inquiry/${String(id)}/release`, {
    method: 'POST',
    auth: true,
  });
}

export function useReleaseInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseInquiry,
    onSuccess: (inquiry) => {
      queryClient.setQueryData(inquiryKeys.admin.detail(inquiry.id), inquiry);
      return queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
    },
  });
}
