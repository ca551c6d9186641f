import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

const holderSchema = z.object({ pid: z.number().int().positive(), started: z.string().nullable() });
type Holder = z.infer<typeof holderSchema>;

/**
 * When process `pid` started (clock ticks since boot, /proc/<pid>/stat field 22), or null where
 * /proc is missing. With the pid it names one process: a pid reused after a crash (often the
 * same small number in a container) has another start time.
 */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
  const started = processStart(holder.pid);
  return started === null || holder.started === null || started === holder.started;
}

function readHolder(path: string): Holder | null {
  try {
    return holderSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return null;
  }
}

/** A live process (a server, or a command such as a backup) holds the data directory. */
export class DataDirLockedError extends Error {
  readonly pid: number;
  readonly dataDir: string;
  constructor(pid: number, dataDir: string) {
    super(
      `Another server (pid ${pid}) is already running on DATA_DIR=${dataDir}. ` +
        'Stop it first, or give this one a different DATA_DIR (PGlite allows one process per data directory).',
    );
    this.pid = pid;
    this.dataDir = dataDir;
  }
}

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it, so the
 * server holds a lock on DATA_DIR for as long as it runs: a file naming its process (pid and
 * start time). A lock whose process is gone (killed, crashed) is taken over at once, so a
 * supervisor can restart the server right away; a live holder is refused.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = resolve(dir, 'server.lock');
  const self: Holder = { pid: process.pid, started: processStart(process.pid) };
  // Written whole to a file of our own, then linked into place: linking fails if a lock exists,
  // so the lock appears atomically, complete, or not at all.
  const draft = `${path}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, JSON.stringify(self));
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(draft, path);
        return () => {
          const holder = readHolder(path);
          if (holder?.pid === self.pid && holder.started === self.started) rmSync(path);
          return Promise.resolve();
        };
      } catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      }
      const holder = readHolder(path);
      if (holder !== null && isAlive(holder)) {
        throw new DataDirLockedError(holder.pid, dir);
      }
      // Its holder is gone: the lock is stale (a folder: the lock of an earlier version).
      rmSync(path, { force: true, recursive: true });
    }
    throw new Error(`Could not lock DATA_DIR=${dir}: another server keeps taking it.`);
  } finally {
    rmSync(draft, { force: true });
  }
}
