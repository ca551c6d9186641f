import '../../lib/zod-config';
import { type VisitRangeQuery, visitRangeQuerySchema } from '@app/contract/visits';

export const VISIT_RANGE_FIELDS = ['from', 'to'] as const;

/**
 * The range in the URL (`?from=2026-11-01&to=2026-11-27`); one the contract refuses (a
 * hand-edited date, a range over a year) is dropped for the default, not sent to fail.
 */
export function visitRangeFromUrl(params: URLSearchParams): VisitRangeQuery {
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const parsed = visitRangeQuerySchema.safeParse({ from, to });
  return parsed.success ? parsed.data : {};
}
