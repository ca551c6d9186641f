/**
 * Foundation benchmark: throughput of the cached category list and of authCheck,
 * as ratios to a bare Fastify JSON route measured in the same run, on PGlite and PostgreSQL.
 * Run with `npm run bench`.
 */
import { seedDemoContent } from '../apps/server/src/bootstrap/demo-content.ts';
import { ensureFirstAdmin } from '../apps/server/src/bootstrap/first-admin.ts';
import { measure, printTable, startBareServer } from './lib/measure.ts';
import { openBenchDatabase, postgresAvailable, startApp } from './lib/target.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ADMIN = { loginId: 'bench', password: 'bench-password-1' };

async function run(kind: 'pglite' | 'postgres') {
  const database = await openBenchDatabase(kind);
  const { app, address } = await startApp(database);
  const bare = await startBareServer();
  try {
    await seedDemoContent(app.db);
    await ensureFirstAdmin(app.db, ADMIN);
    const login = await fetch(`${address}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    await measure('warm-up', bare.url, { seconds: 1 });
    await measure('warm-up', `${address}/api/data/v1/category`, { seconds: 1 });
    const baseline = await measure('bare Fastify JSON route', bare.url, { seconds: SECONDS });
    const category = await measure('GET /api/data/v1/category', `${address}/api/data/v1/category`, {
      seconds: SECONDS,
    });
    const authCheck = await measure('GET /api/authCheck', `${address}/api/authCheck`, {
      seconds: SECONDS,
      headers: auth,
    });
    printTable(`${kind} — 20 connections, ${SECONDS}s each`, baseline, [category, authCheck]);
  } finally {
    await bare.close();
    await app.close();
  }
}

await run('pglite');
if (await postgresAvailable()) await run('postgres');
else console.log('\nPostgreSQL not reachable: skipped the PostgreSQL run.');
