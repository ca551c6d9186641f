/**
 * `npm run restore -- <archive> [--force]`: brings this installation (DATABASE_URL, else the
 * embedded database in DATA_DIR; STORAGE_DRIVER's store) to the state of a `npm run backup`
 * archive. The archive is verified whole first; an installation that holds anything is
 * refused unless `--force`. See docs/backup.md.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/restore-backup.ts';
import { loadEnv } from '../env.ts';

function usage(message: string): never {
  process.stderr.write(`${message}\nUsage: npm run restore -- <archive.tar.gz> [--force]\n`);
  process.exit(2);
}

let parsed: { values: { force?: boolean | undefined }; positionals: string[] };
try {
  parsed = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
const [archive, ...rest] = parsed.positionals;
if (archive === undefined || rest.length > 0) usage('Name one archive to restore.');
if (!existsSync(archive)) usage(`${resolve(archive)} does not exist.`);
process.stdout.write(`Restoring ${resolve(archive)}…\n`);
const started = performance.now();
try {
  const { manifest, extraFiles } = await restoreBackup(loadEnv(), archive, {
    force: parsed.values.force === true,
    progress: {
      say: (line) => process.stdout.write(`  ${line}\n`),
      // A count rewritten in place on a terminal; a log (a timer's journal) gets the summary only.
      files: (done) => {
        if (process.stdout.isTTY) process.stdout.write(`\r  files: ${done.toLocaleString('en')}`);
      },
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const kept = extraFiles > 0 ? `; ${extraFiles} stored files not in the backup were kept` : '';
  process.stdout.write(
    `\nRestored the backup of ${manifest.createdAt}: the database and ${manifest.files.entries.length.toLocaleString('en')} files in ${seconds} s${kept}.\n`,
  );
} catch (error) {
  process.stderr.write(
    `\nThe restore failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
