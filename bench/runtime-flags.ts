/**
 * What two choices made on Node 20's figures are worth on the Node this runs on (issue 30):
 *
 * 1. A request's priority rides on its database handle, not in an AsyncLocalStorage store
 *    (decision 7, db/admission.ts): on Node 20 entering a store per request cost a bare
 *    Fastify route 27% of its rate. Measured here: the bare route with and without a store.
 * 2. The server runs with `--no-memory-reducer` (decision 10): on Node 20, after a minute or two
 *    idle, V8's memory reducer left kept pages 25% slower. Measured here: two compiled servers
 *    on one PostgreSQL catalogue, with and without the flag, a kept product page at full speed
 *    (wrk) fresh and again after BENCH_IDLE_SECONDS (150) idle.
 *
 * Every figure is the median of BENCH_ROUNDS (3) runs of BENCH_SECONDS (5), the variants
 * interleaved so a machine that slows down slows both. `npm run build` first; run with
 * `npm run bench:runtime`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { SCRIPTS, cleanUp, runScript, startBareProcess, startServer } from './lib/processes.ts';
import { prepareSite } from './lib/site.ts';
import { runWrk } from './lib/wrk.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 150);
const CONNECTIONS = 20;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Requests a second at `origin + path`, the median of ROUNDS runs, each variant in turn. */
async function rates(variants: { origin: string; path: string }[]): Promise<number[]> {
  const runs = variants.map((): number[] => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, variant] of variants.entries()) {
      const summary = await runWrk({ ...variant, connections: CONNECTIONS, seconds: SECONDS });
      runs[i]?.push(summary.served / SECONDS);
    }
  }
  return runs.map(median);
}

const format = (rate: number) => Math.round(rate).toLocaleString('en').padStart(8);
const change = (from: number, to: number) => `${(((to - from) / from) * 100).toFixed(1)}%`;

try {
  console.log(
    `Node ${process.version}, ${String(CONNECTIONS)} connections, median of ${String(ROUNDS)} × ${String(SECONDS)} s`,
  );

  const plain = await startBareProcess();
  const withStore = await startBareProcess({ BARE_ASYNC_CONTEXT: 'true' });
  const [plainRate = 0, storeRate = 0] = await rates([
    { origin: plain.origin, path: '/bare' },
    { origin: withStore.origin, path: '/bare' },
  ]);
  console.log('\n1. AsyncLocalStorage per request, bare Fastify route (req/s)');
  console.log(`   without a store ${format(plainRate)}`);
  console.log(`   with a store    ${format(storeRate)}   (${change(plainRate, storeRate)})`);

  const site = await prepareSite('postgres', 'bench-runtime');
  await runScript(SCRIPTS.seed, ['--products', '1000'], site);
  const env = { ...site, NODE_ENV: 'production' };
  const withFlag = await startServer(env, SCRIPTS.compiledServer);
  const withoutFlag = await startServer(env, SCRIPTS.compiledServer, []);
  const page = '/product/detail/1';
  const servers = [withFlag, withoutFlag].map((s) => ({ origin: s.origin, path: page }));
  // The page once, so each server keeps it (kept pages, decision 10).
  for (const s of servers) await fetch(`${s.origin}${s.path}`);
  const fresh = await rates(servers);
  console.log(`\n   (idle ${String(IDLE_SECONDS)} s…)`);
  await sleep(IDLE_SECONDS * 1000);
  const idled = await rates(servers);
  console.log('\n2. A kept product page (req/s), fresh and after idling');
  console.log('                          fresh   idled');
  console.log(
    `   --no-memory-reducer ${format(fresh[0] ?? 0)}${format(idled[0] ?? 0)}   (${change(fresh[0] ?? 1, idled[0] ?? 0)})`,
  );
  console.log(
    `   Node's default      ${format(fresh[1] ?? 0)}${format(idled[1] ?? 0)}   (${change(fresh[1] ?? 1, idled[1] ?? 0)})`,
  );
} finally {
  await cleanUp();
}
