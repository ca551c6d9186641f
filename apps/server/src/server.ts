import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ensureDefaultPages, ensureDefaultPolicies } from './bootstrap/default-pages.ts';
import { seedDemoContent } from './bootstrap/demo-content.ts';
import { ensureFirstAdmin } from './bootstrap/first-admin.ts';
import { characterType } from './db/client.ts';
import { openConfiguredDatabase } from './db/configured-database.ts';
import { type Env, loadEnv } from './env.ts';
import { embeddedDatabaseKey } from './modules/two-factor/secret-box.ts';
import { loggerOptions } from './logging.ts';
import { startWatchdog } from './watchdog.ts';

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** What requests in flight at SIGTERM get before their connections are cut (drainingPlugin). */
const GRACE_MS = 10_000;
/** Then closing the database and Redis may take this long before the process exits 1 anyway. */
const CLOSE_MS = 5_000;
/**
 * Signals close-with-grace does not take. A JavaScript listener on a fault signal returns to
 * the faulting instruction: V8's fatal errors (SIGTRAP, then SIGILL) and a crash in native code
 * then spin at full CPU, answering nothing, instead of ending the process for its supervisor.
 */
const FAULT_SIGNALS = ['SIGILL', 'SIGTRAP', 'SIGABRT', 'SIGBUS', 'SIGFPE', 'SIGSEGV'] as const;

async function start(env: Env) {
  const { database, releaseLock } = await openConfiguredDatabase(env);
  // The embedded database keeps its own TOTP key beside it unless one is configured.
  const totpKey =
    env.TOTP_ENCRYPTION_KEY ??
    (database.kind === 'pglite' ? await embeddedDatabaseKey(env.DATA_DIR) : undefined);
  const app = await buildApp({
    env: { ...env, TOTP_ENCRYPTION_KEY: totpKey },
    database,
    logger: loggerOptions(
      env.LOG_LEVEL,
      env.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty' } } : {},
    ),
    webRoot: env.NODE_ENV === 'production' ? (env.WEB_DIST ?? DEFAULT_WEB_ROOT) : null,
  });

  let stopping = false;
  const closer = closeWithGrace(
    { delay: GRACE_MS + CLOSE_MS, skip: [...FAULT_SIGNALS, 'SIGTERM'] },
    // Without a signal: SIGTERM, through `closer.close()` below.
    async ({ signal = 'SIGTERM', err }) => {
      stopping = true;
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      await app.closeGracefully(GRACE_MS);
      await releaseLock();
    },
  );
  // close-with-grace exits 1 at once on any second signal. A second Ctrl-C is someone who will
  // not wait; a repeated SIGTERM is not (`npm start` passes on the one its process group got).
  process.on('SIGTERM', () => {
    if (!stopping) closer.close();
  });

  if (database.kind === 'postgres') {
    const ctype = await characterType(app.db);
    if (ctype !== null && !/utf-?8/i.test(ctype)) {
      app.log.warn(
        { ctype },
        'PostgreSQL LC_CTYPE is not UTF-8: trigram search cannot index Hangul. Create the database with a UTF-8 locale.',
      );
    }
  } else {
    app.log.warn(
      'Running on embedded PGlite: fine for one process and demos; use DATABASE_URL (PostgreSQL) in production.',
    );
  }

  const admin = await ensureFirstAdmin(app.db, {
    loginId: env.ADMIN_LOGIN,
    password: env.ADMIN_PASSWORD,
  });
  if (admin?.generatedPassword) {
    // Shown once on the console, never through the logger (logs are often shipped elsewhere).
    process.stdout.write(
      `\n  First administrator created.\n    login id: ${admin.loginId}\n    password: ${admin.generatedPassword}\n  Change it after signing in. It will not be shown again.\n\n`,
    );
  } else if (admin) {
    app.log.info(
      { loginId: admin.loginId },
      'first administrator created from ADMIN_LOGIN/ADMIN_PASSWORD',
    );
  }
  // Every editable page and policy exists from the first start, demo or not: none may be empty.
  await ensureDefaultPages(app.db);
  await ensureDefaultPolicies(app.db);
  if (env.SEED_DEMO && (await seedDemoContent(app.db, app.storage))) {
    app.log.info('demo content added');
    app.productSearch.wordsChanged();
  }

  await app.listen({ port: env.PORT, host: env.HOST });
}

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
// Off in development unless asked for: a debugger's breakpoint stops the loop too.
const watchdogSeconds = env.WATCHDOG_SECONDS ?? (env.NODE_ENV === 'development' ? 0 : 10);
if (watchdogSeconds > 0) startWatchdog(watchdogSeconds * 1_000);
start(env).catch((error: unknown) => {
  process.stderr.write(
    `Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
