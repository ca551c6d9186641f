import type { InquiryDetail, InquiryUpdateInput } from '@app/contract/inquiry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { tokenHeaders } from './get-inquiry';
import { inquiryKeys } from './inquiry-keys';

export function updateInquiry(id: number, token: string, input: InquiryUpdateInput) {
  return requestJson<InquiryDetail>(`/data/v1/inquiry/${String(id)}`, {
    method: 'PUT',
    body: input,
    headers: tokenHeaders(token),
  });
}

export function useUpdateInquiry(id: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InquiryUpdateInput) => updateInquiry(id, token, input),
    // The form shows every failure itself, next to the fields.
    meta: { errorReport: 'none' },
    onSuccess: (detail) => {
      queryClient.setQueryData(inquiryKeys.detail(id, token), detail);
      return queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
    },
  });
}
