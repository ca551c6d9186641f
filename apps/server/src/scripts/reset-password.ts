/**
 * `npm run admin:reset-password [-- --login <id>]`: a new password for an administrator who
 * lost theirs, printed once; without `--login`, the first grade-10 administrator's. Their
 * sessions end and the account is active again. Runs against DATABASE_URL, else the embedded
 * database in DATA_DIR (which needs the server stopped: one process per data folder).
 */
import { parseArgs } from 'node:util';
import { resetPassword } from '../bootstrap/first-admin.ts';
import { openConfiguredDatabase } from '../db/configured-database.ts';
import { loadEnv } from '../env.ts';

const USAGE = 'Usage: npm run admin:reset-password [-- --login <login id>]\n';

let login: string | undefined;
try {
  ({
    values: { login },
  } = parseArgs({ options: { login: { type: 'string' } } }));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

try {
  const { database, releaseLock } = await openConfiguredDatabase(loadEnv(), 'verify');
  try {
    const reset = await resetPassword(database.db, login);
    if (reset === null) {
      process.stderr.write(
        login === undefined
          ? 'There is no grade-10 administrator: start the server once to create one.\n'
          : `No member has the login id "${login}".\n`,
      );
      process.exitCode = 1;
    } else {
      process.stdout.write(
        `New password for "${reset.loginId}" (shown once; change it on the account page):\n  ${reset.password}\n`,
      );
    }
  } finally {
    await database.close();
    await releaseLock();
  }
} catch (error) {
  process.stderr.write(
    `Could not reset the password: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
