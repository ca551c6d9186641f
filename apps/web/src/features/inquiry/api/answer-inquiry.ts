import type { AdminInquiry } from '@app/contract/inquiry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { inquiryKeys } from './inquiry-keys';

export function answerInquiry(id: number, answer: string): Promise<AdminInquiry> {
  return requestJson<AdminInquiry>(`/admin/v1/inquiry/${String(id)}/answer`, {
    method: 'POST',
    body: { answer },
    auth: true,
  });
}

export function useAnswerInquiry(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: string) => answerInquiry(id, answer),
    onSuccess: (inquiry) => {
      queryClient.setQueryData(inquiryKeys.admin.detail(id), inquiry);
      return queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
    },
  });
}
