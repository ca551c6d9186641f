import type { AdminPolicy, Policy, PolicyVersionInput } from '@app/contract/policy';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { policyKeys } from './policy-keys';

const adminPolicyQueryOptions = (policy: Policy) =>
  queryOptions({
    queryKey: policyKeys.admin(policy),
    queryFn: ({ signal }) =>
      requestJson<AdminPolicy>(`/admin/v1/policies/${policy}`, { auth: true, signal }),
  });

/** A policy's versions, newest first, as staff manage them. */
export const useAdminPolicy = (policy: Policy) => useQuery(adminPolicyQueryOptions(policy));

type VersionWrite =
  | { kind: 'create'; input: PolicyVersionInput }
  | { kind: 'update'; id: number; input: PolicyVersionInput }
  | { kind: 'delete'; id: number };

/**
 * Writes a new version, rewrites or withdraws one announced for later; every write answers the
 * policy's versions as they now are, and the public copies are refetched.
 */
export function usePolicyVersionWrite(policy: Policy) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: VersionWrite) => {
      const versions = `/admin/v1/policies/${policy}/versions`;
      if (write.kind === 'create') {
        return requestJson<AdminPolicy>(versions, {
          method: 'POST',
          body: write.input,
          auth: true,
        });
      }
      const url = `${versions}/${String(write.id)}`;
      return write.kind === 'update'
        ? requestJson<AdminPolicy>(url, { method: 'PUT', body: write.input, auth: true })
        : requestJson<AdminPolicy>(url, { method: 'DELETE', auth: true });
    },
    meta: { errorReport: 'none' },
    onSuccess: (saved) => {
      queryClient.setQueryData(adminPolicyQueryOptions(policy).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['policies', 'public'] });
    },
  });
}
