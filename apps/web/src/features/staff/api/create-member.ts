import type { Member, MemberCreate } from '@app/contract/member';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function createMember(input: MemberCreate): Promise<Member> {
  return requestJson<Member>('/admin/v1/member', { method: 'POST', body: input, auth: true });
}

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    // The form shows what went wrong next to the field.
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.members }),
  });
}
