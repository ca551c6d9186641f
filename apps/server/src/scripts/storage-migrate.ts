/**
 * `npm run storage:migrate [-- --from <folder>]`: copies the uploaded files of the local driver
 * (STORAGE_DIR, default DATA_DIR/files) into the bucket of STORAGE_DRIVER=s3 and the S3_*
 * settings. Objects already in the bucket with the same size are skipped, so it can run again
 * after the switch to pick up what was uploaded in between.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../env.ts';
import { copyLocalFiles } from '../storage/copy-local-files.ts';
import { localStorageDir, s3Settings } from '../storage/create-storage.ts';
import { s3BucketStorage } from '../storage/s3-bucket.ts';

function usage(message: string): never {
  process.stderr.write(`${message}\nUsage: npm run storage:migrate -- [--from <folder>]\n`);
  process.exit(2);
}

const { values } = parseArgs({ options: { from: { type: 'string' } } });
const env = loadEnv();
if (env.STORAGE_DRIVER !== 's3') {
  usage('Set STORAGE_DRIVER=s3 and the S3_* settings of the bucket to copy into.');
}
const from = values.from ?? localStorageDir(env);
const settings = s3Settings(env);
const bucket = s3BucketStorage(settings);
process.stdout.write(`Copying ${from} into the bucket ${settings.bucket}…\n`);
const started = performance.now();
try {
  const result = await copyLocalFiles(from, bucket, ({ done, total }) => {
    process.stdout.write(`\r  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} files`);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  process.stdout.write(
    `\nCopied ${result.copied} files (${megabytes} MB), skipped ${result.skipped} already in the bucket, in ${seconds} s.\n`,
  );
} catch (error) {
  // What was copied stays copied: the next run goes on from there.
  process.stderr.write(
    `\nThe copy stopped: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
} finally {
  bucket.close();
}
