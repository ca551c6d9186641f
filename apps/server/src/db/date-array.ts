import { sql } from 'drizzle-orm';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A `date[]` parameter (for `= any(…)`): one bound value, not one per day. Only `YYYY-MM-DD`
 * days are accepted, so the literal cannot carry anything else.
 */
export function dateArray(days: readonly string[]) {
  if (!days.every((day) => DAY.test(day))) throw new Error('days must be YYYY-MM-DD');
  return sql`${`{${days.join(',')}}`}::date[]`;
}
