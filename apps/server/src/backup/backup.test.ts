import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { ensureDefaultPages } from '../bootstrap/default-pages.ts';
import { seedDemoContent } from '../bootstrap/demo-content.ts';
import { ensureFirstAdmin } from '../bootstrap/first-admin.ts';
import { type Database, type Db, openDatabase, queryRows } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { openScratchPostgres } from '../db/scratch-database.ts';
import { parseEnv } from '../env.ts';
import { embeddedDatabaseKey } from '../modules/two-factor/secret-box.ts';
import { createStorage } from '../storage/create-storage.ts';
import type { Storage } from '../storage/storage.ts';
import { ADMIN } from '../test/app.ts';
import { testDbKind, testPostgresUrl, withMigratedDatabase } from '../test/database.ts';
import { type S3Server, startS3Server } from '../test/s3-server.ts';
import { runScript } from '../test/script-process.ts';
import { type ArchivedFile, ArchiveWriter, readArchive } from './archive.ts';
import {
  FILES_PREFIX,
  MANIFEST_NAME,
  POSTGRES_DUMP,
  manifestSchema,
  verifyArchive,
} from './manifest.ts';

// `npm run backup` and `npm run restore` run as real processes against a populated site (demo
// content: products with pictures, boards, inquiries, plus an attachment) and an empty one;
// every table's rows and every file's checksum must come back. Embedded database with local
// files here; PostgreSQL with S3 buckets in the server-pg project.

const BACKUP = fileURLToPath(new URL('../scripts/backup.ts', import.meta.url));
const RESTORE = fileURLToPath(new URL('../scripts/restore.ts', import.meta.url));
/**
 * A whole backup and restore of the demo site, each a process of its own: 70 s on a quiet
 * machine, past 180 s in CI beside the Node 26 pass.
 */
const SLOW = 300_000;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'backup-test-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Rows of every table, counted here rather than by the code under test. */
async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await queryRows(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    z.object({ tablename: z.string() }),
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = await queryRows(
      db,
      sql`select count(*)::int as n from ${sql.identifier(tablename)}`,
      z.object({ n: z.number() }),
    );
    counts[tablename] = row?.n ?? -1;
  }
  return counts;
}

/** The sha256 of every stored object, by key. */
async function fileChecksums(storage: Storage): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for await (const key of storage.list()) {
    const read = await storage.get(key);
    if (read?.kind !== 'content') throw new Error(`${key} was listed but cannot be read`);
    sums[key] = createHash('sha256')
      .update(await buffer(read.stream))
      .digest('hex');
  }
  return sums;
}

/** A site as staff leave it: the first administrator, the default pages and the demo content. */
async function populate(database: Database, storage: Storage) {
  await ensureFirstAdmin(database.db, ADMIN);
  await ensureDefaultPages(database.db);
  expect(await seedDemoContent(database.db, storage)).toBe(true);
  await storage.put(`attachment/${randomBytes(16).toString('hex')}`, randomBytes(5_000), 'x/y');
}

/** What the site in `env` holds: rows per table and files by checksum. */
async function contentsOf(env: Record<string, string>, database?: Database) {
  const parsed = parseEnv(env);
  const own = database ?? (await openDatabase({ kind: 'pglite', dataDir: parsed.DATA_DIR }));
  const storage = createStorage(parsed);
  try {
    return { tables: await tableCounts(own.db), files: await fileChecksums(storage) };
  } finally {
    storage.close();
    if (database === undefined) await own.close();
  }
}

/** The script's failure: exit code and output. It must fail. */
async function failureOf(run: Promise<unknown>) {
  const error = await run.then(
    () => null,
    (reason: unknown) => reason,
  );
  return z.object({ code: z.number(), stdout: z.string(), stderr: z.string() }).parse(error);
}

/**
 * A copy of `archive` with `change` applied to each file; with `agree`, the manifest is made
 * to list the changed files as they now are (a damage only the tools themselves can find).
 */
