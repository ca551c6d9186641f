/**
 * `npm run backup [-- --out <file or folder/>]`: writes one archive (.tar.gz) of the database
 * (DATABASE_URL: `pg_dump`; else the embedded database in DATA_DIR, which no server may be
 * running on) and every uploaded file, with a manifest of counts and checksums. Without
 * `--out`, a timestamped name in `backups/`. See docs/backup.md.
 */
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { archivePath, createBackup } from '../backup/create-backup.ts';
import { loadEnv } from '../env.ts';

function usage(message: string): never {
  process.stderr.write(`${message}\nUsage: npm run backup -- [--out <file or folder/>]\n`);
  process.exit(2);
}

let values: { out?: string | undefined };
try {
  ({ values } = parseArgs({ options: { out: { type: 'string' } } }));
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
const started = performance.now();
try {
  const env = loadEnv();
  const path = await archivePath(values.out, new Date());
  process.stdout.write(`Backing up to ${path}…\n`);
  const manifest = await createBackup(env, path, {
    say: (line) => process.stdout.write(`  ${line}\n`),
    // A count rewritten in place on a terminal; a log (a timer's journal) gets the summary only.
    files: (done) => {
      if (process.stdout.isTTY) process.stdout.write(`\r  files: ${done.toLocaleString('en')}`);
    },
  });
  const { size } = await stat(path);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `\nBacked up the database and ${manifest.files.entries.length.toLocaleString('en')} files in ${seconds} s: ${(size / 1024 / 1024).toFixed(1)} MB.\n`,
  );
} catch (error) {
  process.stderr.write(
    `\nThe backup failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
