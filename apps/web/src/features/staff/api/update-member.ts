import type { Member, MemberUpdate } from '@app/contract/member';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function updateMember(id: number, input: MemberUpdate): Promise<Member> {
  return requestJson<Member>(`/admin/v1/member/${String(id)}`, {
    method: 'PUT',
    body: input,
    auth: true,
  });
}

/** Edits, password resets and (de)activation alike; the dialog that asked shows any error. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MemberUpdate }) => updateMember(id, input),
    meta: { errorReport: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.members }),
  });
}
