import pg from 'pg';
import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const server = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    // One migrated database per run, which each test file's databases copy (src/test/database.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // A worker imports the app once for all its files, not once per file: the server suite's
    // files import the same 450 modules, and re-evaluating them cost 40% of its time (server-pg
    // alone: 261 s isolated, 161 s not). Files share no state through modules: each opens its
    // own databases, apps and key prefixes, and restores the timers it fakes.
    isolate: false,
    setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/cheap-password-hashes.ts'],
    env,
    // Generous: the heaviest API tests (sign-in throttling, migrations from empty) take 5-25 s
    // on a quiet machine and 30 s on a busy one; a limit is never within twice a test's time.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

// Unit and API tests. End-to-end tests have their own config (apps/web/e2e).
export default defineConfig(async () => {
  const withPostgres = await postgresReachable();
  // CI runs every test or fails: half the suite must never be dropped without anyone noticing.
  if (!withPostgres && process.env.CI === 'true') {
    throw new Error(`PostgreSQL is not reachable at ${postgresUrl}: CI runs the API suite on it.`);
  }
  if (!withPostgres) {
    console.warn(
      `\n  PostgreSQL is not reachable at ${postgresUrl}: the API suite runs on PGlite only.\n`,
    );
  }
  return {
    test: {
      // Test files run two at a time: API tests spend much of their time waiting (on PGlite's
      // thread, PostgreSQL, child processes, throttling delays), so one file alone leaves a core idle.
      maxWorkers: 2,
      // After the summary: the number of tests of each project (each database).
      reporters: ['default', './scripts/test-counts-reporter.ts'],
      projects: [
        { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
        // The server suite on each database. `npm test` runs `server-pg` on the Node the project
        // requires (24) and `server` on the newest LTS (26, `npm run test:pglite`): each file
        // runs on both databases and both Nodes, and PGlite under Node 24 is what the end-to-end
        // suite's server runs on.
        server('server', { TEST_DB: 'pglite' }),
        ...(withPostgres
          ? [
              server('server-pg', { TEST_DB: 'postgres', TEST_POSTGRES_URL: postgresUrl }),
              // The reference deployment (deploy/): nginx and two compiled instances.
              {
                test: {
                  name: 'deploy',
                  root: 'deploy',
                  include: ['*.test.ts'],
                  env: { TEST_POSTGRES_URL: postgresUrl },
                  testTimeout: 60_000,
                },
              },
            ]
          : []),
        {
          test: {
            name: 'web',
            root: 'apps/web',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['src/test/fail-on-console-error.ts'],
          },
        },
      ],
    },
  };
});
