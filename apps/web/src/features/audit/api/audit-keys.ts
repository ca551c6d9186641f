import type { AuditListQuery } from '@app/contract/audit';

export const auditKeys = {
  list: (query: AuditListQuery) => ['audit', 'list', query] as const,
  entities: ['audit', 'entities'] as const,
};
