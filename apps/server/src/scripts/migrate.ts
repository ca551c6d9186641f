/**
 * `npm run migrate`: brings the database (DATABASE_URL, else PGlite in DATA_DIR) up to this
 * version's schema and exits, for deploy pipelines that migrate before starting instances with
 * MIGRATE_ON_START=false. Safe to run again, and beside running instances on PostgreSQL: an
 * advisory lock lets one migration run at a time.
 */
import { openConfiguredDatabase } from '../db/configured-database.ts';
import { loadEnv } from '../env.ts';

try {
  const { database, releaseLock } = await openConfiguredDatabase(loadEnv(), 'apply');
  await database.close();
  await releaseLock();
  process.stdout.write('The database schema is up to date.\n');
} catch (error) {
  process.stderr.write(
    `Migration failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
