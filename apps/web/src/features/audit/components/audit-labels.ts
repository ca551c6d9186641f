import '../../../lib/zod-config';
import { AUDIT_ACTIONS } from '@app/contract/audit';
import type { TFunction } from 'i18next';

type AuditAction = (typeof AUDIT_ACTIONS)[number];
const isKnownAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** The entities the catalogue names; the server may add others (new admin routes). */
const NAMED_ENTITIES = [
  'member',
  'session',
  'place',
  'category',
  'product',
  'inquiry',
  'board',
  'post',
  'image',
  'page',
  'setting',
  'menu',
] as const;
type NamedEntity = (typeof NAMED_ENTITIES)[number];
const isNamedEntity = (entity: string): entity is NamedEntity =>
  (NAMED_ENTITIES as readonly string[]).includes(entity);

/** Known actions read as words; a route's own verb ("bulk") shows as it is. */
export function auditActionLabel(action: string, t: TFunction<'adminStaff'>): string {
  return isKnownAction(action) ? t(`audit.actions.${action}`) : action;
}

export function auditEntityLabel(entity: string, t: TFunction<'adminStaff'>): string {
  return isNamedEntity(entity) ? t(`audit.entities.${entity}`) : entity;
}
