import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { PGliteThread } from '../db/pglite-thread.ts';
import type { Env } from '../env.ts';
import { type ArchiveWriter, type ArchivedFile, Sha256Tap, readArchive } from './archive.ts';
import { type DatabaseState, assertSameRows, readDatabaseState } from './database-state.ts';
import { type Manifest, PGLITE_PREFIX, TOTP_KEY, manifestEntries } from './manifest.ts';

/**
 * What PostgreSQL itself keeps at the top of a data directory. DATA_DIR also holds the server's
 * lock, the TOTP key and (by default) the uploaded files, which are none of these.
 */
const POSTGRES_ENTRY =
  /^(PG_VERSION|base|global|pg_[a-z_]+|pg_(hba|ident)\.conf|postgresql(\.auto)?\.conf|postmaster\.opts)$/;
/** The file name of the TOTP key in DATA_DIR (secret-box.ts). */
const TOTP_KEY_FILE = 'totp-encryption.key';

/**
 * Runs `work` holding DATA_DIR when the database is the embedded one: for the whole backup or
 * restore, files included, no server may change them. A running server is named, with what to do.
 */
export async function holdingDataDir<T>(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  action: 'backed up' | 'restored',
  work: () => Promise<T>,
): Promise<T> {
  if (env.DATABASE_URL !== undefined) return work();
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(env.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Error(
      `A server (pid ${error.pid}) is running on DATA_DIR=${error.dataDir}. The embedded database can be ${action} only while no server runs on it: stop the server, run this again, then start it.`,
      { cause: error },
    );
  }
  try {
    return await work();
  } finally {
    await release();
  }
}

const hasDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/** Opens the embedded database without migrating it, reads its state and closes it cleanly. */
async function stateOf(dataDir: string): Promise<DatabaseState> {
  const thread = await PGliteThread.start(dataDir);
  try {
    return await readDatabaseState(async (text) => (await thread.query(text)).rows);
  } finally {
    await thread.close();
  }
}

/** The state of the embedded database in DATA_DIR, or null when it has none yet. */
export async function pgliteState(dataDir: string): Promise<DatabaseState | null> {
  return hasDatabase(dataDir) ? stateOf(dataDir) : null;
}

/**
 * Adds the embedded database to the archive: its data directory's files as they are on disk,
 * and the TOTP key beside them. The caller holds the DATA_DIR lock, so no server writes to it;
 * opening and closing it first leaves the files as a clean shutdown does (recovering them if
 * a server was killed).
 */
export async function backupPglite(dataDir: string, writer: ArchiveWriter) {
  if (!hasDatabase(dataDir)) {
    throw new Error(`There is no database in DATA_DIR=${resolve(dataDir)}.`);
  }
  const state = await stateOf(dataDir);
  const entries: ArchivedFile[] = [];
  const top = (await readdir(dataDir)).filter((name) => POSTGRES_ENTRY.test(name));
  for (const name of top.sort()) {
    const path = join(dataDir, name);
    const below = (await stat(path)).isDirectory()
      ? (await readdir(path, { recursive: true })).map((inner) => join(path, inner))
      : [];
    for (const file of [path, ...below.sort()]) {
      const info = await stat(file);
      const inArchive = PGLITE_PREFIX + relative(dataDir, file).split(sep).join('/');
      if (info.isDirectory()) await writer.addDirectory(inArchive);
      else entries.push(await writer.addFile(inArchive, info.size, createReadStream(file)));
    }
  }
  const key = join(dataDir, TOTP_KEY_FILE);
  if (existsSync(key)) {
    entries.push(await writer.addFile(TOTP_KEY, (await stat(key)).size, createReadStream(key)));
  }
  return { ...state, entries };
}

/** `inner` under `root`, refusing a path from the archive that would leave it. */
function inside(root: string, inner: string): string {
  const path = resolve(root, inner);
  if (inner === '' || !path.startsWith(root + sep)) {
    throw new Error(`the archive names a file outside the data directory: ${inner}`);
  }
  return path;
}

/**
 * Replaces the embedded database in DATA_DIR with the archive's. The files are written to a
 * folder of their own inside DATA_DIR first and opened there: only a copy that opens and holds
 * the manifest's rows takes the place of the current files. The caller holds the lock.
 */
export async function restorePglite(archive: string, manifest: Manifest, dataDir: string) {
  const root = resolve(dataDir);
  await mkdir(root, { recursive: true });
  const staging = await mkdtemp(join(root, '.restore-'));
  const expected = manifestEntries(manifest);
  try {
    await readArchive(archive, async (entry) => {
      const name = entry.name === TOTP_KEY ? TOTP_KEY_FILE : null;
      if (name === null && !entry.name.startsWith(PGLITE_PREFIX)) return;
      const path = inside(staging, name ?? entry.name.slice(PGLITE_PREFIX.length));
      if (entry.type === 'directory') {
        await mkdir(path, { recursive: true, mode: 0o700 });
        return;
      }
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const tap = new Sha256Tap();
      await pipeline(entry.stream, tap, createWriteStream(path, { mode: 0o600 }));
      if (tap.digest() !== expected.get(entry.name)?.sha256) {
        throw new Error(`${entry.name} changed after the archive was verified`);
      }
    });
    const restored = await stateOf(staging);
    assertSameRows(manifest.database.tables, restored.tables);
    // The copy is good: the current database goes, the copy takes its place.
    for (const name of await readdir(root)) {
      if (POSTGRES_ENTRY.test(name)) await rm(join(root, name), { recursive: true, force: true });
    }
    for (const name of await readdir(staging)) await rename(join(staging, name), join(root, name));
    return restored;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