async function rewritten(
  archive: string,
  to: string,
  change: (name: string, body: Buffer) => Buffer,
  agree: boolean,
) {
  const writer = new ArchiveWriter(to);
  const changed = new Map<string, ArchivedFile>();
  await readArchive(archive, async (entry) => {
    if (entry.type === 'directory') return writer.addDirectory(entry.name);
    const body = await buffer(entry.stream);
    if (entry.name === MANIFEST_NAME) {
      const manifest = manifestSchema.parse(JSON.parse(body.toString()));
      const listed = [...manifest.database.entries, ...manifest.files.entries];
      if (agree) for (const file of listed) Object.assign(file, changed.get(file.name));
      return writer.addText(MANIFEST_NAME, JSON.stringify(manifest));
    }
    const after = change(entry.name, body);
    const written = await writer.addFile(entry.name, after.length, Readable.from([after]));
    if (after !== body) changed.set(entry.name, written);
  });
  await writer.close();
}

const embedded = (dataDir: string) => ({ DATA_DIR: dataDir, STORAGE_DRIVER: 'local' });

test.runIf(testDbKind === 'pglite')(
  'embedded database and local files: a backup restores into an empty installation whole; a running server, a non-empty target and a damaged archive are refused',
  async () => {
    const source = embedded(withMigratedDatabase(join(root, 'source')));
    const database = await openDatabase({ kind: 'pglite', dataDir: source.DATA_DIR });
    const storage = createStorage(parseEnv(source));
    try {
      await populate(database, storage);
    } finally {
      storage.close();
      await database.close();
    }
    await embeddedDatabaseKey(source.DATA_DIR);
    const before = await contentsOf(source);
    expect(before.tables.product).toBeGreaterThan(0);
    expect(before.tables.image).toBeGreaterThan(0);
    expect(before.tables.inquiry).toBeGreaterThan(0);
    expect(Object.keys(before.files).length).toBeGreaterThan(10);

    // While a server holds DATA_DIR, the backup says so and writes nothing.
    const archive = join(root, 'site.tar.gz');
    const release = await lockDataDir(source.DATA_DIR);
    const locked = await failureOf(runScript(BACKUP, ['--out', archive], source));
    await release();
    expect(locked.code).toBe(1);
    expect(locked.stderr).toMatch(/A server \(pid \d+\) is running on DATA_DIR=.*stop the server/);
    expect(existsSync(archive)).toBe(false);

    const backup = await runScript(BACKUP, ['--out', archive], source);
    expect(backup.stdout).toContain(`${Object.keys(before.files).length} files`);
    const manifest = await verifyArchive(archive);
    expect(manifest.database).toMatchObject({ kind: 'pglite', tables: before.tables });
    expect(manifest.database.migration?.tag).toMatch(/^\d{4}_/);
    expect(
      Object.fromEntries(
        manifest.files.entries.map((file) => [file.name.slice(FILES_PREFIX.length), file.sha256]),
      ),
    ).toEqual(before.files);

    // Into an installation that does not exist yet: the same rows, files and TOTP key.
    const target = embedded(join(root, 'target'));
    await runScript(RESTORE, [archive], target);
    expect(await contentsOf(target)).toEqual(before);
    expect(await readFile(join(target.DATA_DIR, 'totp-encryption.key'))).toEqual(
      await readFile(join(source.DATA_DIR, 'totp-encryption.key')),
    );

    // A damaged archive (one file changed, or cut short) is refused before anything is touched.
    const [aFile] = manifest.files.entries;
    if (aFile === undefined) throw new Error('the backup holds no file');
    const changed = join(root, 'changed.tar.gz');
    await rewritten(
      archive,
      changed,
      (name, body) =>
        name === aFile.name ? Buffer.concat([Buffer.from('x'), body.subarray(1)]) : body,
      false,
    );
    const cut = join(root, 'cut.tar.gz');
    const whole = await readFile(archive);
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const empty = embedded(join(root, 'untouched'));
    for (const [damaged, message] of [
      [changed, `The archive is damaged: ${aFile.name} does not match its checksum`],
      [cut, 'The archive cannot be read'],
    ] as const) {
      const refused = await failureOf(runScript(RESTORE, [damaged], empty));
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(message);
      expect(existsSync(join(empty.DATA_DIR, 'PG_VERSION'))).toBe(false);
      expect(existsSync(join(empty.DATA_DIR, 'files'))).toBe(false);
    }

    // An installation that holds anything is refused without --force, and left as it was.
    const other = embedded(withMigratedDatabase(join(root, 'other')));
    const otherDatabase = await openDatabase({ kind: 'pglite', dataDir: other.DATA_DIR });
    const otherStorage = createStorage(parseEnv(other));
    try {
      await ensureFirstAdmin(otherDatabase.db, { loginId: 'other', password: 'other-password-1' });
      await otherStorage.put('attachment/kept', Buffer.from('not in the backup'), 'x/y');
    } finally {
      otherStorage.close();
      await otherDatabase.close();
    }
    const otherBefore = await contentsOf(other);
    const notEmpty = await failureOf(runScript(RESTORE, [archive], other));
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.stderr).toMatch(
      /This installation is not empty: rows in member \(1\); 1 stored files\. Nothing was changed\. Run again with --force/,
    );
    expect(await contentsOf(other)).toEqual(otherBefore);

    // With --force the database is the backup's; a file the backup does not know is kept.
    const forced = await runScript(RESTORE, [archive, '--force'], other);
    expect(forced.stdout).toContain('1 stored files not in the backup were kept');
    expect(await contentsOf(other)).toEqual({
      tables: before.tables,
      files: { ...before.files, 'attachment/kept': otherBefore.files['attachment/kept'] },
    });
  },
  SLOW,
);

