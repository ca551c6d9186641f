import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { z } from 'zod';

const run = promisify(execFile);

/** Ports a test's own PostgreSQL servers may take; the shared one keeps 5432. */
const PORTS = [55432, 55433, 55434, 55435, 55436, 55437, 55438, 55439];
const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'];
const FALLBACK_BIN = '/usr/lib/postgresql/15/bin';

export interface PostgresTools {
  bin: string;
  /** Who runs them: initdb and postgres refuse root, so a root test runs them as `postgres`. */
  user: { uid: number; gid: number } | null;
}

function configuredBin(): string | null {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function osUser(name: string): { uid: number; gid: number } | null {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid === undefined || gid === undefined ? null : { uid: Number(uid), gid: Number(gid) };
}

/** PostgreSQL's own server tools and who may run them, or why a test cannot. */
export function findPostgresTools(): PostgresTools | string {
  const bin = [configuredBin(), FALLBACK_BIN].find(
    (dir) => dir !== null && TOOLS.every((tool) => existsSync(join(dir, tool))),
  );
  if (bin === undefined || bin === null) {
    return `PostgreSQL's server tools (${TOOLS.join(', ')}) are not in pg_config --bindir or ${FALLBACK_BIN}`;
  }
  if (process.getuid?.() !== 0) return { bin, user: null };
  const user = osUser('postgres');
  if (user === null) return 'running as root, and there is no postgres user to run initdb as';
  return { bin, user };
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

export interface StreamingPair {
  /** Owned by the servers' user; removed by `close`. */
  dir: string;
  primaryUrl: string;
  replicaUrl: string;
  /** Rows of `text` run on one of the two as the superuser. */
  sql: (on: 'primary' | 'replica', text: string, values?: unknown[]) => Promise<unknown[]>;
  pauseReplay: () => Promise<void>;
  resumeReplay: () => Promise<void>;
  stopReplica: () => Promise<void>;
  startReplica: () => Promise<void>;
  /** Stops both servers and removes their folder, whatever state a failed test left them in. */
  close: () => Promise<void>;
}

/**
 * A primary made with initdb and a streaming replica of it made with `pg_basebackup -R`, each
 * on a free port of 55432–55439, in a temporary folder. If starting fails half-way, what was
 * started is stopped and the folder removed before the error is thrown.
 */
export async function startStreamingPair(tools: PostgresTools): Promise<StreamingPair> {
  const free: number[] = [];
  for (const port of PORTS) if (free.length < 2 && (await portFree(port))) free.push(port);
  const [primaryPort, replicaPort] = free;
  if (primaryPort === undefined || replicaPort === undefined) {
    throw new Error(`two free ports are needed in ${PORTS.join(', ')}`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'replica-test-'));
  if (tools.user) await chown(dir, tools.user.uid, tools.user.gid);
  const tool = (name: string, args: string[]) =>
    run(join(tools.bin, name), args, { cwd: dir, ...(tools.user ?? {}) });
  const data = { primary: join(dir, 'primary'), replica: join(dir, 'replica') };
  const ports = { primary: primaryPort, replica: replicaPort };
  const url = (on: 'primary' | 'replica') => `postgres://postgres@127.0.0.1:${ports[on]}/postgres`;

  const start = async (on: 'primary' | 'replica') => {
    const log = join(dir, `${on}.log`);
    const options = `-p ${ports[on]} -k ${dir} -c listen_addresses=127.0.0.1 -c wal_level=replica -c fsync=off`;
    await tool('pg_ctl', [
      '-D',
      data[on],
      '-l',
      log,
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ]).catch(async (error: unknown) => {
      const tail = await readFile(log, 'utf8').catch(() => '');
      throw new Error(`the ${on} did not start: ${String(error)}\n${tail}`);
    });
  };
  const stop = (on: 'primary' | 'replica') =>
    tool('pg_ctl', ['-D', data[on], '-m', 'fast', '-w', '-t', '60', 'stop']).then(() => undefined);
  const close = async () => {
    // Each step runs whatever the one before it did: a server that never started fails to stop.
    await stop('replica').catch(() => undefined);
    await stop('primary').catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  const sql = async (on: 'primary' | 'replica', text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url(on), connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      return (await client.query<Record<string, unknown>>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const replayState = async () =>
    z
      .array(z.object({ state: z.string() }))
      .parse(await sql('replica', 'select pg_get_wal_replay_pause_state() as state'))[0]?.state;
  // Pausing takes effect at the startup process's next check, a moment later.
  const waitForReplay = async (state: 'paused' | 'not paused') => {
    for (let tries = 0; (await replayState()) !== state; tries += 1) {
      if (tries === 200) throw new Error(`replay on the replica is not ${state} after 10 s`);
      await sleep(50);
    }
  };

  try {
    await tool('initdb', [
      '-D',
      data.primary,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    await start('primary');
    await tool('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', data.replica, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    await start('replica');
  } catch (error) {
    await close();
    throw error;
  }
  return {
    dir,
    primaryUrl: url('primary'),
    replicaUrl: url('replica'),
    sql,
    pauseReplay: async () => {
      await sql('replica', 'select pg_wal_replay_pause()');
      await waitForReplay('paused');
    },
    resumeReplay: async () => {
      await sql('replica', 'select pg_wal_replay_resume()');
      await waitForReplay('not paused');
    },
    stopReplica: () => stop('replica'),
    startReplica: () => start('replica'),
    close,
  };
}
