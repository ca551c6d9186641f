import type { Env } from '../env.ts';
import { createStorage } from '../storage/create-storage.ts';
import type { Storage } from '../storage/storage.ts';
import type { Progress } from './create-backup.ts';
import { describeRows, latestKnownMigration, rowsBeyondMigrations } from './database-state.ts';
import { type Manifest, verifyArchive } from './manifest.ts';
import { holdingDataDir, pgliteState, restorePglite } from './pglite-data-dir.ts';
import { postgresState, restorePostgres } from './postgres-dump.ts';
import { compareStoredFiles, countStoredFiles, restoreFiles } from './stored-files.ts';

const KIND_NAMES = {
  pglite: 'the embedded database (PGlite, no DATABASE_URL)',
  postgres: 'PostgreSQL (DATABASE_URL)',
} as const;

/** Refuses an archive this installation cannot take: another kind of database, or a newer schema. */
function assertRestorable(manifest: Manifest, kind: Manifest['database']['kind']) {
  if (manifest.database.kind !== kind) {
    throw new Error(
      `The backup holds ${KIND_NAMES[manifest.database.kind]}; this installation uses ${KIND_NAMES[kind]}. A backup restores only into the same kind of database: PGlite keeps its own data directory format, and PostgreSQL's dump needs a PostgreSQL server.`,
    );
  }
  const made = manifest.database.migration;
  const known = latestKnownMigration();
  if (made !== null && made.createdAt > (known?.createdAt ?? 0)) {
    throw new Error(
      `The backup was made by a newer version of the site (schema ${made.tag ?? made.createdAt}; this one knows up to ${known?.tag ?? 'none'}). Update this installation first.`,
    );
  }
}

/** What the installation already holds, in words, or null when it is empty. */
async function currentContents(env: Env, storage: Storage): Promise<string | null> {
  const parts: string[] = [];
  if (env.DATABASE_URL === undefined) {
    try {
      const rows = describeRows(
        rowsBeyondMigrations((await pgliteState(env.DATA_DIR))?.tables ?? {}),
      );
      if (rows !== '') parts.push(`rows in ${rows}`);
    } catch (error) {
      // A database that does not open is still one a restore would replace.
      parts.push(
        `a database that does not open (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  } else {
    const rows = describeRows(rowsBeyondMigrations((await postgresState(env.DATABASE_URL)).tables));
    if (rows !== '') parts.push(`rows in ${rows}`);
  }
  const files = await countStoredFiles(storage);
  if (files > 0) parts.push(`${files.toLocaleString('en')} stored files`);
  return parts.length === 0 ? null : parts.join('; ');
}

export interface RestoreResult {
  manifest: Manifest;
  /** Objects the store held beyond the archive's, left in place. */
  extraFiles: number;
}

/**
 * Brings this installation to the state of the archive: verified whole first, then the
 * database replaced and the files written. An installation that holds anything is refused
 * unless `force`; nothing is changed before every check has passed.
 */
export async function restoreBackup(
  env: Env,
  archive: string,
  { force, progress }: { force: boolean; progress: Progress },
): Promise<RestoreResult> {
  const manifest = await verifyArchive(archive);
  const { database, files } = manifest;
  progress.say(
    `The archive is intact: made ${manifest.createdAt}, ${database.kind} schema ${database.migration?.tag ?? 'none'}, ${files.entries.length.toLocaleString('en')} files.`,
  );
  assertRestorable(manifest, env.DATABASE_URL === undefined ? 'pglite' : 'postgres');
  return holdingDataDir(env, 'restored', async () => {
    const storage = createStorage(env);
    try {
      const contents = await currentContents(env, storage);
      if (contents !== null && !force) {
        throw new Error(
          `This installation is not empty: ${contents}. Nothing was changed. Run again with --force to replace its database with the backup's (stored files not in the backup are kept).`,
        );
      }
      if (env.DATABASE_URL === undefined) await restorePglite(archive, manifest, env.DATA_DIR);
      else await restorePostgres(archive, manifest, env.DATABASE_URL);
      progress.say('Database restored; its rows match the manifest.');
      await restoreFiles(archive, manifest, storage, progress.files);
      const { missing, extra } = await compareStoredFiles(manifest, storage);
      if (missing.length > 0) {
        throw new Error(
          `${missing.length} files of the backup are not in the store after the restore, such as ${missing.slice(0, 3).join(', ')}.`,
        );
      }
      return { manifest, extraFiles: extra };
    } finally {
      storage.close();
    }
  });
}
