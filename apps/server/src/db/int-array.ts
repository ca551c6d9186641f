import { sql } from 'drizzle-orm';

/**
 * An `integer[]` parameter (for `= any(…)`, `&&`, `unnest`): one bound value, not one per id.
 * Only safe integers are accepted, so the literal cannot carry anything else.
 */
export function intArray(ids: readonly number[]) {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new Error('ids must be integers');
  return sql`${`{${ids.join(',')}}`}::integer[]`;
}
