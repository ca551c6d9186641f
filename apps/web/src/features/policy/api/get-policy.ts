import type { Policy, PolicyDocument, PolicyVersionDetail } from '@app/contract/policy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/language';
import { withLanguage } from '../../../lib/i18n/language-url';
import { policyKeys } from './policy-keys';

export const policyQueryOptions = (policy: Policy, language: Language) =>
  queryOptions({
    queryKey: policyKeys.document(policy, language),
    queryFn: ({ signal }) =>
      requestJson<PolicyDocument>(`/data/v1/policies/${policy}${withLanguage('', language)}`, {
        signal,
      }),
  });

export const policyVersionQueryOptions = (
  policy: Policy,
  effectiveOn: string,
  language: Language,
) =>
  queryOptions({
    queryKey: policyKeys.version(policy, effectiveOn, language),
    queryFn: ({ signal }) =>
      requestJson<PolicyVersionDetail>(
        `/data/v1/policies/${policy}/versions/${effectiveOn}${withLanguage('', language)}`,
        { signal },
      ),
  });

/** A policy: the version in force, those announced, and the list of every version. */
export const usePolicy = (policy: Policy, language: Language) =>
  useQuery(policyQueryOptions(policy, language));

/** One version, with what changed from the version before it. */
export const usePolicyVersion = (policy: Policy, effectiveOn: string | null, language: Language) =>
  useQuery({
    ...policyVersionQueryOptions(policy, effectiveOn ?? '', language),
    enabled: effectiveOn !== null,
  });
