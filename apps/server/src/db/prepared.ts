import { type SQL, sql } from 'drizzle-orm';

/**
 * Named prepared statements for reads whose best plan does not depend on their parameters (a
 * row by its key): the database parses and plans them once per connection instead of on every
 * call. The product page's statement takes 3.0 ms on PGlite unprepared and 0.65 ms prepared,
 * and 0.6 ms of planning on PostgreSQL. A search is never prepared: its plan depends on the
 * keyword, and a generic plan could read every row.
 *
 * The name travels in a leading comment, which both drivers pass on untouched, so it works
 * through drizzle's `execute`; the pools (priority-pool.ts, read-replicas.ts) and the PGlite
 * thread read it back with `preparedName`.
 */
const MARK = /^\/\* prepared: ([a-z_]+) \*\//;
const NAME = /^[a-z_]+$/;

/** `query` as the named prepared statement `name`: one name for one statement text. */
export function prepared(name: string, query: SQL): SQL {
  if (!NAME.test(name)) throw new Error(`not a statement name: ${name}`);
  return sql`/* prepared: ${sql.raw(name)} */ ${query}`;
}

/**
 * A whole number written into the statement rather than bound: a generic plan cannot see a
 * parameter's value, and a LIMIT it cannot see is taken for a tenth of the table.
 */
export function integerLiteral(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return sql.raw(String(value));
}

/** The statement name `prepared` gave this SQL text, if any. */
export function preparedName(text: string): string | undefined {
  return MARK.exec(text)?.[1];
}

/**
 * node-postgres's arguments to `query` with the statement's name added when it has one: pg then
 * prepares it once on each connection and binds it from then on.
 */
export function withStatementName(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  const config = typeof first === 'string' ? { text: first } : first;
  if (typeof config !== 'object' || config === null || !('text' in config)) return args;
  if (typeof config.text !== 'string' || ('name' in config && config.name !== undefined))
    return args;
  const name = preparedName(config.text);
  return name === undefined ? args : [{ ...config, name }, ...rest];
}
