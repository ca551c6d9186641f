import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { type ArchiveWriter, Sha256Tap, readArchive } from './archive.ts';
import {
  type DatabaseState,
  type RunSql,
  assertSameRows,
  readDatabaseState,
} from './database-state.ts';
import { type Manifest, POSTGRES_DUMP, manifestEntries } from './manifest.ts';

/** Where Debian installs the PostgreSQL 15 tools when they are not on PATH. */
const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
/** The tail of a tool's error output kept for the message. */
const STDERR_KEPT = 4_000;

/** The path of a PostgreSQL client tool: on PATH, else in POSTGRES_BIN. */
async function findTool(name: 'pg_dump' | 'pg_restore' | 'psql'): Promise<string> {
  for (const candidate of [name, join(POSTGRES_BIN, name)]) {
    try {
      await promisify(execFile)(candidate, ['--version']);
      return candidate;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
    }
  }
  throw new Error(
    `${name} was found neither on PATH nor in ${POSTGRES_BIN}. Install the PostgreSQL client tools of the server's version (Debian: apt-get install postgresql-client-15).`,
  );
}

/**
 * DATABASE_URL as libpq takes it, with the password moved into a passfile of this process
 * (mode 0600): on a command line it would show in every user's `ps`. `dispose` removes the file.
 */
export async function libpqConnection(url: string) {
  const parsed = new URL(url);
  if (parsed.password === '') return { conninfo: url, dispose: async () => undefined };
  const folder = await mkdtemp(join(tmpdir(), 'product-search-pg-'));
  const passfile = join(folder, 'pgpass');
  // Any host, port, database and user: this file serves this one connection.
  const password = decodeURIComponent(parsed.password).replace(/[\\:]/g, '\\$&');
  await writeFile(passfile, `*:*:*:*:${password}\n`, { mode: 0o600 });
  parsed.password = '';
  parsed.searchParams.set('passfile', passfile);
  return {
    conninfo: parsed.toString(),
    dispose: () => rm(folder, { recursive: true, force: true }),
  };
}

/** How a tool ended: its exit code (null when a signal stopped it) and the end of its stderr. */
interface ToolExit {
  name: string;
  code: number | null;
  stderr: string;
}

/** Waits for the tool to end, however it ends; it never rejects. */
async function exitOf(child: ChildProcess, name: string): Promise<ToolExit> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT);
  });
  try {
    const [code] = (await once(child, 'close')) as [number | null];
    return { name, code, stderr };
  } catch (error) {
    return { name, code: null, stderr: error instanceof Error ? error.message : String(error) };
  }
}

const failed = (exit: ToolExit) =>
  new Error(`${exit.name} failed (exit ${exit.code ?? 'by signal'}): ${exit.stderr.trim()}`);

/** A client of its own for the backup's counts; `end` closes it. */
async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run: RunSql = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
  return { client, run };
}

export async function postgresState(url: string): Promise<DatabaseState> {
  const { client, run } = await connect(url);
  try {
    return await readDatabaseState(run);
  } finally {
    await client.end();
  }
}

/**
 * Adds `pg_dump --format=custom` of the database to the archive. The counts for the manifest
 * and the dump read one exported snapshot, so they agree while the site goes on writing. The
 * dump goes to `scratch` first: a tar entry states its size before its bytes.
 */
