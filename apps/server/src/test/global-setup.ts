import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
// The names and types of what this provides (ProvidedContext).
import type {} from './database.ts';

/**
 * Migrates one database before a server project's tests, which then start each of theirs as a
 * copy of it (test/database.ts): a new PGlite runs initdb (2-4 s) and the migrations run for
 * each file, where loading a dump takes 0.5 s. Tests of the migrations themselves still start
 * empty (scripts/migrate.test.ts). Answers the teardown that removes the template.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DB === 'postgres') {
    const adminUrl = project.config.env.TEST_POSTGRES_URL;
    if (adminUrl === undefined) throw new Error('the server-pg project sets TEST_POSTGRES_URL');
    // A unique name: CI runs sharing one server do not meet.
    const template = await createScratchDatabase(adminUrl, 'test_template');
    try {
      const database = await openDatabase({ kind: 'postgres', url: template.url, poolSize: 1 });
      await database.close();
    } catch (error) {
      await template.drop();
      throw error;
    }
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }

  const dir = await mkdtemp(join(tmpdir(), 'pglite-template-'));
  const file = join(dir, 'migrated.tar');
  // The same extensions as the worker's PGlite (db/pglite-worker.js), so the dump loads there.
  const db = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle(db), { migrationsFolder });
    // Uncompressed: loading it is what every test file waits for.
    const dump = await db.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await db.close();
  }
  // The same database as a data directory, for the tests that start a server process on one:
  // copying it takes a tenth of the initdb and migrations an empty one costs that process.
  const dataDir = join(dir, 'data');
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir, template: file });
    await database.close();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('pgliteTemplate', file);
  project.provide('pgliteDataDir', dataDir);
  return () => rm(dir, { recursive: true, force: true });
}
