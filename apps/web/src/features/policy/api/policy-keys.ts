import type { Policy } from '@app/contract/policy';
import type { Language } from '../../../lib/i18n/language';

/** Query keys of the policies; `all` prefixes every one, so a staff write refreshes them all. */
export const policyKeys = {
  all: ['policies'] as const,
  document: (policy: Policy, language: Language) =>
    ['policies', 'public', policy, language] as const,
  version: (policy: Policy, effectiveOn: string, language: Language) =>
    ['policies', 'public', policy, language, effectiveOn] as const,
  admin: (policy: Policy) => ['policies', 'admin', policy] as const,
};
