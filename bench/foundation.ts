/**
 * Foundation benchmark: throughput of the cached category list and of authCheck (a staff
 * session read), each beside a bare Fastify JSON route, on PGlite and PostgreSQL, 20 connections.
 * The server, the load generator and the bare route run as processes of their own
 * (lib/measure.ts). Run with `npm run bench`; BENCH_SECONDS (default 5) per measurement.
 */
import { postgresReachable } from '../apps/server/src/db/scratch-database.ts';
import { type Figure, beside, printFigures } from './lib/measure.ts';
import { cleanUp, startBareProcess, startServer, stopServer } from './lib/processes.ts';
import { type Kind, POSTGRES_ADMIN_URL, prepareSite, signIn } from './lib/site.ts';

async function run(kind: Kind) {
  const bare = await startBareProcess();
  const env = await prepareSite(kind, 'bench-foundation');
  const server = await startServer({ ...env, SEED_DEMO: 'true' });
  try {
    const target = { origin: server.origin, pid: server.child.pid };
    const figures: Figure[] = [
      await beside(bare, target, 'GET /api/data/v1/category', ['/api/data/v1/category'], {
        connections: 20,
      }),
      await beside(bare, target, 'GET /api/authCheck', ['/api/authCheck'], {
        connections: 20,
        headers: await signIn(server.origin),
      }),
    ];
    printFigures(`${kind}, 20 connections`, figures, null);
  } finally {
    await stopServer(server);
    await cleanUp();
  }
}

try {
  await run('pglite');
  if (await postgresReachable(POSTGRES_ADMIN_URL)) await run('postgres');
  else console.log(`\nPostgreSQL not reachable at ${POSTGRES_ADMIN_URL}; skipped.`);
} finally {
  await cleanUp();
}
