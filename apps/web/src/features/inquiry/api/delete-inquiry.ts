import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestNoContent } from '../../../lib/api-client';
import { tokenHeaders } from './get-inquiry';
import { allButDetailsOf, inquiryKeys } from './inquiry-keys';

export function deleteInquiry(id: number, token: string) {
  return requestNoContent(`/data/v1/inquiry/${String(id)}`, {
    method: 'DELETE',
    headers: tokenHeaders(token),
  });
}

export function useDeleteInquiry(id: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteInquiry(id, token),
    // The stored unlock is left alone: locking now would send the page to the gate before it
    // moves on, and a token for a deleted inquiry opens nothing.
    onSuccess: () => {
      return queryClient.invalidateQueries(allButDetailsOf(id));
    },
    // Refused because it was answered meanwhile (409): shown as it is now, with no 삭제.
    onError: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.detail(id, token) }),
  });
}
