import type { MemberListQuery } from '@app/contract/member';

/** Query keys of the staff feature (members and the signed-in member's own account). */
export const staffKeys = {
  members: ['staff', 'members'] as const,
  memberList: (query: MemberListQuery) => ['staff', 'members', query] as const,
  ownSessions: ['staff', 'own-sessions'] as const,
  ownTwoFactor: ['staff', 'own-two-factor'] as const,
  twoFactorOverview: ['staff', 'two-factor'] as const,
};
