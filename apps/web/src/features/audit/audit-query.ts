import '../../lib/zod-config';
import { type AuditListQuery, auditListQuerySchema } from '@app/contract/audit';
import { pageFromSearchParams } from '../../components/ui/page-param';

/** Filters as they sit in the URL: dates are plain days (`2026-11-21`), as people pick them. */
export const AUDIT_FILTERS = ['memberId', 'entity', 'from', 'to'] as const;
export type AuditFilterValues = Partial<Record<(typeof AUDIT_FILTERS)[number], string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Local midnight of a `YYYY-MM-DD` day as an ISO instant, or undefined for anything else. */
function startOfDay(day: string | undefined, addDays = 0): string | undefined {
  if (day === undefined || !DAY.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  date.setDate(date.getDate() + addDays);
  return date.toISOString();
}

export function auditFiltersFromUrl(params: URLSearchParams): AuditFilterValues {
  const values: AuditFilterValues = {};
  for (const key of AUDIT_FILTERS) {
    const value = params.get(key);
    if (value !== null && value !== '') values[key] = value;
  }
  return values;
}

/**
 * The API query for the filters in the URL: the "to" day is included, so the range ends at the
 * next local midnight. A hand-edited value the contract refuses is dropped, not sent to fail.
 */
export function auditQueryFromUrl(params: URLSearchParams, size: number): AuditListQuery {
  const filters = auditFiltersFromUrl(params);
  const page = pageFromSearchParams(params);
  const parsed = auditListQuerySchema.safeParse({
    memberId: filters.memberId,
    entity: filters.entity,
    from: startOfDay(filters.from),
    to: startOfDay(filters.to, 1),
    page,
    size,
  });
  return parsed.success ? parsed.data : { page, size };
}
