/**
 * Start-up benchmark: the time from launching `node` to the first answered request
 * (/api/health 200), for the compiled server production runs and for the TypeScript sources
 * run through tsx (what `npm start` ran before the server was compiled), alternating so both
 * see the same machine. On an embedded database already migrated, so only start-up is timed.
 * Run with `npm run build && npm run bench:start`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cleanUp, onCleanup, ROOT, SCRIPTS, startServer, stopServer } from './lib/processes.ts';

const ROUNDS = 7;
const variants = [
  { label: 'tsx (sources)', entry: SCRIPTS.server },
  { label: 'compiled', entry: SCRIPTS.compiledServer },
];

if (!existsSync(join(ROOT, SCRIPTS.compiledServer))) {
  console.error('No compiled server: run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
onCleanup(() => {
  rmSync(dataDir, { recursive: true, force: true });
});
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  DATABASE_URL: '',
  REDIS_URL: '',
  ADMIN_LOGIN: 'bench',
  ADMIN_PASSWORD: 'bench-start-password',
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

try {
  // The first start creates and migrates the database; it is not counted.
  await stopServer(await startServer(env, SCRIPTS.compiledServer));
  const times = new Map<string, number[]>(variants.map((v) => [v.label, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const { label, entry } of variants) {
      const started = performance.now();
      const server = await startServer(env, entry);
      times.get(label)?.push(performance.now() - started);
      await stopServer(server);
    }
  }
  const baseline = median(times.get(variants[0]?.label ?? '') ?? []);
  console.log(`\nnode start → first answered request, median of ${ROUNDS} (PGlite, migrated):`);
  for (const { label } of variants) {
    const ms = median(times.get(label) ?? []);
    console.log(
      `  ${label.padEnd(14)} ${ms.toFixed(0).padStart(6)} ms   ${(ms / baseline).toFixed(2)}× tsx`,
    );
  }
} finally {
  await cleanUp();
}
