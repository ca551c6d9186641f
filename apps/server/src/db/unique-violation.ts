import { causes } from './unavailable.ts';

/**
 * The unique index or constraint a failed write would have duplicated (SQLSTATE 23505), or
 * null when the error is something else. The database is the one place uniqueness holds under
 * concurrent writes, so a write tries and this names what it collided with.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  for (const cause of causes(error)) {
    if ('code' in cause && cause.code === '23505') {
      return 'constraint' in cause && typeof cause.constraint === 'string' ? cause.constraint : '';
    }
  }
  return null;
}
