import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '../db/client.ts';

/** Runs one SQL statement on the connection the caller holds and answers its rows. */
export type RunSql = (text: string) => Promise<unknown[]>;

/** The last migration drizzle applied: its `when` from the journal, and its name when known. */
export const migrationSchema = z.object({ tag: z.string().nullable(), createdAt: z.number() });
export type Migration = z.infer<typeof migrationSchema>;

/** What the manifest records of a database, and what a restore compares against it. */
export interface DatabaseState {
  /** `select version()`: which PostgreSQL (or PGlite) wrote it. */
  serverVersion: string;
  /** Null for a database no migration ever ran on. */
  migration: Migration | null;
  /** Rows of every table of the `public` schema. */
  tables: Record<string, number>;
}

const journalSchema = z.object({
  entries: z.array(z.object({ when: z.number(), tag: z.string() })),
});

/** The migrations this version ships, oldest first. */
function journal() {
  const text = readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return journalSchema.parse(JSON.parse(text)).entries;
}

/** The newest migration this version knows; a backup made after it cannot be restored here. */
export function latestKnownMigration(): Migration | null {
  const last = journal().at(-1);
  return last === undefined ? null : { tag: last.tag, createdAt: last.when };
}

const rowsOf = <T extends z.ZodType>(rows: unknown[], row: T) => z.array(row).parse(rows);

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function readDatabaseState(run: RunSql): Promise<DatabaseState> {
  const [version] = rowsOf(
    await run('select version() as version'),
    z.object({ version: z.string() }),
  );
  const names = rowsOf(
    await run(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    ),
    z.object({ name: z.string() }),
  );
  const tables: Record<string, number> = {};
  for (const { name } of names) {
    const [counted] = rowsOf(
      await run(`select count(*)::text as rows from public.${quoted(name)}`),
      z.object({ rows: z.coerce.number() }),
    );
    tables[name] = counted?.rows ?? 0;
  }
  return {
    serverVersion: version?.version ?? 'unknown',
    migration: await lastMigration(run),
    tables,
  };
}

async function lastMigration(run: RunSql): Promise<Migration | null> {
  const [table] = rowsOf(
    await run("select to_regclass('drizzle.__drizzle_migrations') is not null as present"),
    z.object({ present: z.boolean() }),
  );
  if (table?.present !== true) return null;
  const [last] = rowsOf(
    await run(
      'select created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    ),
    z.object({ at: z.coerce.number() }),
  );
  if (last === undefined) return null;
  const tag = journal().find((entry) => entry.when === last.at)?.tag ?? null;
  return { tag, createdAt: last.at };
}

/** Rows a database holds once migrated, before anyone used it: the inquiry's first notice (decision 27). */
const MIGRATED_ROWS: Record<string, number> = { policy_version: 1 };

/** The rows someone put in: what each table holds beyond what the migrations write. */
export function rowsBeyondMigrations(tables: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(tables).map(([name, rows]) => [
      name,
      Math.max(0, rows - (MIGRATED_ROWS[name] ?? 0)),
    ]),
  );
}

/** `member (3), page (9)`: the tables that hold rows, for messages. */
export function describeRows(tables: Record<string, number>): string {
  return Object.entries(tables)
    .filter(([, rows]) => rows > 0)
    .map(([name, rows]) => `${name} (${rows.toLocaleString('en')})`)
    .join(', ');
}

/** Fails, naming every table that differs, unless `actual` holds the rows `expected` lists. */
export function assertSameRows(expected: Record<string, number>, actual: Record<string, number>) {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  const differences = names
    .filter((name) => expected[name] !== actual[name])
    .map(
      (name) =>
        `${name}: ${expected[name] ?? 'no table'} in the backup, ${actual[name] ?? 'no table'} restored`,
    );
  if (differences.length > 0) {
    throw new Error(`The restored database does not match the backup: ${differences.join('; ')}.`);
  }
}