test.runIf(testDbKind === 'pglite')('the scripts explain their arguments', async () => {
  const restore = await failureOf(runScript(RESTORE, [], embedded(join(root, 'usage'))));
  expect(restore).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('Usage: npm run restore'),
  });
  const backup = await failureOf(runScript(BACKUP, ['--to', 'x'], embedded(join(root, 'usage'))));
  expect(backup).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('Usage: npm run backup'),
  });
});

test.runIf(testDbKind === 'postgres')(
  'PostgreSQL and S3: a backup restores into an empty database and bucket whole, into a non-empty one only with --force, never into the embedded database; a dump that fails changes nothing',
  async () => {
    const buckets: S3Server[] = [];
    const databases: (Database & { url: string })[] = [];
    try {
      const [sourceBucket, targetBucket] = [await startS3Server(), await startS3Server()];
      buckets.push(sourceBucket, targetBucket);
      const [sourceDatabase, targetDatabase] = [
        await openScratchPostgres(testPostgresUrl, 'backup_source'),
        await openScratchPostgres(testPostgresUrl, 'backup_target'),
      ];
      databases.push(sourceDatabase, targetDatabase);
      const source = { ...sourceBucket.env, DATABASE_URL: sourceDatabase.url };
      const target = { ...targetBucket.env, DATABASE_URL: targetDatabase.url };
      const storage = createStorage(parseEnv(source));
      try {
        await populate(sourceDatabase, storage);
      } finally {
        storage.close();
      }
      const before = await contentsOf(source, sourceDatabase);
      expect(before.tables.product).toBeGreaterThan(0);

      const archive = join(root, 'postgres.tar.gz');
      await runScript(BACKUP, ['--out', archive], source);
      const manifest = await verifyArchive(archive);
      expect(manifest.database).toMatchObject({ kind: 'postgres', tables: before.tables });
      expect(manifest.files.driver).toBe('s3');

      // The target has the schema (migrations ran) and no rows: empty.
      await runScript(RESTORE, [archive], target);
      expect(await contentsOf(target, targetDatabase)).toEqual(before);

      const again = await failureOf(runScript(RESTORE, [archive], target));
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('This installation is not empty: rows in');
      expect(await contentsOf(target, targetDatabase)).toEqual(before);

      // Replaced again over its own rows: still exactly the backup.
      await runScript(RESTORE, [archive, '--force'], target);
      expect(await contentsOf(target, targetDatabase)).toEqual(before);

      // A dump pg_restore cannot finish fails the restore, and the database is as it was.
      const broken = join(root, 'broken-dump.tar.gz');
      await rewritten(
        archive,
        broken,
        (name, body) => (name === POSTGRES_DUMP ? body.subarray(0, (body.length * 3) >> 2) : body),
        true,
      );
      const cut = await failureOf(runScript(RESTORE, [broken, '--force'], target));
      expect(cut.code).toBe(1);
      expect(cut.stderr).toContain('pg_restore failed');
      expect(await contentsOf(target, targetDatabase)).toEqual(before);

      const acrossKinds = await failureOf(
        runScript(RESTORE, [archive], embedded(join(root, 'embedded-target'))),
      );
      expect(acrossKinds.code).toBe(1);
      expect(acrossKinds.stderr).toContain('A backup restores only into the same kind of database');
    } finally {
      for (const database of databases) await database.close();
      for (const bucket of buckets) await bucket.close();
    }
  },
  SLOW,
);
