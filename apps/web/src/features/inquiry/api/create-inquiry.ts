import type { InquiryCreateInput, InquiryCreated } from '@app/contract/inquiry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { inquiryKeys } from './inquiry-keys';

export function createInquiry(input: InquiryCreateInput) {
  return requestJson<InquiryCreated>('/data/v1/inquiry', { method: 'POST', body: input });
}

export function useCreateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInquiry,
    // The form shows every failure itself, next to the fields.
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}