export async function backupPostgres(url: string, writer: ArchiveWriter, scratch: string) {
  const pgDump = await findTool('pg_dump');
  const { client, run } = await connect(url);
  const connection = await libpqConnection(url);
  try {
    await client.query('begin isolation level repeatable read read only');
    const [exported] = z
      .array(z.object({ snapshot: z.string() }))
      .parse(await run('select pg_export_snapshot() as snapshot'));
    if (exported === undefined) throw new Error('PostgreSQL exported no snapshot');
    const state = await readDatabaseState(run);
    const dumped = await exitOf(
      spawn(
        pgDump,
        [
          '--format=custom',
          `--snapshot=${exported.snapshot}`,
          '--no-password',
          `--file=${scratch}`,
          `--dbname=${connection.conninfo}`,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      ),
      'pg_dump',
    );
    if (dumped.code !== 0) throw failed(dumped);
    await client.query('commit');
    const { size } = await stat(scratch);
    const dump = await writer.addFile(POSTGRES_DUMP, size, createReadStream(scratch));
    return { ...state, entries: [dump] };
  } finally {
    await client.end();
    await connection.dispose();
    await rm(scratch, { force: true });
  }
}

/**
 * Sent to psql before the dump's SQL, in one transaction with it: what the dump does not hold
 * (a table of a newer schema) must not outlive the restore.
 */
const BEGIN_EMPTY = `begin;
drop schema if exists drizzle cascade;
drop schema if exists public cascade;
create schema public;
`;

/**
 * Replaces the database's contents with the archive's dump in one transaction: pg_restore
 * turns the dump into SQL, psql runs it after emptying the schemas, and the COMMIT is ours to
 * send, only once pg_restore has read the whole dump without error and its checksum matched.
 * Whatever else happens (an error, this process killed), psql's input ends without it and
 * PostgreSQL rolls everything back. The dump streams through both tools; nothing is staged on
 * disk. (pg_restore wraps large objects in a transaction of their own; the schema has none.)
 */
export async function restorePostgres(archive: string, manifest: Manifest, url: string) {
  const expected = manifestEntries(manifest).get(POSTGRES_DUMP)?.sha256;
  if (expected === undefined) throw new Error(`The manifest lists no ${POSTGRES_DUMP}.`);
  const [pgRestore, psql] = await Promise.all([findTool('pg_restore'), findTool('psql')]);
  const connection = await libpqConnection(url);
  try {
    const restore = spawn(pgRestore, ['--no-owner', '--no-privileges', '--file=-'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const apply = spawn(
      psql,
      [
        '--no-psqlrc',
        '--quiet',
        '--no-password',
        '--set=ON_ERROR_STOP=1',
        '--file=-',
        `--dbname=${connection.conninfo}`,
      ],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    );
    const restoreExit = exitOf(restore, 'pg_restore');
    const applyExit = exitOf(apply, 'psql');
    // A tool that stops reading breaks its pipe; its exit code says why, below.
    restore.stdin.on('error', () => undefined);
    apply.stdin.on('error', () => undefined);
    let failure: Error | null = null;
    try {
      apply.stdin.write(BEGIN_EMPTY);
      let dumped = false;
      await Promise.all([
        pipeline(restore.stdout, apply.stdin, { end: false }),
        readArchive(archive, async (entry) => {
          if (entry.name !== POSTGRES_DUMP) return;
          const tap = new Sha256Tap();
          await pipeline(entry.stream, tap, restore.stdin);
          if (tap.digest() !== expected) {
            throw new Error(`${POSTGRES_DUMP} changed after the archive was verified`);
          }
          dumped = true;
        }).then(() => {
          if (!dumped) throw new Error(`The archive holds no ${POSTGRES_DUMP}.`);
        }),
      ]);
      const restored = await restoreExit;
      if (restored.code !== 0) throw failed(restored);
      apply.stdin.end('commit;\n');
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      restore.kill();
      apply.kill();
    }
    const ended = await Promise.all([applyExit, restoreExit]);
    // A tool that stopped by itself says best what went wrong: psql (the SQL that failed)
    // before pg_restore; a broken pipe or a tool we stopped only echo it.
    const stopped = ended.find((exit) => exit.code !== 0 && exit.code !== null);
    if (stopped !== undefined) throw failed(stopped);
    if (failure !== null) throw failure;
  } finally {
    await connection.dispose();
  }
  const restored = await postgresState(url);
  assertSameRows(manifest.database.tables, restored.tables);
  return restored;
}
