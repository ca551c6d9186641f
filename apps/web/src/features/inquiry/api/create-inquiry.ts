import type { InquiryCreateInput, InquiryCreated } from '@app/contract/inquiry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { inquiryKeys } from './inquiry-keys';

/** `headers`: on the server, which visitor posted the form (their address, for its limits). */
export function createInquiry(input: InquiryCreateInput, headers?: Record<string, string>) {
  return requestJson<InquiryCreated>('/data/v1/inquiry', {
    method: 'POST',
    body: input,
    ...(headers === undefined ? {} : { headers }),
  });
}

export function useCreateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InquiryCreateInput) => createInquiry(input),
    // The form shows every failure itself, next to the fields.
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}
